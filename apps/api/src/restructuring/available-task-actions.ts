import { TaskActions, type TaskAction } from '@bk/contracts';
import {
  decideRestructuringTask,
  restructuringTaskCaseKind,
  restructuringTaskTransitions,
  type Actor,
  type PermissionKey,
  type RestructuringTaskCommand,
  type RestructuringTaskState,
} from '@bk/domain';
import { declaredStaffActions, DRY_RUN_AT, type CaseViewerKeys } from '../cases/declared-actions';

/** Accepting or declining belongs to the acceptance menu; the rest to the handling menu (spec §6), as declared. */
export const taskActionPermission = (action: TaskAction): PermissionKey => restructuringTaskCaseKind.actions[action].permission;

// A dry run decides and discards: the placeholder texts pass the field checks, so only the state
// and actor guards (the assignee alone may act) can refuse.
const PLACEHOLDER = '-';

export const taskCommandFor = (action: TaskAction, text: string, actor: Actor, at: string): RestructuringTaskCommand => {
  const { actions } = restructuringTaskCaseKind;
  const base = { actor, at };
  switch (action) {
    case 'accept':
      return { type: actions.accept.command, ...base };
    case 'decline':
      return { type: actions.decline.command, reason: text, ...base };
    case 'note':
      return { type: actions.note.command, note: text, ...base };
    case 'complete':
      return { type: actions.complete.command, result: text, ...base };
    case 'reject':
      return { type: actions.reject.command, reason: text, ...base };
  }
};

const kind = { declaration: restructuringTaskCaseKind, transitions: restructuringTaskTransitions, decide: decideRestructuringTask };

const dryRun = (action: TaskAction, actor: Actor) => taskCommandFor(action, PLACEHOLDER, actor, DRY_RUN_AT);

/** The actions the viewer may take on the task now: allowed from its status, with the key, and accepted by the decider. */
export const availableTaskActions = (state: RestructuringTaskState, viewer: CaseViewerKeys): TaskAction[] =>
  declaredStaffActions(kind, TaskActions, dryRun, state, viewer);

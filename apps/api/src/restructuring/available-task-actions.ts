import { TaskActions, type TaskAction } from '@bk/contracts';
import {
  decideRestructuringTask,
  PermissionKeys,
  restructuringTaskTransitions,
  type Actor,
  type PermissionKey,
  type RestructuringTaskCommand,
  type RestructuringTaskCommandType,
  type RestructuringTaskState,
} from '@bk/domain';
import { DRY_RUN_AT, offeredStaffActions, type CaseViewerKeys } from '../cases/declared-actions';

/** The domain command behind each staff action of the acceptance and handling screens. */
export const taskActionCommand = {
  accept: 'AcceptRestructuringTask',
  decline: 'DeclineRestructuringTask',
  note: 'NoteRestructuringProgress',
  complete: 'CompleteRestructuringTask',
  reject: 'RejectRestructuringTask',
} as const satisfies Record<TaskAction, RestructuringTaskCommandType>;

/** Accepting or declining belongs to the acceptance menu; the rest to the handling menu (spec §6). */
export const taskActionPermission = (action: TaskAction): PermissionKey =>
  action === 'accept' || action === 'decline' ? PermissionKeys.csjTaskAccept : PermissionKeys.csjTaskHandle;

// A dry run decides and discards: the placeholder texts pass the field checks, so only the state
// and actor guards (the assignee alone may act) can refuse.
const PLACEHOLDER = '-';

export const taskCommandFor = (action: TaskAction, text: string, actor: Actor, at: string): RestructuringTaskCommand => {
  const base = { actor, at };
  switch (action) {
    case 'accept':
      return { type: taskActionCommand.accept, ...base };
    case 'decline':
      return { type: taskActionCommand.decline, reason: text, ...base };
    case 'note':
      return { type: taskActionCommand.note, note: text, ...base };
    case 'complete':
      return { type: taskActionCommand.complete, result: text, ...base };
    case 'reject':
      return { type: taskActionCommand.reject, reason: text, ...base };
  }
};

const kind = {
  transitions: restructuringTaskTransitions,
  decide: decideRestructuringTask,
  rule: (action: TaskAction) => ({ command: taskActionCommand[action], permission: taskActionPermission(action) }),
};

const dryRun = (action: TaskAction, actor: Actor) => taskCommandFor(action, PLACEHOLDER, actor, DRY_RUN_AT);

/** The actions the viewer may take on the task now: allowed from its status, with the key, and accepted by the decider. */
export const availableTaskActions = (state: RestructuringTaskState, viewer: CaseViewerKeys): TaskAction[] =>
  offeredStaffActions(kind, TaskActions, dryRun, state, viewer);

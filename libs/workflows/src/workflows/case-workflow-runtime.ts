import {
  allHandlersFinished,
  condition,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { QueryDefinition, UpdateDefinition } from '@temporalio/common';
import { caseStateCode, systemActor, type CaseKindDeclaration, type Decider } from '@bk/domain';
import type { CaseEventActivities } from '../activities/case-events.activities';
import { asCaseFailure, rethrowAsCaseFailure } from './domain-failure';
import { APPEND_MAX_ATTEMPTS, CaseFailureTypes, SearchAttributes, type CaseCommandEnvelope, type CaseCommandResult, type CaseView } from './messages';

const APPEND_RETRY = {
  initialInterval: '200 ms',
  maximumInterval: '10 seconds',
  maximumAttempts: APPEND_MAX_ATTEMPTS,
  nonRetryableErrorTypes: [CaseFailureTypes.conflict, CaseFailureTypes.rejectedData],
};

/** Histories recorded before LOCAL_APPEND_PATCH scheduled the append as an ordinary activity. */
const { appendCaseEvents: appendAsActivity } = proxyActivities<CaseEventActivities>({ startToCloseTimeout: '30 seconds', retry: APPEND_RETRY });

/**
 * The append runs as a local activity: in the worker that decides, inside the same workflow task,
 * so a command costs one round trip to the server instead of three (schedule the activity, run it,
 * resume the workflow). It stays at-least-once and idempotent as before: the event store refuses a
 * second append at the same expected version, and event ids derive from the command id.
 */
const { appendCaseEvents: appendLocally } = proxyLocalActivities<CaseEventActivities>({
  startToCloseTimeout: '30 seconds',
  localRetryThreshold: '10 seconds',
  retry: APPEND_RETRY,
});

const SERIALISED_COMMANDS_PATCH = 'serialised-case-commands';
const LOCAL_APPEND_PATCH = 'local-case-append';

/** A case that is never submitted (the API crashed between start and update) closes itself. */
const SUBMISSION_WINDOW = '1 hour';

type CaseEvent = { type: string; data: Record<string, unknown> };
type CaseState = { status: string };

/** A timer the workflow owns: in `status`, if nothing happens within `afterMs`, issue `command`. */
export type CaseDeadline<Command> = { afterMs: number; command: (at: string) => Command };

/** What differs between kinds of case; everything else (serialising, appending, timers) is shared. */
export type CaseKind<Command, Event extends CaseEvent, State extends CaseState> = {
  decider: Decider<Command, Event, State>;
  streamType: string;
  commandUpdate: UpdateDefinition<CaseCommandResult, [CaseCommandEnvelope<Command>]>;
  viewQuery: QueryDefinition<CaseView<State>>;
  stateCode: (state: State) => number;
  assigneeOf: (state: State) => string | null;
  isClosed: (state: State) => boolean;
  deadlineIn: (state: State) => CaseDeadline<Command> | undefined;
};

/**
 * A kind's workflow definition from its declaration: stream, state codes, closing states and the
 * deadline (in the declared status, the system sends the declared return-to-pool command). The
 * kind adds only who its assignee is and how long its deadline runs (the association's setting).
 */
export const declaredCase = <Command, Event extends CaseEvent, State extends CaseState>(
  declaration: CaseKindDeclaration,
  decider: Decider<Command, Event, State>,
  messages: { commandUpdate: CaseKind<Command, Event, State>['commandUpdate']; viewQuery: CaseKind<Command, Event, State>['viewQuery'] },
  own: { assigneeOf: (state: State) => string | null; deadlineMs: number },
): CaseKind<Command, Event, State> => ({
  decider,
  streamType: declaration.streamType,
  ...messages,
  stateCode: (state) => caseStateCode(declaration, state.status),
  assigneeOf: own.assigneeOf,
  isClosed: (state) => declaration.closed.includes(state.status),
  deadlineIn: (state) => {
    const deadline = declaration.deadline;
    if (!deadline || state.status !== deadline.status) return undefined;
    return {
      afterMs: own.deadlineMs,
      command: (at) => ({ type: deadline.command, reason: `${deadline.reason} lapsed`, actor: systemActor(deadline.reason), at }) as Command,
    };
  },
});

/**
 * Runs one case: the workflow is the single writer of the case's event stream. Commands arrive
 * as Updates, are validated by the decider before they enter history, and are decided one after
 * another, each against the state the previous one left.
 */
export const runCase = async <Command, Event extends CaseEvent, State extends CaseState>(
  kind: CaseKind<Command, Event, State>,
  input: { tenantId: string; streamId: string },
): Promise<CaseCommandResult> => {
  const { decider } = kind;
  let state = decider.initialState();
  let version = 0;
  let commandInFlight = false;

  const result = (): CaseCommandResult => ({
    version,
    status: state.status,
    stateCode: state.status === 'empty' ? -1 : kind.stateCode(state),
  });

  const execute = async ({ commandId, command }: CaseCommandEnvelope<Command>): Promise<CaseCommandResult> => {
    // Updates that arrive together all see the flag clear in the same activation, so each looks
    // again after it wakes, and nothing may await between the last look and taking the flag.
    // Histories recorded before this fix replay the old single wait.
    if (patched(SERIALISED_COMMANDS_PATCH)) {
      while (commandInFlight) await condition(() => !commandInFlight);
    } else {
      await condition(() => !commandInFlight);
    }
    commandInFlight = true;
    try {
      const events = decider.decide(command, state);
      const appendCaseEvents = patched(LOCAL_APPEND_PATCH) ? appendLocally : appendAsActivity;
      const appended = await appendCaseEvents({
        tenantId: input.tenantId,
        streamId: input.streamId,
        streamType: kind.streamType,
        expectedVersion: version,
        commandId,
        events,
      });
      state = events.reduce(decider.evolve, state);
      version = appended.nextVersion;
      upsertSearchAttributes([
        { key: SearchAttributes.caseState, value: state.status },
        { key: SearchAttributes.assignee, value: kind.assigneeOf(state) },
      ]);
      return result();
    } catch (error) {
      throw asCaseFailure(error);
    } finally {
      commandInFlight = false;
    }
  };

  setHandler(kind.commandUpdate, execute, {
    // Runs before the update is accepted into history: an illegal action is refused with the
    // decider's reason and leaves no trace.
    validator: ({ command }) => rethrowAsCaseFailure(() => decider.decide(command, state)),
  });
  setHandler(kind.viewQuery, () => ({ version, state }));

  if (!(await condition(() => state.status !== 'empty', SUBMISSION_WINDOW))) return result();

  while (!kind.isClosed(state)) {
    const seenVersion = version;
    const deadline = kind.deadlineIn(state);
    if (deadline) {
      const acted = await condition(() => version !== seenVersion, deadline.afterMs);
      if (!acted) await issueDeadlineCommand(execute, deadline, seenVersion);
    } else {
      await condition(() => version !== seenVersion);
    }
  }
  await condition(allHandlersFinished);
  return result();
};

/** The deadline lapsed: the workflow issues the command itself, as the system. */
const issueDeadlineCommand = async <Command>(
  execute: (envelope: CaseCommandEnvelope<Command>) => Promise<CaseCommandResult>,
  deadline: CaseDeadline<Command>,
  atVersion: number,
): Promise<void> => {
  try {
    await execute({ commandId: `${workflowInfo().workflowId}/deadline/${atVersion}`, command: deadline.command(new Date().toISOString()) });
  } catch {
    // A staff action won the race (the case moved on meanwhile): the deadline no longer applies.
  }
};

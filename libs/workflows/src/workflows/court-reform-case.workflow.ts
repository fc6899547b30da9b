import {
  allHandlersFinished,
  condition,
  proxyActivities,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import {
  courtReformDecider,
  courtReformStateCode,
  systemActor,
  type CourtReformCommand,
  type CourtReformState,
} from '@bk/domain';
import type { CaseEventActivities } from '../activities/case-events.activities';
import { asCaseFailure, rethrowAsCaseFailure } from './domain-failure';
import {
  COURT_REFORM_STREAM_TYPE,
  courtReformCommandUpdate,
  courtReformStreamId,
  courtReformViewQuery,
  SearchAttributes,
  type CaseCommandEnvelope,
  type CaseCommandResult,
  type CourtReformWorkflowInput,
} from './messages';

const { appendCaseEvents } = proxyActivities<CaseEventActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '200 ms', maximumInterval: '10 seconds', nonRetryableErrorTypes: ['ConcurrencyConflict'] },
});

/** A case that is never submitted (the API crashed between start and update) closes itself. */
const SUBMISSION_WINDOW = '1 hour';

const isClosed = (state: CourtReformState): boolean => state.status === 'reject' || state.status === 'complete';

/**
 * One court-reform case: apply 0 → unsigned 1 → processing 2 → reject 3 / register 4 → complete 5.
 * The workflow is the single writer of the case's event stream; commands are serialised so each
 * one is decided against the state the previous one left.
 */
export async function courtReformCaseWorkflow(input: CourtReformWorkflowInput): Promise<CaseCommandResult> {
  const streamId = courtReformStreamId(input.caseId);
  let state = courtReformDecider.initialState();
  let version = 0;
  let commandInFlight = false;

  const result = (): CaseCommandResult => ({
    version,
    status: state.status,
    stateCode: state.status === 'empty' ? -1 : courtReformStateCode[state.status],
  });

  const execute = async ({ commandId, command }: CaseCommandEnvelope<CourtReformCommand>): Promise<CaseCommandResult> => {
    await condition(() => !commandInFlight);
    commandInFlight = true;
    try {
      const events = courtReformDecider.decide(command, state);
      const appended = await appendCaseEvents({
        tenantId: input.tenantId,
        streamId,
        streamType: COURT_REFORM_STREAM_TYPE,
        expectedVersion: version,
        commandId,
        events,
      });
      state = events.reduce(courtReformDecider.evolve, state);
      version = appended.nextVersion;
      upsertSearchAttributes([
        { key: SearchAttributes.caseState, value: state.status },
        { key: SearchAttributes.assignee, value: 'assignee' in state && state.assignee ? state.assignee.id : null },
      ]);
      return result();
    } catch (error) {
      throw asCaseFailure(error);
    } finally {
      commandInFlight = false;
    }
  };

  setHandler(courtReformCommandUpdate, execute, {
    // Runs before the update is accepted into history: an illegal action is refused with the
    // decider's reason and leaves no trace.
    validator: ({ command }) => rethrowAsCaseFailure(() => courtReformDecider.decide(command, state)),
  });
  setHandler(courtReformViewQuery, () => ({ version, state }));

  if (!(await condition(() => state.status !== 'empty', SUBMISSION_WINDOW))) return result();

  while (!isClosed(state)) {
    const seenVersion = version;
    if (state.status === 'unsigned') {
      const acted = await condition(() => version !== seenVersion, input.signDeadlineMs);
      if (!acted) await returnToPool(execute, seenVersion);
    } else {
      await condition(() => version !== seenVersion);
    }
  }
  await condition(allHandlersFinished);
  return result();
}

/** The sign deadline lapsed: the case goes back to the allocation queue (a durable timer, visible in the UI). */
const returnToPool = async (
  execute: (envelope: CaseCommandEnvelope<CourtReformCommand>) => Promise<CaseCommandResult>,
  atVersion: number,
): Promise<void> => {
  try {
    await execute({
      commandId: `${workflowInfo().workflowId}/deadline/${atVersion}`,
      command: {
        type: 'ReturnCourtReformToPool',
        reason: 'sign deadline lapsed',
        actor: systemActor('sign deadline'),
        at: new Date().toISOString(),
      },
    });
  } catch {
    // A staff action won the race (the case was signed meanwhile): nothing to return.
  }
};

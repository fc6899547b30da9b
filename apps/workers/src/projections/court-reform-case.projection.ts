import type { EntityManager } from 'typeorm';
import {
  courtReformDecider,
  courtReformStateCode,
  type CourtReformEvent,
  type CourtReformState,
} from '@bk/domain';
import { COURT_REFORM_STREAM_TYPE, courtReformWorkflowId } from '@bk/workflows';
import { EVENT_COLUMNS, toStoredEvent, type DomainEventMessage } from '@bk/infrastructure';

/**
 * Court-reform read models: case_read (queues, detail, progress query) and case_timeline.
 * The read row keeps the folded domain state, so the projection uses the decider's own evolve
 * instead of restating the state machine. Its version is the stream version last applied,
 * written in the same transaction: redelivered events are skipped, and a gap is filled from
 * the event store.
 */
export const handlesStream = (streamType: string): boolean => streamType === COURT_REFORM_STREAM_TYPE;

export const caseIdOf = (streamId: string): string => streamId.slice(`${COURT_REFORM_STREAM_TYPE}-`.length);

type ReadRow = { version: number; state: CourtReformState };

/** The case's state code before and after applying the event (and any it was missing), or undefined when already applied. */
export type CaseTransition = { before: number; after: number };

export const projectCourtReformEvent = async (
  manager: EntityManager,
  event: DomainEventMessage,
): Promise<CaseTransition | undefined> => {
  const caseId = caseIdOf(event.streamId);
  const rows: ReadRow[] = await manager.query('SELECT version, state FROM case_read WHERE case_id = $1 FOR UPDATE', [caseId]);
  const current = rows[0] ?? { version: 0, state: courtReformDecider.initialState() };
  if (event.version <= current.version) return undefined;
  const pending = event.version === current.version + 1 ? [event] : await loadMissing(manager, event, current.version);
  let state = current.state;
  for (const next of pending) {
    state = courtReformDecider.evolve(state, next as unknown as CourtReformEvent);
    await writeCase(manager, caseId, next, state);
    await writeTimelineEntry(manager, caseId, next, state);
  }
  return { before: stateCodeOf(current.state), after: stateCodeOf(state) };
};

const loadMissing = async (manager: EntityManager, event: DomainEventMessage, after: number): Promise<DomainEventMessage[]> => {
  const rows = await manager.query(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 AND version <= $3 ORDER BY version`,
    [event.streamId, after, event.version],
  );
  return rows.map(toStoredEvent);
};

export const stateCodeOf = (state: CourtReformState): number =>
  state.status === 'empty' ? -1 : courtReformStateCode[state.status];

const writeCase = async (
  manager: EntityManager,
  caseId: string,
  event: DomainEventMessage,
  state: CourtReformState,
): Promise<void> => {
  if (state.status === 'empty') return;
  const assignee = 'assignee' in state ? state.assignee : undefined;
  await manager.query(
    `INSERT INTO case_read (case_id, tenant_id, kind, case_number, enterprise_name, credit_code, contact_name,
       contact_phone, description, state_code, assignee_id, assignee_name, submitted_at, updated_at, version,
       workflow_id, state)
     VALUES ($1, $2, 'court-reform', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (case_id) DO UPDATE SET state_code = excluded.state_code, assignee_id = excluded.assignee_id,
       assignee_name = excluded.assignee_name, updated_at = excluded.updated_at, version = excluded.version,
       state = excluded.state`,
    [
      caseId,
      event.tenantId,
      state.caseNumber,
      state.applicant.enterpriseName,
      state.applicant.creditCode,
      state.applicant.contactName,
      state.applicant.contactPhone,
      state.applicant.description,
      stateCodeOf(state),
      assignee?.id ?? null,
      assignee?.name ?? null,
      state.submittedAt,
      event.recordedAt,
      event.version,
      courtReformWorkflowId(event.tenantId, caseId),
      JSON.stringify(state),
    ],
  );
};

/** What a person reading the timeline needs to know about each step, beyond the new state. */
const detailOf = (event: DomainEventMessage): string | null => {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'CourtReformHandlerAssigned':
      return (data.assignee as { name: string }).name;
    case 'CourtReformReturnedToPool':
    case 'CourtReformCaseRejected':
      return String(data.reason);
    case 'CourtReformProgressNoted':
      return String(data.note);
    case 'CourtReformCaseRegistered':
      return String(data.registrationNo);
    case 'CourtReformStatementIssued':
      return String(data.statementNo);
    default:
      return null;
  }
};

const writeTimelineEntry = async (
  manager: EntityManager,
  caseId: string,
  event: DomainEventMessage,
  state: CourtReformState,
): Promise<void> => {
  const actor = (event.data as { actor?: { name?: string } }).actor;
  await manager.query(
    `INSERT INTO case_timeline (case_id, version, tenant_id, at, type, state_code, actor_name, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (case_id, version) DO NOTHING`,
    [caseId, event.version, event.tenantId, (event.data as { at?: string }).at ?? event.recordedAt, event.type,
      stateCodeOf(state), actor?.name ?? '', detailOf(event)],
  );
};

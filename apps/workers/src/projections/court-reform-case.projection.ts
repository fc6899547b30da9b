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
  const timeline: TimelineRow[] = [];
  for (const next of pending) {
    state = evolve(state, next);
    timeline.push(timelineRowOf(caseId, next, state));
  }
  const caseRow = caseRowOf(caseId, pending[pending.length - 1]!, state);
  if (caseRow) await upsertCaseRows(manager, [caseRow]);
  await insertTimelineRows(manager, timeline);
  return { before: stateCodeOf(current.state), after: stateCodeOf(state) };
};

export const evolve = (state: CourtReformState, event: DomainEventMessage): CourtReformState =>
  courtReformDecider.evolve(state, event as unknown as CourtReformEvent);

const loadMissing = async (manager: EntityManager, event: DomainEventMessage, after: number): Promise<DomainEventMessage[]> => {
  const rows = await manager.query(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 AND version <= $3 ORDER BY version`,
    [event.streamId, after, event.version],
  );
  return rows.map(toStoredEvent);
};

export const stateCodeOf = (state: CourtReformState): number =>
  state.status === 'empty' ? -1 : courtReformStateCode[state.status];

/** A case_read row, keyed by column name: written with jsonb_populate_recordset, one row or thousands. */
export type CaseRow = {
  case_id: string;
  tenant_id: string;
  kind: 'court-reform';
  case_number: string;
  enterprise_name: string;
  credit_code: string;
  contact_name: string;
  contact_phone: string;
  description: string;
  state_code: number;
  assignee_id: string | null;
  assignee_name: string | null;
  submitted_at: string;
  updated_at: string;
  version: number;
  workflow_id: string;
  state: CourtReformState;
};

export type TimelineRow = {
  case_id: string;
  version: number;
  tenant_id: string;
  at: string;
  type: string;
  state_code: number;
  actor_name: string;
  detail: string | null;
};

/** The case's row after `event` (the last one applied) left it in `state`. */
export const caseRowOf = (caseId: string, event: DomainEventMessage, state: CourtReformState): CaseRow | undefined => {
  if (state.status === 'empty') return undefined;
  const assignee = 'assignee' in state ? state.assignee : undefined;
  return {
    case_id: caseId,
    tenant_id: event.tenantId,
    kind: 'court-reform',
    case_number: state.caseNumber,
    enterprise_name: state.applicant.enterpriseName,
    credit_code: state.applicant.creditCode,
    contact_name: state.applicant.contactName,
    contact_phone: state.applicant.contactPhone,
    description: state.applicant.description,
    state_code: stateCodeOf(state),
    assignee_id: assignee?.id ?? null,
    assignee_name: assignee?.name ?? null,
    submitted_at: state.submittedAt,
    updated_at: event.recordedAt,
    version: event.version,
    workflow_id: courtReformWorkflowId(event.tenantId, caseId),
    state,
  };
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

export const timelineRowOf = (caseId: string, event: DomainEventMessage, state: CourtReformState): TimelineRow => {
  const data = event.data as { actor?: { name?: string }; at?: string };
  return {
    case_id: caseId,
    version: event.version,
    tenant_id: event.tenantId,
    at: data.at ?? event.recordedAt,
    type: event.type,
    state_code: stateCodeOf(state),
    actor_name: data.actor?.name ?? '',
    detail: detailOf(event),
  };
};

const CASE_COLUMNS =
  'case_id, tenant_id, kind, case_number, enterprise_name, credit_code, contact_name, contact_phone, description, ' +
  'state_code, assignee_id, assignee_name, submitted_at, updated_at, version, workflow_id, state';
const TIMELINE_COLUMNS = 'case_id, version, tenant_id, at, type, state_code, actor_name, detail';

export const upsertCaseRows = async (manager: EntityManager, rows: readonly CaseRow[]): Promise<void> => {
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO case_read (${CASE_COLUMNS})
     SELECT ${CASE_COLUMNS} FROM jsonb_populate_recordset(NULL::case_read, $1::jsonb)
     ON CONFLICT (case_id) DO UPDATE SET state_code = excluded.state_code, assignee_id = excluded.assignee_id,
       assignee_name = excluded.assignee_name, updated_at = excluded.updated_at, version = excluded.version,
       state = excluded.state`,
    [JSON.stringify(rows)],
  );
};

export const insertTimelineRows = async (manager: EntityManager, rows: readonly TimelineRow[]): Promise<void> => {
  if (rows.length === 0) return;
  await manager.query(
    `INSERT INTO case_timeline (${TIMELINE_COLUMNS})
     SELECT ${TIMELINE_COLUMNS} FROM jsonb_populate_recordset(NULL::case_timeline, $1::jsonb)
     ON CONFLICT (case_id, version) DO NOTHING`,
    [JSON.stringify(rows)],
  );
};

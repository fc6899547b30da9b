import type { EntityManager } from 'typeorm';
import { caseIdOfStream, caseStateCode, caseWorkflowId, type CaseKindDeclaration, type CaseKindName, type Decider } from '@bk/domain';
import { EVENT_COLUMNS, toStoredEvent, type DomainEventMessage } from '@bk/infrastructure';

/**
 * The case read models every case kind shares: case_read (queues, detail, progress query, my
 * applications) and case_timeline. A read row keeps the folded domain state, so each kind's
 * projection evolves it with its decider instead of restating the state machine. The row's version
 * is the stream version last applied, written in the same transaction: redelivered events are
 * skipped, and a gap is filled from the event store.
 */
export type { CaseKindName };

/** What the shared projection needs to know about one kind of case. */
export type CaseKindProjection<State> = {
  kind: CaseKindName;
  streamType: string;
  caseIdOf(streamId: string): string;
  initialState(): State;
  evolve(state: State, event: DomainEventMessage): State;
  /** The spec's numeric state code, -1 before the first event. */
  stateCodeOf(state: State): number;
  /** The row's kind-specific columns; undefined before the first event. */
  rowOf(caseId: string, event: DomainEventMessage, state: State): CaseRow | undefined;
  /** What a person reading the timeline needs to know about an event, beyond the new state. */
  detailOf(event: DomainEventMessage): string | null;
  /** Messages to the applicant's portal inbox this event warrants (live projection only, never a rebuild). */
  notificationsOf?(caseId: string, event: DomainEventMessage, state: State): ApplicantNotification[];
};

/** A message to a portal user's inbox (portal_messages), posted once per (user, dedupe key). */
export type ApplicantNotification = { userId: string; title: string; body: string; link: string };

/** The columns a kind fills from its own state; the rest come from the declaration and the event. */
export type CaseOwnColumns = Omit<CaseRow, 'case_id' | 'tenant_id' | 'kind' | 'state_code' | 'updated_at' | 'version' | 'workflow_id' | 'state'>;

/**
 * A kind's projection from its declaration (stream, workflow id, state codes) and its decider,
 * plus the two things only the kind knows: its row's own columns, and its events' timeline detail.
 */
export const declaredCaseProjection = <State extends { status: string }>(
  declaration: CaseKindDeclaration,
  decider: Pick<Decider<unknown, never, State>, 'initialState'> & { evolve: (state: State, event: never) => State },
  own: {
    columnsOf(state: Exclude<State, { status: 'empty' }>): CaseOwnColumns;
    detailOf(event: DomainEventMessage): string | null;
    notificationsOf?(caseId: string, event: DomainEventMessage, state: State): ApplicantNotification[];
  },
): CaseKindProjection<State> => {
  const stateCodeOf = (state: State): number => caseStateCode(declaration, state.status);
  return {
    kind: declaration.kind,
    streamType: declaration.streamType,
    caseIdOf: (streamId) => caseIdOfStream(declaration, streamId),
    initialState: decider.initialState,
    evolve: (state, event) => decider.evolve(state, event as never),
    stateCodeOf,
    rowOf: (caseId, event, state) => {
      if (state.status === 'empty') return undefined;
      return {
        case_id: caseId,
        tenant_id: event.tenantId,
        kind: declaration.kind,
        ...own.columnsOf(state as Exclude<State, { status: 'empty' }>),
        state_code: stateCodeOf(state),
        updated_at: event.recordedAt,
        version: event.version,
        workflow_id: caseWorkflowId(declaration, event.tenantId, caseId),
        state,
      } as CaseRow;
    },
    detailOf: own.detailOf,
    ...(own.notificationsOf ? { notificationsOf: own.notificationsOf } : {}),
  };
};

/** A case_read row, keyed by column name: written with jsonb_populate_recordset, one row or thousands. */
export type CaseRow = {
  case_id: string;
  tenant_id: string;
  kind: CaseKindName;
  case_number: string;
} & CaseSubjectColumns & {
  contact_name: string;
  contact_phone: string;
  description: string;
  state_code: number;
  assignee_id: string | null;
  assignee_name: string | null;
  /** The signed-in user who filed it (their "my applications"); null for portal applicants. */
  submitted_by_id: string | null;
  submitted_at: string;
  updated_at: string;
  version: number;
  workflow_id: string;
  state: unknown;
};

/** Who the case is about: an enterprise (name, credit code) or a person (name, citizen id). */
export type CaseSubjectColumns =
  | { subject_kind: 'enterprise'; enterprise_name: string; credit_code: string; person_name: null; citizen_id: null }
  | { subject_kind: 'person'; enterprise_name: null; credit_code: null; person_name: string; citizen_id: string };

export const enterpriseSubject = (name: string, creditCode: string): CaseSubjectColumns => ({
  subject_kind: 'enterprise',
  enterprise_name: name,
  credit_code: creditCode,
  person_name: null,
  citizen_id: null,
});

export const personSubject = (name: string, citizenId: string): CaseSubjectColumns => ({
  subject_kind: 'person',
  enterprise_name: null,
  credit_code: null,
  person_name: name,
  citizen_id: citizenId,
});

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

/** The case's state code before and after applying the event (and any it was missing). */
export type CaseTransition = { kind: CaseKindName; before: number; after: number };

type ReadRow = { version: number; state: unknown };

/** Applies one event to its case's rows; undefined when it was already applied. */
export const projectCaseStreamEvent = async <State>(
  manager: EntityManager,
  projection: CaseKindProjection<State>,
  event: DomainEventMessage,
): Promise<CaseTransition | undefined> => {
  const caseId = projection.caseIdOf(event.streamId);
  const rows: ReadRow[] = await manager.query('SELECT version, state FROM case_read WHERE case_id = $1 FOR UPDATE', [caseId]);
  const current = rows[0]
    ? { version: rows[0].version, state: rows[0].state as State }
    : { version: 0, state: projection.initialState() };
  if (event.version <= current.version) return undefined;
  const pending = event.version === current.version + 1 ? [event] : await loadMissing(manager, event, current.version);
  let state = current.state;
  const timeline: TimelineRow[] = [];
  const notifications: (ApplicantNotification & { dedupeKey: string; tenantId: string })[] = [];
  for (const next of pending) {
    state = projection.evolve(state, next);
    timeline.push(timelineRowOf(projection, caseId, next, state));
    for (const message of projection.notificationsOf?.(caseId, next, state) ?? [])
      notifications.push({ ...message, tenantId: next.tenantId, dedupeKey: `${next.streamId}/${next.version}` });
  }
  const caseRow = projection.rowOf(caseId, pending[pending.length - 1]!, state);
  if (caseRow) await upsertCaseRows(manager, [caseRow]);
  await insertTimelineRows(manager, timeline);
  await postNotifications(manager, notifications);
  return { kind: projection.kind, before: projection.stateCodeOf(current.state), after: projection.stateCodeOf(state) };
};

const loadMissing = async (manager: EntityManager, event: DomainEventMessage, after: number): Promise<DomainEventMessage[]> => {
  const rows = await manager.query(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND version > $2 AND version <= $3 ORDER BY version`,
    [event.streamId, after, event.version],
  );
  return rows.map(toStoredEvent);
};

export const timelineRowOf = <State>(
  projection: CaseKindProjection<State>,
  caseId: string,
  event: DomainEventMessage,
  state: State,
): TimelineRow => {
  const data = event.data as { actor?: { name?: string }; at?: string };
  return {
    case_id: caseId,
    version: event.version,
    tenant_id: event.tenantId,
    at: data.at ?? event.recordedAt,
    type: event.type,
    state_code: projection.stateCodeOf(state),
    actor_name: data.actor?.name ?? '',
    detail: projection.detailOf(event),
  };
};

const CASE_COLUMNS =
  'case_id, tenant_id, kind, case_number, subject_kind, enterprise_name, credit_code, person_name, citizen_id, ' +
  'contact_name, contact_phone, description, ' +
  'state_code, assignee_id, assignee_name, submitted_by_id, submitted_at, updated_at, version, workflow_id, state';
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

/**
 * Posts to applicants' inboxes in the transaction that applies the event: the dedupe key is the
 * event's stream and version, so a redelivered or gap-filled event never posts twice.
 */
const postNotifications = async (
  manager: EntityManager,
  messages: readonly (ApplicantNotification & { dedupeKey: string; tenantId: string })[],
): Promise<void> => {
  for (const message of messages) {
    await manager.query(
      `INSERT INTO portal_messages (message_id, tenant_id, user_id, dedupe_key, title, body, link)
       SELECT gen_random_uuid(), $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM portal_users WHERE user_id = $2)
       ON CONFLICT (tenant_id, user_id, dedupe_key) DO NOTHING`,
      [message.tenantId, message.userId, message.dedupeKey, message.title, message.body, message.link],
    );
  }
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

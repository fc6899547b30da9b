import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { AssociationTodoCounts, CaseSummary, Page, PageRequest, PersonalTodoCounts, ProgressView, TimelineEntry, TodoCounts } from '@bk/contracts';
import { caseTodoCounters, type CaseKindName } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

/** The kinds of case the case read models hold (case_read.kind). */
export type CaseKind = CaseKindName;

// A person's case (a personal consultation) shows the person's name where an enterprise's shows the enterprise's.
const SUMMARY_COLUMNS = `case_id AS "caseId", case_number AS "caseNumber", COALESCE(enterprise_name, person_name) AS "enterpriseName",
  credit_code AS "creditCode", contact_name AS "contactName", state_code AS "stateCode", assignee_id AS "assigneeId",
  assignee_name AS "assigneeName", submitted_at AS "submittedAt", updated_at AS "updatedAt", workflow_id AS "workflowId"`;

/** Which rows of one kind a queue shows: by state, by assignee, by who filed them. */
export type QueueFilter = {
  stateCodes: readonly number[];
  assigneeId?: string;
  submittedById?: string;
  /** Cases about a person or about an enterprise only. */
  subjectKind?: 'person' | 'enterprise';
  newestFirst?: boolean;
};

/** A case row with the folded domain state the projection keeps, for deciding what the viewer may do. */
export type CaseRow<State> = CaseSummary & { state: State };

export type CaseDetailRow<State> = CaseRow<State> & {
  contactPhone: string;
  description: string;
  version: number;
  timeline: TimelineEntry[];
};

/**
 * Read side of every kind of case: only projections are read here, never the event store.
 * Each kind's module wraps it with its own queues (court-reform cases, restructuring tasks).
 */
@Injectable()
export class CaseReadModel {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  queue<State>(tenantId: string, kind: CaseKind, page: PageRequest, filter: QueueFilter): Promise<Page<CaseRow<State>>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const keyword = page.keyword ? `%${page.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = `kind = $1 AND state_code = ANY($2::smallint[])
        AND ($3::text IS NULL OR assignee_id = $3)
        AND ($4::text IS NULL OR submitted_by_id = $4)
        AND ($5::text IS NULL OR case_number ILIKE $5 OR enterprise_name ILIKE $5 OR credit_code ILIKE $5 OR contact_name ILIKE $5
          OR person_name ILIKE $5)
        AND ($6::text IS NULL OR subject_kind = $6)`;
      const params = [kind, filter.stateCodes, filter.assigneeId ?? null, filter.submittedById ?? null, keyword, filter.subjectKind ?? null];
      const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM case_read WHERE ${where}`, params)) as [{ total: number }];
      // Work queues serve the oldest first; queries and "my applications" show the newest first.
      const order = filter.newestFirst ? 'submitted_at DESC, case_number DESC' : 'submitted_at, case_number';
      const list: CaseRow<State>[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS}, state FROM case_read WHERE ${where} ORDER BY ${order} LIMIT $7 OFFSET $8`,
        [...params, page.pageSize, (page.pageNum - 1) * page.pageSize],
      );
      return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
    });
  }

  /** The folded domain state of a case as the projection last saw it. */
  caseState<State>(tenantId: string, kind: CaseKind, caseId: string): Promise<State | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { state: State }[] = await manager.query('SELECT state FROM case_read WHERE case_id = $1 AND kind = $2', [caseId, kind]);
      return rows[0]?.state;
    });
  }

  detail<State>(tenantId: string, kind: CaseKind, caseId: string): Promise<(CaseDetailRow<State> & { submittedById: string | null }) | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (Omit<CaseDetailRow<State>, 'timeline'> & { submittedById: string | null })[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS}, contact_phone AS "contactPhone", description, version, state, submitted_by_id AS "submittedById"
         FROM case_read WHERE case_id = $1 AND kind = $2`,
        [caseId, kind],
      );
      const row = rows[0];
      return row ? { ...row, timeline: await timelineOf(manager, caseId) } : undefined;
    });
  }

  /** The applicant's view: found only with the case number and the contact phone given at submission. */
  progress(tenantId: string, kind: ProgressView['kind'], caseNumber: string, contactPhone: string): Promise<ProgressView | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (Omit<ProgressView, 'timeline' | 'kind'> & { caseId: string })[] = await manager.query(
        `SELECT case_id AS "caseId", case_number AS "caseNumber", enterprise_name AS "enterpriseName", state_code AS "stateCode",
           submitted_at AS "submittedAt", updated_at AS "updatedAt"
         FROM case_read WHERE case_number = $1 AND contact_phone = $2 AND kind = $3`,
        [caseNumber, contactPhone, kind],
      );
      const row = rows[0];
      if (!row) return undefined;
      const { caseId, ...view } = row;
      return { ...view, kind, timeline: await timelineOf(manager, caseId) };
    });
  }

  /** The association's counts (from the to-do projection) and the staff member's own queues. */
  todoCounts(tenantId: string, uid: string): Promise<TodoCounts> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: AssociationTodoCounts[] = await manager.query(`SELECT ${ASSOCIATION_COUNT_COLUMNS} FROM todo_counts WHERE tenant_id = $1`, [
        tenantId,
      ]);
      const association = rows[0] ?? NO_COUNTS;
      return { ...association, ...(await personalCounts(manager, uid)) };
    });
  }

  /** Completes counts pushed for the association with the staff member's own queues. */
  withPersonalCounts(tenantId: string, uid: string, counts: AssociationTodoCounts): Promise<TodoCounts> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => ({ ...counts, ...(await personalCounts(manager, uid)) }));
  }
}

/** Every declared count (libs/domain case-kinds), by its todo_counts column and its JSON name. */
const ASSOCIATION_COUNT_COLUMNS = caseTodoCounters.map((counter) => `${counter.column} AS "${counter.field}"`).join(', ');

const NO_COUNTS = Object.fromEntries(caseTodoCounters.map((counter) => [counter.field, 0])) as AssociationTodoCounts;

/** The domain state stays on the server unless the caller turns it into what the viewer may do. */
export const summariesOnly = <State>(page: Page<CaseRow<State>>): Page<CaseSummary> => ({
  ...page,
  list: page.list.map(({ state: _state, ...summary }) => summary),
});

const personalCounters = caseTodoCounters.filter((counter) => counter.personalField !== undefined);

/** What waits on this person: each declared personal count, over the cases assigned to them. */
const personalCounts = async (manager: EntityManager, uid: string): Promise<PersonalTodoCounts> => {
  const columns = personalCounters.map(
    (counter, i) => `count(*) FILTER (WHERE kind = $${2 * i + 2} AND state_code = ANY($${2 * i + 3}::smallint[]))::int AS "${counter.personalField}"`,
  );
  const rows: PersonalTodoCounts[] = await manager.query(`SELECT ${columns.join(', ')} FROM case_read WHERE assignee_id = $1`, [
    uid,
    ...personalCounters.flatMap((counter) => [counter.kind, counter.stateCodes]),
  ]);
  return rows[0] ?? (Object.fromEntries(personalCounters.map((counter) => [counter.personalField, 0])) as PersonalTodoCounts);
};

const timelineOf = (manager: EntityManager, caseId: string): Promise<TimelineEntry[]> =>
  manager.query(
    `SELECT version, at, type, state_code AS "stateCode", actor_name AS "actorName", detail
     FROM case_timeline WHERE case_id = $1 ORDER BY version`,
    [caseId],
  );

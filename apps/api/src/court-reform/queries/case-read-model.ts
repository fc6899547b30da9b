import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type {
  AssociationTodoCounts,
  CasePageRequest,
  CaseSummary,
  Page,
  PageRequest,
  ProgressView,
  TimelineEntry,
  TodoCounts,
} from '@bk/contracts';
import { courtReformStateCode, CourtReformStatuses, type CourtReformState } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';

const SUMMARY_COLUMNS = `case_id AS "caseId", case_number AS "caseNumber", enterprise_name AS "enterpriseName",
  credit_code AS "creditCode", contact_name AS "contactName", state_code AS "stateCode", assignee_id AS "assigneeId",
  assignee_name AS "assigneeName", submitted_at AS "submittedAt", updated_at AS "updatedAt", workflow_id AS "workflowId"`;

type QueueFilter = { stateCodes: number[]; assigneeId?: string; newestFirst?: boolean };

/** A case row with the folded domain state the projection keeps, for deciding what the viewer may do. */
export type CaseRow = CaseSummary & { state: CourtReformState };

export type CaseDetailRow = CaseRow & { contactPhone: string; description: string; version: number; timeline: TimelineEntry[] };

const ALL_STATE_CODES = CourtReformStatuses.map((status) => courtReformStateCode[status]);

/** Read side of court-reform cases: only projections are read here, never the event store. */
@Injectable()
export class CaseReadModel {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  assignmentQueue(tenantId: string, page: PageRequest): Promise<Page<CaseSummary>> {
    return this.queue(tenantId, page, { stateCodes: [courtReformStateCode.apply] }).then(summariesOnly);
  }

  handlingQueue(tenantId: string, assigneeId: string, page: PageRequest): Promise<Page<CaseRow>> {
    return this.queue(tenantId, page, {
      stateCodes: [courtReformStateCode.unsigned, courtReformStateCode.processing],
      assigneeId,
    });
  }

  /** Registered cases awaiting their statement or completion: the issuanceCount queue. */
  issuanceQueue(tenantId: string, page: PageRequest): Promise<Page<CaseRow>> {
    return this.queue(tenantId, page, { stateCodes: [courtReformStateCode.register] });
  }

  /** The back office's progress query: every case of the association, newest first, optionally in one state. */
  casePage(tenantId: string, request: CasePageRequest): Promise<Page<CaseSummary>> {
    const stateCodes = request.stateCode === undefined ? ALL_STATE_CODES : [request.stateCode];
    return this.queue(tenantId, request, { stateCodes, newestFirst: true }).then(summariesOnly);
  }

  /** The folded domain state of a case as the projection last saw it. */
  caseState(tenantId: string, caseId: string): Promise<CourtReformState | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { state: CourtReformState }[] = await manager.query(
        `SELECT state FROM case_read WHERE case_id = $1 AND kind = 'court-reform'`,
        [caseId],
      );
      return rows[0]?.state;
    });
  }

  /** The association's counts (from the to-do projection) and the staff member's own handling queue. */
  todoCounts(tenantId: string, uid: string): Promise<TodoCounts> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: AssociationTodoCounts[] = await manager.query(
        `SELECT assignment_count AS "assignmentCount", handling_count AS "handlingCount", issuance_count AS "issuanceCount"
         FROM todo_counts WHERE tenant_id = $1`,
        [tenantId],
      );
      const association = rows[0] ?? { assignmentCount: 0, handlingCount: 0, issuanceCount: 0 };
      return { ...association, myHandlingCount: await myHandlingCount(manager, uid) };
    });
  }

  /** Completes counts pushed for the association with the staff member's own queue. */
  withMyHandlingCount(tenantId: string, uid: string, counts: AssociationTodoCounts): Promise<TodoCounts> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => ({
      ...counts,
      myHandlingCount: await myHandlingCount(manager, uid),
    }));
  }

  detail(tenantId: string, caseId: string): Promise<CaseDetailRow | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: Omit<CaseDetailRow, 'timeline'>[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS}, contact_phone AS "contactPhone", description, version, state
         FROM case_read WHERE case_id = $1`,
        [caseId],
      );
      const row = rows[0];
      return row ? { ...row, timeline: await timelineOf(manager, caseId) } : undefined;
    });
  }

  /** The applicant's view: found only with the case number and the contact phone given at submission. */
  progress(tenantId: string, caseNumber: string, contactPhone: string): Promise<ProgressView | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { caseId: string; caseNumber: string; enterpriseName: string; stateCode: number; submittedAt: string; updatedAt: string }[] =
        await manager.query(
          `SELECT case_id AS "caseId", case_number AS "caseNumber", enterprise_name AS "enterpriseName", state_code AS "stateCode",
             submitted_at AS "submittedAt", updated_at AS "updatedAt"
           FROM case_read WHERE case_number = $1 AND contact_phone = $2`,
          [caseNumber, contactPhone],
        );
      const row = rows[0];
      if (!row) return undefined;
      const { caseId, ...view } = row;
      return { ...view, timeline: await timelineOf(manager, caseId) };
    });
  }

  private queue(tenantId: string, page: PageRequest, filter: QueueFilter): Promise<Page<CaseRow>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const keyword = page.keyword ? `%${page.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = `kind = 'court-reform' AND state_code = ANY($1::smallint[])
        AND ($2::text IS NULL OR assignee_id = $2)
        AND ($3::text IS NULL OR case_number ILIKE $3 OR enterprise_name ILIKE $3 OR credit_code ILIKE $3 OR contact_name ILIKE $3)`;
      const params = [filter.stateCodes, filter.assigneeId ?? null, keyword];
      const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM case_read WHERE ${where}`, params)) as [{ total: number }];
      // Work queues serve the oldest first; the progress query shows the newest first.
      const order = filter.newestFirst ? 'submitted_at DESC, case_number DESC' : 'submitted_at, case_number';
      const list: CaseRow[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS}, state FROM case_read WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`,
        [...params, page.pageSize, (page.pageNum - 1) * page.pageSize],
      );
      return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
    });
  }
}

/** The domain state stays on the server unless the caller turns it into what the viewer may do. */
const summariesOnly = (page: Page<CaseRow>): Page<CaseSummary> => ({
  ...page,
  list: page.list.map(({ state: _state, ...summary }) => summary),
});

const myHandlingCount = async (manager: EntityManager, uid: string): Promise<number> => {
  const rows: { count: number }[] = await manager.query(
    `SELECT count(*)::int AS count FROM case_read
     WHERE kind = 'court-reform' AND assignee_id = $1 AND state_code = ANY($2::smallint[])`,
    [uid, [courtReformStateCode.unsigned, courtReformStateCode.processing]],
  );
  return rows[0]?.count ?? 0;
};

const timelineOf = (manager: EntityManager, caseId: string): Promise<TimelineEntry[]> =>
  manager.query(
    `SELECT version, at, type, state_code AS "stateCode", actor_name AS "actorName", detail
     FROM case_timeline WHERE case_id = $1 ORDER BY version`,
    [caseId],
  );

import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type {
  AssociationTodoCounts,
  CaseDetail,
  CaseSummary,
  Page,
  PageRequest,
  ProgressView,
  TimelineEntry,
  TodoCounts,
} from '@bk/contracts';
import { courtReformStateCode } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../../infrastructure/tokens';

const SUMMARY_COLUMNS = `case_id AS "caseId", case_number AS "caseNumber", enterprise_name AS "enterpriseName",
  credit_code AS "creditCode", contact_name AS "contactName", state_code AS "stateCode", assignee_id AS "assigneeId",
  assignee_name AS "assigneeName", submitted_at AS "submittedAt", updated_at AS "updatedAt", workflow_id AS "workflowId"`;

type QueueFilter = { stateCodes: number[]; assigneeId?: string };

/** Read side of court-reform cases: only projections are read here, never the event store. */
@Injectable()
export class CaseReadModel {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  assignmentQueue(tenantId: string, page: PageRequest): Promise<Page<CaseSummary>> {
    return this.queue(tenantId, page, { stateCodes: [courtReformStateCode.apply] });
  }

  handlingQueue(tenantId: string, assigneeId: string, page: PageRequest): Promise<Page<CaseSummary>> {
    return this.queue(tenantId, page, {
      stateCodes: [courtReformStateCode.unsigned, courtReformStateCode.processing],
      assigneeId,
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

  detail(tenantId: string, caseId: string): Promise<(Omit<CaseDetail, 'temporalUrl'>) | undefined> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (CaseSummary & { contactPhone: string; description: string; version: number })[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS}, contact_phone AS "contactPhone", description, version FROM case_read WHERE case_id = $1`,
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

  private queue(tenantId: string, page: PageRequest, filter: QueueFilter): Promise<Page<CaseSummary>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const keyword = page.keyword ? `%${page.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = `kind = 'court-reform' AND state_code = ANY($1::smallint[])
        AND ($2::text IS NULL OR assignee_id = $2)
        AND ($3::text IS NULL OR case_number ILIKE $3 OR enterprise_name ILIKE $3 OR credit_code ILIKE $3 OR contact_name ILIKE $3)`;
      const params = [filter.stateCodes, filter.assigneeId ?? null, keyword];
      const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM case_read WHERE ${where}`, params)) as [{ total: number }];
      const list: CaseSummary[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS} FROM case_read WHERE ${where} ORDER BY submitted_at, case_number LIMIT $4 OFFSET $5`,
        [...params, page.pageSize, (page.pageNum - 1) * page.pageSize],
      );
      return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
    });
  }
}

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

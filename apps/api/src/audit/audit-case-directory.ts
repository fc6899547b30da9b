import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { AuditCaseKinds, type AuditCaseKind, type AuditCaseRef, type AuditCaseSearch, type AuditCaseSummary, type Page } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { auditedKinds, type AuditedKind } from './audited-case-kinds';

/** A case the auditor named, with the stream and fold of its kind. */
export type AuditTarget = {
  caseId: string;
  audited: AuditedKind;
  streamId: string;
  caseNumber: string | null;
  enterpriseName: string | null;
};

// A person's consultation is labelled with the person's name where an enterprise's case has the enterprise's.
const SUMMARY_COLUMNS = `case_id AS "caseId", kind, case_number AS "caseNumber", COALESCE(enterprise_name, person_name) AS "enterpriseName",
  state_code AS "stateCode", submitted_at AS "submittedAt", updated_at AS "updatedAt", version`;

/**
 * Finds cases for auditors in the case read model (every kind), and says which stream a case's
 * events are in. The read model only helps to find and label; what is audited is the stream.
 */
@Injectable()
export class AuditCaseDirectory {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  search(tenantId: string, request: AuditCaseSearch): Promise<Page<AuditCaseSummary>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const keyword = request.keyword ? `%${request.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = `kind = ANY($1::text[]) AND ($2::text IS NULL OR case_number ILIKE $2 OR enterprise_name ILIKE $2 OR person_name ILIKE $2)`;
      const params = [request.kind ? [request.kind] : [...AuditCaseKinds], keyword];
      const [{ total }] = (await manager.query(`SELECT count(*)::int AS total FROM case_read WHERE ${where}`, params)) as [{ total: number }];
      const list: AuditCaseSummary[] = await manager.query(
        `SELECT ${SUMMARY_COLUMNS} FROM case_read WHERE ${where} ORDER BY submitted_at DESC, case_number DESC LIMIT $3 OFFSET $4`,
        [...params, request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      return { list, total, pageNum: request.pageNum, pageSize: request.pageSize };
    });
  }

  /**
   * The case's kind is the one asked for, else the read model's; a case not projected yet (the
   * read model follows the store by a moment) is taken to be a court-reform case, as before kinds.
   */
  async resolve(tenantId: string, ref: AuditCaseRef): Promise<AuditTarget> {
    const row = await inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: { kind: string; caseNumber: string; enterpriseName: string }[] = await manager.query(
        `SELECT kind, case_number AS "caseNumber", COALESCE(enterprise_name, person_name) AS "enterpriseName" FROM case_read WHERE case_id = $1`,
        [ref.caseId],
      );
      return rows[0];
    });
    const projectedKind = AuditCaseKinds.find((kind) => kind === row?.kind);
    const kind: AuditCaseKind = ref.kind ?? projectedKind ?? 'court-reform';
    const audited = auditedKinds[kind];
    const described = row && row.kind === kind;
    return {
      caseId: ref.caseId,
      audited,
      streamId: audited.streamId(ref.caseId),
      caseNumber: described ? row.caseNumber : null,
      enterpriseName: described ? row.enterpriseName : null,
    };
  }
}

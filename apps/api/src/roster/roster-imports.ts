import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { RosterImportJob, RosterImportState } from '@bk/contracts';
import { checkRosterImportRow, isDomainError, refuseDuplicatesInFile, rosterCreditKey, type RosterEntryCommand, type RosterImportRow } from '@bk/domain';
import { inTenantTransaction, readRosterRows, ROSTER_IMPORT_MAX_BYTES, rosterErrorFile, XLSX_CONTENT_TYPE, type ObjectStore, type ReadRow, type RefusedRow } from '@bk/infrastructure';
import { AggregateStore } from '../aggregates/aggregate-store';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE, OBJECT_STORE } from '../infrastructure/tokens';
import { StoredFiles } from '../storage/stored-files';
import { rosterEntries } from './roster-aggregate';

/** A running job writes its progress at least this often; one silent for much longer died with its process. */
const HEARTBEAT_MS = 2_000;
const STALE_AFTER_SECONDS = 120;

type JobRow = {
  job_id: string;
  file_id: string;
  file_name: string;
  state: Exclude<RosterImportState, 'interrupted'>;
  rows_total: number;
  rows_read: number;
  imported: number;
  skipped: number;
  refused: number;
  error_file_key: string | null;
  failure: string | null;
  created_at: Date;
  finished_at: Date | null;
  stale: boolean;
};

const toJob = (row: JobRow): RosterImportJob => ({
  jobId: row.job_id,
  fileId: row.file_id,
  fileName: row.file_name,
  state: (row.state === 'running' || row.state === 'queued') && row.stale ? 'interrupted' : row.state,
  rowsTotal: row.rows_total,
  rowsRead: row.rows_read,
  imported: row.imported,
  skipped: row.skipped,
  refused: row.refused,
  hasErrorFile: row.error_file_key !== null,
  failure: row.failure,
  createdAt: new Date(row.created_at).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});

type Progress = { rowsTotal: number; rowsRead: number; imported: number; skipped: number; refused: number };

/**
 * The roster's Excel import. Starting one records a job and returns at once; the job runs in the
 * API process in the background (the spec's 60-second request limit), and the client polls it.
 * Each valid row is one entry registered through the aggregate kit, i.e. one transaction: a row is
 * on the roster whole (institution and member) or not at all, also when the process dies midway.
 * A row whose type and credit code an active entry already holds is left as it is (counted as
 * skipped), never updated: an import must not overwrite what staff edited since, and importing
 * the same file again adds nothing. A job whose process died stops sending heartbeats and reads
 * as `interrupted`; importing the file again finishes it, because the rows already imported are
 * then skipped.
 */
@Injectable()
export class RosterImports {
  private readonly logger = new Logger('RosterImports');

  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly files: StoredFiles,
    private readonly aggregates: AggregateStore,
  ) {}

  async start(staff: StaffPrincipal, fileId: string, jobId: string): Promise<RosterImportJob> {
    const existing = await this.find(staff.tenantId, jobId);
    if (existing) return existing;
    const file = await this.files.find(staff.tenantId, fileId);
    if (file?.status !== 'verified') throw ApiError.notFound('文件不存在或尚未通过校验，请重新上传');
    if (file.extension !== 'xlsx') throw ApiError.badRequest('请上传由导入模板填写的 .xlsx 文件');
    if (file.declaredSize > ROSTER_IMPORT_MAX_BYTES) throw ApiError.badRequest(`导入文件不能超过${ROSTER_IMPORT_MAX_BYTES / 1024 / 1024}MB，请分成多个文件导入`);
    await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(`INSERT INTO roster_import_jobs (job_id, tenant_id, file_id, file_name, state, created_by) VALUES ($1, $2, $3, $4, 'queued', $5)`, [
        jobId,
        staff.tenantId,
        fileId,
        file.fileName,
        staff.uid,
      ]),
    );
    // Not awaited: the request answers now; the job records its own end, failure included.
    void this.run(staff, jobId, file.objectKey).catch((error: unknown) => this.fail(staff.tenantId, jobId, error));
    return (await this.find(staff.tenantId, jobId))!;
  }

  async job(tenantId: string, jobId: string): Promise<RosterImportJob> {
    const job = await this.find(tenantId, jobId);
    if (!job) throw ApiError.notFound('导入任务不存在');
    return job;
  }

  async errorFile(tenantId: string, jobId: string): Promise<{ fileName: string; body: NodeJS.ReadableStream }> {
    const rows: { error_file_key: string | null; file_name: string }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query('SELECT error_file_key, file_name FROM roster_import_jobs WHERE job_id = $1', [jobId]),
    );
    const key = rows[0]?.error_file_key;
    if (!key) throw ApiError.notFound('该导入任务没有错误文件');
    return { fileName: `导入失败的行-${rows[0]!.file_name.replace(/\.xlsx$/i, '')}.xlsx`, body: await this.store.read(key) };
  }

  private async find(tenantId: string, jobId: string): Promise<RosterImportJob | undefined> {
    const rows: JobRow[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT *, heartbeat_at < now() - make_interval(secs => $2) AS stale FROM roster_import_jobs WHERE job_id = $1`, [jobId, STALE_AFTER_SECONDS]),
    );
    return rows[0] ? toJob(rows[0]) : undefined;
  }

  private async run(staff: StaffPrincipal, jobId: string, objectKey: string): Promise<void> {
    const tenantId = staff.tenantId;
    await this.update(tenantId, jobId, { state: 'running' });
    const read: ReadRow[] = [];
    let lastBeat = Date.now();
    for await (const row of readRosterRows(await this.store.read(objectKey))) {
      read.push(row);
      if (Date.now() - lastBeat > HEARTBEAT_MS) {
        lastBeat = Date.now();
        await this.update(tenantId, jobId, {});
      }
    }
    // Each row's member gets its id here: the domain takes ids, it does not make them.
    const checked = refuseDuplicatesInFile(read.map((row) => checkRosterImportRow(row.rowNumber, row.cells, randomUUID())));
    const cellsOf = new Map(read.map((row) => [row.rowNumber, row.cells]));
    const progress: Progress = { rowsTotal: checked.length, rowsRead: 0, imported: 0, skipped: 0, refused: 0 };
    const refused: RefusedRow[] = [];
    const onRoster = await this.activeCreditKeys(tenantId);
    const actor = staffActor(staff);
    await this.update(tenantId, jobId, progress);

    for (const row of checked) {
      const outcome = row.ok ? await this.importRow(tenantId, jobId, row, onRoster, actor) : { refused: row.reasons };
      if ('refused' in outcome) {
        progress.refused++;
        refused.push({ rowNumber: row.rowNumber, cells: cellsOf.get(row.rowNumber) ?? {}, reasons: outcome.refused });
      } else progress[outcome.result]++;
      progress.rowsRead++;
      if (Date.now() - lastBeat > HEARTBEAT_MS) {
        lastBeat = Date.now();
        await this.update(tenantId, jobId, progress);
      }
    }

    let errorFileKey: string | null = null;
    if (refused.length > 0) {
      errorFileKey = `${tenantId}/roster-imports/${jobId}-errors.xlsx`;
      await this.store.put(errorFileKey, await rosterErrorFile(refused), XLSX_CONTENT_TYPE);
    }
    await this.update(tenantId, jobId, { ...progress, state: 'done', errorFileKey, finished: true });
    this.logger.log(`roster import ${jobId}: ${progress.imported} imported, ${progress.skipped} already on the roster, ${progress.refused} refused`);
  }

  private async importRow(
    tenantId: string,
    jobId: string,
    row: Extract<RosterImportRow, { ok: true }>,
    onRoster: Set<string>,
    actor: ReturnType<typeof staffActor>,
  ): Promise<{ result: 'imported' | 'skipped' } | { refused: string[] }> {
    const key = rosterCreditKey(row.institution);
    if (onRoster.has(key)) return { result: 'skipped' };
    const entryId = randomUUID();
    const command: RosterEntryCommand = { type: 'RegisterRosterEntry', entryId, tenantId, institution: row.institution, members: row.members, actor, at: new Date().toISOString() };
    try {
      await this.aggregates.execute(rosterEntries, { tenantId, id: entryId, commandId: `${jobId}:${row.rowNumber}` }, command);
      onRoster.add(key);
      return { result: 'imported' };
    } catch (error) {
      // The unique index refused it: someone registered the code after this job looked.
      if (error instanceof ApiError && error.status === 409) return { result: 'skipped' };
      if (isDomainError(error)) return { refused: [error.messageZh] };
      throw error;
    }
  }

  private async activeCreditKeys(tenantId: string): Promise<Set<string>> {
    const rows: { key: string }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT org_type || ':' || credit_code AS key FROM roster_entries WHERE status = 'active'`),
    );
    return new Set(rows.map((row) => row.key));
  }

  private async update(
    tenantId: string,
    jobId: string,
    change: Partial<Progress> & { state?: 'running' | 'done' | 'failed'; errorFileKey?: string | null; failure?: string; finished?: boolean },
  ): Promise<void> {
    await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `UPDATE roster_import_jobs SET heartbeat_at = now(),
           state = coalesce($2, state), rows_total = coalesce($3, rows_total), rows_read = coalesce($4, rows_read),
           imported = coalesce($5, imported), skipped = coalesce($6, skipped), refused = coalesce($7, refused),
           error_file_key = coalesce($8, error_file_key), failure = coalesce($9, failure),
           finished_at = CASE WHEN $10 THEN now() ELSE finished_at END
         WHERE job_id = $1`,
        [
          jobId,
          change.state ?? null,
          change.rowsTotal ?? null,
          change.rowsRead ?? null,
          change.imported ?? null,
          change.skipped ?? null,
          change.refused ?? null,
          change.errorFileKey ?? null,
          change.failure ?? null,
          change.finished ?? false,
        ],
      ),
    );
  }

  private async fail(tenantId: string, jobId: string, error: unknown): Promise<void> {
    this.logger.error(`roster import ${jobId} failed`, error instanceof Error ? error.stack : String(error));
    // A file exceljs cannot read is the user's to fix; anything else is ours, said plainly.
    const unreadable = error instanceof Error && /zip|xml|central directory|end of data|corrupt/i.test(error.message);
    await this.update(tenantId, jobId, { state: 'failed', failure: unreadable ? '无法读取该文件，请使用导入模板填写后重新上传' : '导入中断，请稍后重试', finished: true }).catch(() => undefined);
  }
}

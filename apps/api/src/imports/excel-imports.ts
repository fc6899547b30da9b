import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { ImportJob, ImportJobState, Page } from '@bk/contracts';
import { isDomainError, type Actor, type ImportRowVerdict, type ImportSheet } from '@bk/domain';
import { importErrorFile, IMPORT_MAX_BYTES, inTenantTransaction, readImportRows, XLSX_CONTENT_TYPE, type ObjectStore, type ReadRow, type RefusedRow } from '@bk/infrastructure';
import { AggregateStore } from '../aggregates/aggregate-store';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE, OBJECT_STORE } from '../infrastructure/tokens';
import { StoredFiles } from '../storage/stored-files';
import { FileEntitlements } from '../storage/file-entitlements';

/**
 * One kind of Excel import (the roster, law firms) as a declaration: its sheet, how its rows are
 * checked, which keys make a row "already there", and how one valid row is imported — one
 * aggregate command, i.e. one transaction, so a row lands whole or not at all.
 */
export type ExcelImportKind<Value> = {
  kind: 'roster' | 'lawfirm';
  sheet: ImportSheet;
  /** Every row's verdict, repeats within the file included. */
  check: (rows: readonly ReadRow[]) => ImportRowVerdict<Value>[];
  /** The keys a row is "already there" under (a credit code, a name). */
  keysOf: (value: Value) => readonly string[];
  /** The keys the association already holds, read once as the job starts. */
  takenKeys: (manager: EntityManager) => Promise<Iterable<string>>;
  /** Imports one row; `commandId` is stable per job and row, so a retry writes nothing twice. */
  importRow: (aggregates: AggregateStore, row: { tenantId: string; value: Value; commandId: string; actor: Actor; at: string }) => Promise<void>;
};

/** A running job writes its progress at least this often; one silent for much longer died with its process. */
const HEARTBEAT_MS = 2_000;
const STALE_AFTER_SECONDS = 120;

type JobRow = {
  job_id: string;
  file_id: string | null;
  file_name: string;
  state: Exclude<ImportJobState, 'interrupted'>;
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

const toJob = (row: JobRow): ImportJob => ({
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
type AnyImportKind = ExcelImportKind<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const JOB_COLUMNS = `*, heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS}) AS stale`;

/**
 * The import kit. Starting an import records a job and returns at once; the job runs in the API
 * process in the background (the spec's 60-second request limit), and the client polls it. A row
 * whose key the association already holds is left as it is (counted as skipped), never updated:
 * an import must not overwrite what staff edited since, and importing the same file again adds
 * nothing. A job whose process died stops sending heartbeats and reads as `interrupted`;
 * importing the file again finishes it, because the rows already imported are then skipped.
 */
@Injectable()
export class ExcelImports {
  private readonly logger = new Logger('ExcelImports');

  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly files: StoredFiles,
    private readonly entitlements: FileEntitlements,
    private readonly aggregates: AggregateStore,
  ) {}

  /** Imports a file uploaded through the presigned flow and verified. */
  async startFromStoredFile(kind: AnyImportKind, staff: StaffPrincipal, fileId: string, jobId: string): Promise<ImportJob> {
    const existing = await this.find(kind, staff.tenantId, jobId);
    if (existing) return existing;
    // Importing shows a file's rows to whoever may read the list: only a file the importer may read.
    const file = (await this.entitlements.unusableBy(staff, [fileId])).length === 0 ? await this.files.find(staff.tenantId, fileId) : undefined;
    if (!file) throw ApiError.notFound('文件不存在或尚未通过校验，请重新上传');
    this.requireWorkbook(file.fileName, file.declaredSize);
    return this.start(kind, staff, { fileId, fileName: file.fileName, objectKey: file.objectKey }, jobId);
  }

  /** Imports a file sent in the request itself (multipart): it is kept in the store first. */
  async startFromUpload(kind: AnyImportKind, staff: StaffPrincipal, upload: { fileName: string; bytes: Buffer }, jobId: string): Promise<ImportJob> {
    const existing = await this.find(kind, staff.tenantId, jobId);
    if (existing) return existing;
    this.requireWorkbook(upload.fileName, upload.bytes.length);
    const objectKey = `${staff.tenantId}/${kind.kind}-imports/${jobId}.xlsx`;
    await this.store.put(objectKey, upload.bytes, XLSX_CONTENT_TYPE);
    return this.start(kind, staff, { fileId: null, fileName: upload.fileName, objectKey }, jobId);
  }

  async job(kind: Pick<AnyImportKind, 'kind'>, tenantId: string, jobId: string): Promise<ImportJob> {
    const job = await this.find(kind, tenantId, jobId);
    if (!job) throw ApiError.notFound('导入任务不存在');
    return job;
  }

  /** The kind's import records, newest first. */
  records(kind: Pick<AnyImportKind, 'kind'>, tenantId: string, request: { pageNum: number; pageSize: number }): Promise<Page<ImportJob>> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const rows: (JobRow & { total: string })[] = await manager.query(
        `SELECT count(*) OVER () AS total, ${JOB_COLUMNS} FROM import_jobs WHERE import_kind = $1 ORDER BY created_at DESC, job_id LIMIT $2 OFFSET $3`,
        [kind.kind, request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      return { list: rows.map(toJob), total: Number(rows[0]?.total ?? 0), pageNum: request.pageNum, pageSize: request.pageSize };
    });
  }

  async errorFile(kind: Pick<AnyImportKind, 'kind'>, tenantId: string, jobId: string): Promise<{ fileName: string; body: NodeJS.ReadableStream }> {
    const rows: { error_file_key: string | null; file_name: string }[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query('SELECT error_file_key, file_name FROM import_jobs WHERE job_id = $1 AND import_kind = $2', [jobId, kind.kind]),
    );
    const key = rows[0]?.error_file_key;
    if (!key) throw ApiError.notFound('该导入任务没有错误文件');
    return { fileName: `导入失败的行-${rows[0]!.file_name.replace(/\.xlsx$/i, '')}.xlsx`, body: await this.store.read(key) };
  }

  private requireWorkbook(fileName: string, size: number): void {
    if (!/\.xlsx$/i.test(fileName)) throw ApiError.badRequest('请上传由导入模板填写的 .xlsx 文件');
    if (size > IMPORT_MAX_BYTES) throw ApiError.badRequest(`导入文件不能超过${IMPORT_MAX_BYTES / 1024 / 1024}MB，请分成多个文件导入`);
  }

  private async start(kind: AnyImportKind, staff: StaffPrincipal, source: { fileId: string | null; fileName: string; objectKey: string }, jobId: string): Promise<ImportJob> {
    await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(
        `INSERT INTO import_jobs (job_id, tenant_id, import_kind, file_id, file_name, object_key, state, created_by) VALUES ($1, $2, $3, $4, $5, $6, 'queued', $7)`,
        [jobId, staff.tenantId, kind.kind, source.fileId, source.fileName, source.objectKey, staff.uid],
      ),
    );
    // Not awaited: the request answers now; the job records its own end, failure included.
    void this.run(kind, staff, jobId, source.objectKey).catch((error: unknown) => this.fail(staff.tenantId, jobId, error));
    return (await this.find(kind, staff.tenantId, jobId))!;
  }

  private async find(kind: Pick<AnyImportKind, 'kind'>, tenantId: string, jobId: string): Promise<ImportJob | undefined> {
    const rows: JobRow[] = await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(`SELECT ${JOB_COLUMNS} FROM import_jobs WHERE job_id = $1 AND import_kind = $2`, [jobId, kind.kind]),
    );
    return rows[0] ? toJob(rows[0]) : undefined;
  }

  private async run(kind: AnyImportKind, staff: StaffPrincipal, jobId: string, objectKey: string): Promise<void> {
    const tenantId = staff.tenantId;
    await this.update(tenantId, jobId, { state: 'running' });
    const read: ReadRow[] = [];
    let lastBeat = Date.now();
    for await (const row of readImportRows(kind.sheet, await this.store.read(objectKey))) {
      read.push(row);
      if (Date.now() - lastBeat > HEARTBEAT_MS) {
        lastBeat = Date.now();
        await this.update(tenantId, jobId, {});
      }
    }
    const checked = kind.check(read);
    const cellsOf = new Map(read.map((row) => [row.rowNumber, row.cells]));
    const progress: Progress = { rowsTotal: checked.length, rowsRead: 0, imported: 0, skipped: 0, refused: 0 };
    const refused: RefusedRow[] = [];
    const taken = new Set(await inTenantTransaction(this.dataSource, tenantId, kind.takenKeys));
    const actor = staffActor(staff);
    await this.update(tenantId, jobId, progress);
    for (const row of checked) {
      const outcome = row.ok ? await this.importRow(kind, tenantId, jobId, row, taken, actor) : { refused: row.reasons };
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
      errorFileKey = `${tenantId}/${kind.kind}-imports/${jobId}-errors.xlsx`;
      await this.store.put(errorFileKey, await importErrorFile(kind.sheet, refused), XLSX_CONTENT_TYPE);
    }
    await this.update(tenantId, jobId, { ...progress, state: 'done', errorFileKey, finished: true });
    this.logger.log(`${kind.kind} import ${jobId}: ${progress.imported} imported, ${progress.skipped} already there, ${progress.refused} refused`);
  }

  private async importRow(
    kind: AnyImportKind,
    tenantId: string,
    jobId: string,
    row: { rowNumber: number; value: unknown },
    taken: Set<string>,
    actor: Actor,
  ): Promise<{ result: 'imported' | 'skipped' } | { refused: string[] }> {
    const keys = kind.keysOf(row.value);
    if (keys.some((key) => taken.has(key))) return { result: 'skipped' };
    try {
      await kind.importRow(this.aggregates, { tenantId, value: row.value, commandId: `${jobId}:${row.rowNumber}`, actor, at: new Date().toISOString() });
      for (const key of keys) taken.add(key);
      return { result: 'imported' };
    } catch (error) {
      // A unique index refused it: someone added the same one after this job looked.
      if (error instanceof ApiError && error.status === 409) return { result: 'skipped' };
      if (isDomainError(error)) return { refused: [error.messageZh] };
      throw error;
    }
  }

  private async update(
    tenantId: string,
    jobId: string,
    change: Partial<Progress> & { state?: 'running' | 'done' | 'failed'; errorFileKey?: string | null; failure?: string; finished?: boolean },
  ): Promise<void> {
    await inTenantTransaction(this.dataSource, tenantId, (manager) =>
      manager.query(
        `UPDATE import_jobs SET heartbeat_at = now(),
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
    this.logger.error(`import ${jobId} failed`, error instanceof Error ? error.stack : String(error));
    // A file exceljs cannot read is the user's to fix; anything else is ours, said plainly.
    const unreadable = error instanceof Error && /zip|xml|central directory|end of data|corrupt/i.test(error.message);
    await this.update(tenantId, jobId, { state: 'failed', failure: unreadable ? '无法读取该文件，请使用导入模板填写后重新上传' : '导入中断，请稍后重试', finished: true }).catch(() => undefined);
  }
}

import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { PresignedUpload, RosterImportJob } from '@bk/contracts';
import { checkRosterImportRow, refuseDuplicatesInFile, sampleRosterRows } from '@bk/domain';
import { readRosterRows, rosterTemplate } from '@bk/infrastructure';
import { BENCH_CHANNEL, DEMO_ADMIN } from '../fixtures';
import { HttpClient } from '../http';
import { latencyRow, now, type Row } from '../stats';

export const SECTION_ROSTER_IMPORT = '7. roster import from Excel';

export type RosterImportLoads = { samples: number; rows: number; badRows: number };

const BASELINE = 'parse and check the same file (no import)';
/** Between polls of the job: short beside a multi-second import, so it adds little to the figure. */
const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The template filled with the sample rows; a fresh three-character tag keeps each file's codes new. */
const filledTemplate = async (rows: number, bad: number): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await rosterTemplate()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const tag = randomBytes(2).toString('hex').slice(0, 3).toUpperCase();
  sampleRosterRows(rows, bad, tag).rows.forEach((cells, index) => {
    sheet.getRow(index + 3).values = cells;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** The baseline: what the import does before it writes (read and check every row), in this process. */
const parseOnly = async (bytes: Buffer): Promise<number> => {
  const started = now();
  const rows = [];
  for await (const row of readRosterRows(Readable.from([bytes]))) rows.push(checkRosterImportRow(row.rowNumber, row.cells, 'bench'));
  refuseDuplicatesInFile(rows);
  return now() - started;
};

/**
 * Figure 7: a 2,000-row roster file (37 bad rows) from the start call until its job reports done
 * (upload excluded): the API process reads it from the store, checks each row and registers the
 * good ones one transaction each. Baseline: parsing and checking the same bytes without importing.
 * Each sample is a new file (new credit codes), so every sample imports as many rows.
 */
export const benchRosterImport = async (port: number, loads: RosterImportLoads, log: (line: string) => void): Promise<Row[]> => {
  const staff = await new HttpClient(port, BENCH_CHANNEL, 2).login(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
  const parse: number[] = [];
  const imports: number[] = [];
  let imported = 0;
  for (let sample = 0; sample < loads.samples; sample++) {
    const bytes = await filledTemplate(loads.rows, loads.badRows);
    parse.push(await parseOnly(bytes));
    const target = await staff.ok<PresignedUpload>('POST', '/api/storage/v1/generatePresignedInfo', { fileName: '名录导入.xlsx', size: bytes.length });
    const put = await fetch(target.uploadUrl, { method: 'PUT', headers: target.headers, body: bytes });
    if (put.status !== 200) throw new Error(`PUT answered ${put.status}`);
    await staff.ok('POST', '/api/storage/v1/verifyFile', { fileId: target.fileId });
    const started = now();
    let job = await staff.ok<RosterImportJob>('POST', '/api/v1/roster/import', { fileId: target.fileId });
    while (job.state === 'queued' || job.state === 'running') {
      await sleep(POLL_MS);
      job = await staff.ok<RosterImportJob>('GET', `/api/v1/roster/import/job?jobId=${job.jobId}`);
    }
    if (job.state !== 'done') throw new Error(`roster import ended ${job.state}: ${job.failure ?? ''}`);
    imports.push(now() - started);
    imported = job.imported;
    log(`sample ${sample + 1}: ${job.imported} imported, ${job.refused} refused in ${Math.round(imports.at(-1)!)} ms`);
  }
  const rate = (samples: number[]) => (loads.rows * 1000 * samples.length) / samples.reduce((sum, ms) => sum + ms, 0);
  return [
    latencyRow(SECTION_ROSTER_IMPORT, BASELINE, parse, { rate: rate(parse), rateUnit: 'rows/s', note: `${loads.rows} rows, the import's reader and the domain's row checks` }),
    latencyRow(SECTION_ROSTER_IMPORT, `import ${loads.rows} rows (${loads.badRows} bad) to done`, imports, {
      rate: rate(imports),
      rateUnit: 'rows/s',
      baseline: BASELINE,
      ratioKind: 'latency',
      note: `${imported} registered per file, one transaction each; polled every ${POLL_MS} ms`,
    }),
  ];
};

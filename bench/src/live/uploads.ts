import { randomUUID } from 'node:crypto';
import type { PresignedUpload } from '@bk/contracts';
import { ObjectStore, type PlatformConfig } from '@bk/infrastructure';
import { BENCH_CHANNEL, DEMO_ALLOCATOR } from '../fixtures';
import { HttpClient } from '../http';
import { latencyRow, now, type Row } from '../stats';

export const SECTION_UPLOADS = '6. uploads through the object store';

export type UploadLoads = { samples: number; megabytes: number };

const BASELINE = 'direct PUT to the store (same bytes)';

/** A PDF as far as any sniffer can tell (its header), padded to the size under test. */
const pdfOf = (bytes: number): Buffer => {
  const body = Buffer.alloc(bytes, 0x20);
  body.write('%PDF-1.4\n%bench payload\n', 0, 'latin1');
  body.write('\n%%EOF\n', bytes - 7, 'latin1');
  return body;
};

const putTo = async (url: string, headers: Record<string, string>, body: Buffer): Promise<void> => {
  const response = await fetch(url, { method: 'PUT', headers, body });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`PUT answered ${response.status}`);
};

/**
 * Figure 6: one file through the platform's upload flow (POST generatePresignedInfo, the PUT of
 * its bytes to S3Proxy, POST verifyFile: HEAD, ranged GET of 8 KB, magic-byte check, row update)
 * against the same bytes PUT straight to the store with a URL the bench presigns itself. Both
 * PUTs are presigned with an unsigned payload, so the ratio is what the API's two calls add to
 * the transfer. One upload at a time; the baseline and the flow alternate, so load drift hits both.
 */
export const benchUploads = async (config: PlatformConfig, port: number, loads: UploadLoads, log: (line: string) => void): Promise<Row[]> => {
  const store = new ObjectStore(config.storage);
  const staff = await new HttpClient(port, BENCH_CHANNEL, 2).login(DEMO_ALLOCATOR.loginId, DEMO_ALLOCATOR.password);
  const bytes = pdfOf(loads.megabytes * 1024 * 1024);
  const baselineKeys: string[] = [];
  const direct: number[] = [];
  const flow: number[] = [];
  const presign: number[] = [];
  const transfer: number[] = [];
  const verify: number[] = [];

  const directPut = async (): Promise<number> => {
    const key = `bench/${randomUUID()}.pdf`;
    baselineKeys.push(key);
    const url = await store.presignPut(key, bytes.length, 'application/pdf', 300);
    const started = now();
    await putTo(url, { 'Content-Type': 'application/pdf' }, bytes);
    return now() - started;
  };
  const upload = async (): Promise<void> => {
    const started = now();
    const target = await staff.ok<PresignedUpload>('POST', '/api/storage/v1/generatePresignedInfo', { fileName: '债权申报材料汇编.pdf', size: bytes.length });
    const presigned = now();
    await putTo(target.uploadUrl, target.headers, bytes);
    const stored = now();
    await staff.ok('POST', '/api/storage/v1/verifyFile', { fileId: target.fileId });
    const verified = now();
    flow.push(verified - started);
    presign.push(presigned - started);
    transfer.push(stored - presigned);
    verify.push(verified - stored);
  };

  try {
    log(`warm-up: 2 uploads of ${loads.megabytes} MB each way`);
    for (let i = 0; i < 2; i++) {
      await directPut();
      await upload();
    }
    flow.length = presign.length = transfer.length = verify.length = 0;
    log(`${loads.samples} uploads of ${loads.megabytes} MB each way, alternating`);
    for (let i = 0; i < loads.samples; i++) {
      direct.push(await directPut());
      await upload();
    }
  } finally {
    for (const key of baselineKeys) await store.delete(key);
    store.destroy();
  }

  const size = `${loads.megabytes} MB`;
  return [
    latencyRow(SECTION_UPLOADS, BASELINE, direct, { note: `${size} PUT with a URL the bench presigned itself (no API call)` }),
    latencyRow(SECTION_UPLOADS, `presign + PUT + verify (${size})`, flow, { baseline: BASELINE, ratioKind: 'latency' }),
    latencyRow(SECTION_UPLOADS, '· generatePresignedInfo', presign, { baseline: BASELINE, ratioKind: 'latency' }),
    latencyRow(SECTION_UPLOADS, `· PUT (${size}, presigned by the API)`, transfer, { baseline: BASELINE, ratioKind: 'latency' }),
    latencyRow(SECTION_UPLOADS, '· verifyFile (HEAD + 8 KB ranged GET + check)', verify, { baseline: BASELINE, ratioKind: 'latency' }),
  ];
};

import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DataSource } from 'typeorm';
import type {
  AuditCaseInfo,
  AuditCaseSummary,
  AuditHistoryStep,
  AuditSigningKeyInfo,
  AuditVerdict,
  CaseCommandResponse,
  Page,
  Personnel,
  SubmitApplyResponse,
} from '@bk/contracts';
import { exampleCreditCode, restructuringTaskDecider, type RestructuringTaskCommand, type RestructuringTaskState } from '@bk/domain';
import { createDataSource, deterministicEventId, EventStore, inTenantTransaction, loadPlatformConfig } from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { courtReformStreamId, RESTRUCTURING_TASK_STREAM_TYPE, restructuringTaskStreamId } from '@bk/workflows';
import { demoTenants } from '../cli/demo-data';
import { ApiClient } from '../testing/api-client';

/**
 * Audit evidence against the running test API and workers: the signed export checked offline by
 * the real command (and by openssl), tampering named, and a stream's tail deleted in PostgreSQL
 * caught by the anchor the workers' relay keeps outside it.
 */
const config = loadPlatformConfig();
const [home, centre] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];
const root = process.env.ROOT ?? process.cwd();
const verifyCli = join(root, 'libs/infrastructure/dist/audit/verify-bundle-cli.js');
const run = promisify(execFile);

/** The stored columns of an event, to take a stream's tail out and put it back byte for byte. */
const TAIL_COLUMNS = 'global_position, event_id, tenant_id, stream_id, stream_type, version, type, data, metadata, recorded_at, prev_hash, hash';

let owner: DataSource;
let app: DataSource;
let auditor: ApiClient;
let workDir: string;
let publicKeyFile: string;

type CliResult = { code: number; stdout: string };

/** The offline check exactly as documented: npm run audit:verify-bundle -- <bundle> --public-key <pem>. */
const verifyOffline = async (bundle: Buffer): Promise<CliResult> => {
  const file = join(workDir, `bundle-${randomUUID()}.tar`);
  await writeFile(file, bundle);
  try {
    // An empty environment: no database, Kafka or Temporal settings to fall back on.
    const { stdout } = await run(process.execPath, [verifyCli, file, '--public-key', publicKeyFile], { env: {} });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
  }
};

/** Which case kind to name (else the read model's), and as which auditor (else the home association's). */
type CaseCall = { kind?: string; as?: ApiClient };

const exportBundle = async (caseId: string, { kind, as = auditor }: CaseCall = {}): Promise<Response> =>
  fetch(`${as.baseUrl}/api/v1/audit/export?${new URLSearchParams({ caseId, ...(kind ? { kind } : {}) })}`, { headers: as.headers() });

const verdictOf = async (caseId: string, { kind, as = auditor }: CaseCall = {}): Promise<AuditVerdict> =>
  (await as.get<AuditVerdict>('/api/v1/audit/verify', { caseId, ...(kind ? { kind } : {}) })).body.data;

/** The relay has anchored the stream's head: the store and the anchor agree on the last event. */
const anchoredAtHead = (caseId: string, version: number, call: CaseCall = {}): Promise<AuditVerdict> =>
  eventually(async () => {
    const verdict = await verdictOf(caseId, call);
    expect(verdict).toMatchObject({ intact: true, headVersion: version, anchor: { state: 'anchored', version } });
    return verdict;
  });

const flipByteOf = (archive: Buffer, marker: string): Buffer => {
  const offset = archive.indexOf(marker);
  expect(offset).toBeGreaterThan(-1);
  const altered = Buffer.from(archive);
  altered[offset] = altered[offset]! ^ 0x01;
  return altered;
};

/** A court-reform case signed and noted by the demo handler: four events. */
const caseWithFourEvents = async (): Promise<{ caseId: string; caseNumber: string; enterpriseName: string }> => {
  const enterpriseName = `审计测试${randomUUID().slice(0, 6)}有限公司`;
  const submitted = await ApiClient.forTestServer(home.channel).post<SubmitApplyResponse>('/api/v1/applicant/submitApply', {
    enterpriseName,
    creditCode: exampleCreditCode(randomUUID()),
    contactName: '孙八',
    contactPhone: '13712345678',
    description: '经营性现金流紧张，申请庭外重组。',
  });
  expect(submitted.status).toBe(200);
  const { caseId, caseNumber } = submitted.body.data;
  const allocator = await ApiClient.forTestServer(home.channel).login('allocator');
  const handler = await ApiClient.forTestServer(home.channel).login('handler');
  const personnel = await eventually(async () => {
    const response = await allocator.post<Personnel[]>('/api/v1/manager/getAssignPersonnel', { caseId });
    expect(response.status).toBe(200);
    return response.body.data;
  });
  const assigneeId = personnel.find((person) => person.name.includes('李强'))!.uid;
  expect((await allocator.post<CaseCommandResponse>('/api/v1/manager/assignTask', { caseId, assigneeId })).status).toBe(200);
  await eventually(async () => expect((await handler.post<CaseCommandResponse>('/api/v1/manager/signCase', { caseId })).status).toBe(200));
  const noted = await handler.post<CaseCommandResponse>('/api/v1/manager/submitProgress', { caseId, note: '已约谈主要债权人。' });
  expect(noted.body.data).toMatchObject({ version: 4 });
  return { caseId, caseNumber, enterpriseName };
};

beforeAll(async () => {
  owner = await createDataSource(config, 'owner', 1).initialize();
  app = await createDataSource(config, 'app', 2).initialize();
  auditor = await ApiClient.forTestServer(home.channel).login('auditor');
  workDir = await mkdtemp(join(tmpdir(), 'audit-int-'));
  const key = (await auditor.get<AuditSigningKeyInfo>('/api/v1/audit/signing-key')).body.data;
  expect(key).toMatchObject({ algorithm: 'Ed25519', fingerprint: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) });
  publicKeyFile = join(workDir, 'audit-signing-key.pem');
  await writeFile(publicKeyFile, key.publicKeyPem);
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await Promise.all([owner.destroy(), app.destroy()]);
});

describe('audit evidence (real services)', () => {
  it('finds a case, replays it, and exports a bundle that verifies offline, with the command and with openssl', async () => {
    const { caseId, caseNumber, enterpriseName } = await caseWithFourEvents();
    await anchoredAtHead(caseId, 4);

    const found = await eventually(async () => {
      const page = (await auditor.get<Page<AuditCaseSummary>>('/api/v1/audit/cases', { keyword: enterpriseName })).body.data;
      expect(page.list).toHaveLength(1);
      return page.list[0]!;
    });
    expect(found).toMatchObject({ caseId, caseNumber, kind: 'court-reform' });
    const byNumber = (await auditor.get<Page<AuditCaseSummary>>('/api/v1/audit/cases', { keyword: caseNumber })).body.data;
    expect(byNumber.list.map((row) => row.caseId)).toEqual([caseId]);
    const info = (await auditor.get<AuditCaseInfo>('/api/v1/audit/case', { caseId })).body.data;
    expect(info).toMatchObject({ kind: 'court-reform', streamId: courtReformStreamId(caseId), caseNumber });
    expect(info.temporalUrl).toContain(encodeURIComponent(info.workflowId));
    const history = (await auditor.get<AuditHistoryStep[]>('/api/v1/audit/history', { caseId })).body.data;
    expect(history.map((step) => [step.version, step.stateCodeAfter])).toEqual([[1, 0], [2, 1], [3, 2], [4, 2]]);
    expect(history[2]!.changes).toEqual(expect.arrayContaining([{ path: 'status', before: 'unsigned', after: 'processing' }]));

    const response = await exportBundle(caseId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-tar');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="audit-${caseNumber}-v4.tar"`);
    const bundle = Buffer.from(await response.arrayBuffer());

    const offline = await verifyOffline(bundle);
    expect(offline.code).toBe(0);
    expect(offline.stdout).toContain('ok    hash chain intact over 4 events');
    expect(offline.stdout).toContain('ok    anchored head (version 4');
    expect(offline.stdout).toContain(`VERIFIED  ${courtReformStreamId(caseId)}`);

    // The documented zero-dependency path: tar, openssl and sha256sum.
    const extracted = join(workDir, `x-${randomUUID()}`);
    await mkdir(extracted);
    await writeFile(join(extracted, 'bundle.tar'), bundle);
    await run('tar', ['-xf', 'bundle.tar'], { cwd: extracted });
    const signature = await run(
      'openssl',
      ['pkeyutl', '-verify', '-pubin', '-inkey', publicKeyFile, '-rawin', '-in', 'manifest.json', '-sigfile', 'manifest.json.sig'],
      { cwd: extracted },
    );
    expect(signature.stdout).toContain('Signature Verified Successfully');
    const manifest = JSON.parse(await readFile(join(extracted, 'manifest.json'), 'utf8')) as { eventsSha256: string; exporter: { loginId: string } };
    const checksum = await run('sha256sum', ['events.jsonl'], { cwd: extracted });
    expect(checksum.stdout.split(' ')[0]).toBe(manifest.eventsSha256);
    expect(manifest.exporter.loginId).toBe('auditor');
  });

  it('names what changed when one byte of the bundle is altered', async () => {
    const { caseId } = await caseWithFourEvents();
    await anchoredAtHead(caseId, 4);
    const bundle = Buffer.from(await (await exportBundle(caseId)).arrayBuffer());
    expect((await verifyOffline(bundle)).code).toBe(0);

    const inEvents = await verifyOffline(flipByteOf(bundle, '已约谈主要债权人'));
    expect(inEvents.code).toBe(1);
    expect(inEvents.stdout).toContain('FAIL  events-checksum: events.jsonl was altered');

    const inManifest = await verifyOffline(flipByteOf(bundle, '"headVersion": 4'));
    expect(inManifest.code).toBe(1);
    expect(inManifest.stdout).toContain('FAIL  signature-invalid');

    // The tar header's magic: its checksum no longer adds up.
    const inHeader = await verifyOffline(flipByteOf(bundle, 'ustar'));
    expect(inHeader.code).toBe(1);
    expect(inHeader.stdout).toContain('FAIL  archive-damaged: the archive header at byte 0 (manifest.json) is damaged');
  });

  it('reports events removed from the tail after they are deleted in PostgreSQL by the owner role', async () => {
    const { caseId } = await caseWithFourEvents();
    await anchoredAtHead(caseId, 4);

    const streamId = courtReformStreamId(caseId);
    const removed = await inTenantTransaction(owner, home.tenantId, async (manager) => {
      const rows: Record<string, unknown>[] = await manager.query(`SELECT ${TAIL_COLUMNS} FROM events WHERE stream_id = $1 AND version > 2`, [streamId]);
      await manager.query('DELETE FROM events WHERE stream_id = $1 AND version > 2', [streamId]);
      return rows;
    });
    expect(removed).toHaveLength(2);

    // The hash chain alone cannot tell: what is left is a valid chain.
    expect(await new EventStore(app).verifyStream(home.tenantId, streamId)).toMatchObject({ intact: true, events: 2 });
    expect(await verdictOf(caseId)).toMatchObject({
      intact: false,
      problem: 'tail-removed',
      events: 2,
      headVersion: 2,
      firstBadVersion: 3,
      anchor: { state: 'anchored', version: 4 },
    });
    // A bundle exported now carries the anchor, so the offline check sees the removal too.
    const offline = await verifyOffline(Buffer.from(await (await exportBundle(caseId)).arrayBuffer()));
    expect(offline.code).toBe(1);
    expect(offline.stdout).toContain('FAIL  tail-removed: events removed from the tail (anchored version 4, bundle has 2)');

    // Put back exactly as they were, the store matches its anchor again (and the shared test
    // database stays consistent for the projection checks of other suites).
    await inTenantTransaction(owner, home.tenantId, (manager) =>
      manager.query(
        `INSERT INTO events (${TAIL_COLUMNS}) SELECT ${TAIL_COLUMNS} FROM jsonb_populate_recordset(NULL::events, $1::jsonb)`,
        [JSON.stringify(removed)],
      ),
    );
    expect(await verdictOf(caseId)).toMatchObject({ intact: true, headVersion: 4, anchor: { state: 'anchored', version: 4 } });
  });

  it('replays, verifies and exports a restructuring task from its own stream, by kind or from the read model', async () => {
    // Tasks belong to the restructuring centre's association, and so does its auditor.
    const centreAuditor = await ApiClient.forTestServer(centre.channel).login('auditor');
    const taskId = randomUUID();
    const streamId = restructuringTaskStreamId(taskId);
    const allocator = { kind: 'staff' as const, id: 'audit-int-allocator', name: '审计测试 分配员' };
    const handler = { kind: 'staff' as const, id: 'audit-int-handler', name: '审计测试 承办人' };
    const at = () => new Date().toISOString();
    const commands: RestructuringTaskCommand[] = [
      {
        type: 'SubmitRestructuringApplication',
        taskId,
        tenantId: centre.tenantId,
        taskNumber: `CSJ-AUDIT-${taskId.slice(0, 8)}`,
        application: {
          enterpriseName: `重整审计${taskId.slice(0, 6)}有限公司`,
          creditCode: exampleCreditCode(taskId),
          contactName: '周九',
          contactPhone: '13812345678',
          description: '申请重整辅导。',
        },
        actor: allocator,
        at: at(),
      },
      { type: 'AssignRestructuringTask', assignee: { id: handler.id, name: handler.name }, allocation: { mode: 'manual' }, actor: allocator, at: at() },
      { type: 'AcceptRestructuringTask', actor: handler, at: at() },
      { type: 'CompleteRestructuringTask', result: '已达成重组方案。', actor: handler, at: at() },
    ];
    // The decider makes the events, as the task's workflow would, and they are appended as its
    // activity does. The task ends completed: it sits in no queue of the association.
    let state: RestructuringTaskState = restructuringTaskDecider.initialState();
    const store = new EventStore(app);
    for (const [index, taskCommand] of commands.entries()) {
      const events = restructuringTaskDecider.decide(taskCommand, state);
      state = events.reduce(restructuringTaskDecider.evolve, state);
      await store.append({
        tenantId: centre.tenantId,
        streamId,
        streamType: RESTRUCTURING_TASK_STREAM_TYPE,
        expectedVersion: index,
        events: events.map((event, n) => ({ eventId: deterministicEventId(`${streamId}/${index}`, n), type: event.type, data: event.data })),
      });
    }

    const byKind = await anchoredAtHead(taskId, 4, { kind: 'restructuring-task', as: centreAuditor });
    expect(byKind.events).toBe(4);
    const history = (await centreAuditor.get<AuditHistoryStep[]>('/api/v1/audit/history', { caseId: taskId, kind: 'restructuring-task' })).body.data;
    expect(history.map((step) => [step.type, step.stateCodeAfter])).toEqual([
      ['RestructuringApplicationSubmitted', 1],
      ['RestructuringTaskAssigned', 2],
      ['RestructuringTaskAccepted', 3],
      ['RestructuringTaskCompleted', 4],
    ]);
    expect(history[3]!.changes).toEqual(expect.arrayContaining([{ path: 'status', before: 'processing', after: 'completed' }]));
    // Once projected, case_read.kind names the stream: no kind needed.
    const info = await eventually(async () => {
      const response = await centreAuditor.get<AuditCaseInfo>('/api/v1/audit/case', { caseId: taskId });
      expect(response.body.data).toMatchObject({ kind: 'restructuring-task', streamId });
      return response.body.data;
    });
    expect(info.workflowId).toBe(`restructuring-task/${centre.tenantId}/${taskId}`);
    const enterpriseName = `重整审计${taskId.slice(0, 6)}有限公司`;
    const tasks = (await centreAuditor.get<Page<AuditCaseSummary>>('/api/v1/audit/cases', { keyword: enterpriseName, kind: 'restructuring-task' })).body.data;
    expect(tasks.list).toEqual([expect.objectContaining({ caseId: taskId, kind: 'restructuring-task', stateCode: 4 })]);
    const courtReformOnly = (await centreAuditor.get<Page<AuditCaseSummary>>('/api/v1/audit/cases', { keyword: enterpriseName, kind: 'court-reform' })).body.data;
    expect(courtReformOnly.total).toBe(0);
    expect(await verdictOf(taskId, { as: centreAuditor })).toMatchObject({ intact: true, headVersion: 4 });
    const offline = await verifyOffline(Buffer.from(await (await exportBundle(taskId, { as: centreAuditor })).arrayBuffer()));
    expect(offline.stdout).toContain(`VERIFIED  ${streamId}`);
  });

  it('pages the case search, and keeps it to auditors', async () => {
    const first = await caseWithFourEvents();
    const second = await caseWithFourEvents();
    const keyword = '审计测试';
    const page = await eventually(async () => {
      const response = (await auditor.get<Page<AuditCaseSummary>>('/api/v1/audit/cases', { keyword, pageSize: '1', pageNum: '1' })).body.data;
      expect(response.list.map((row) => row.caseId)).toEqual([second.caseId]);
      return response;
    });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const next = (await auditor.get<Page<AuditCaseSummary>>('/api/v1/audit/cases', { keyword, pageSize: '1', pageNum: '2' })).body.data;
    expect(next.list.map((row) => row.caseId)).toEqual([first.caseId]);
    const none = (await auditor.get<Page<AuditCaseSummary>>('/api/v1/audit/cases', { keyword: `无此企业${randomUUID()}` })).body.data;
    expect(none).toMatchObject({ total: 0, list: [] });

    const handler = await ApiClient.forTestServer(home.channel).login('handler');
    for (const path of ['/api/v1/audit/cases', '/api/v1/audit/export', '/api/v1/audit/signing-key']) {
      expect((await handler.get(path, { caseId: first.caseId })).status).toBe(403);
    }
  });
});

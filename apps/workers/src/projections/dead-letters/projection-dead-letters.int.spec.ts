import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { exampleCreditCode } from '@bk/domain';
import {
  createDataSource,
  eventHash,
  GENESIS_HASH,
  loadPlatformConfig,
  partitionForKey,
  type ChainedContent,
} from '@bk/infrastructure';
import { eventually } from '@bk/infrastructure/testing';
import { COURT_REFORM_STREAM_TYPE, courtReformStreamId } from '@bk/workflows';
import { liveAndRebuiltReadModels } from '../../testing/projection-checks';
import { DEFAULT_RETRY_POLICY } from './retry-policy';

/**
 * An event the case projection cannot apply, against the running test workers: it is
 * dead-lettered after its retries and its stream parked, while every other case keeps flowing
 * (one on the very same Kafka partition included); once the cause is fixed, the operator command
 * replays the stream and the read models equal a rebuild from the event store.
 *
 * The cause is the kind that stalled this projection before (see the migration that made
 * case_read.assignee_id text): a read-model column narrower than what the event store holds. Here
 * enterprise names limited to 100 characters (the portal's limit), and an event, written past the
 * portal as an import would, carrying a longer one. Events are immutable, so the fix is the
 * read model's: the constraint goes, as a migration would widen the column.
 */
const config = loadPlatformConfig();
const CHANNEL = 'szpca';
const NARROW_NAME = 'case_read_enterprise_name_width_test';
const WORKERS_CLI = join(process.env.ROOT!, 'apps/workers/dist/cli/projection-dead-letters.js');
const TOPIC_PARTITIONS = 3;

let system: DataSource;
let owner: DataSource;
let tenantId: string;

type DeadLetterRow = {
  id: string;
  stream_id: string;
  version: number;
  global_position: string;
  event_id: string;
  parked_behind: string | null;
  attempts: number;
  error_message: string;
  first_failed_at: Date;
  last_failed_at: Date;
  resolved_at: Date | null;
};

const deadLettersOf = (streamId: string): Promise<DeadLetterRow[]> =>
  system.query(
    `SELECT id::text, stream_id, version, global_position::text, event_id, parked_behind::text, attempts, error_message,
       first_failed_at, last_failed_at, resolved_at
     FROM projection_dead_letters WHERE stream_id = $1 ORDER BY version`,
    [streamId],
  );

const readRow = async (caseId: string): Promise<{ version: number; state_code: number } | undefined> =>
  (await system.query('SELECT version, state_code FROM case_read WHERE case_id = $1', [caseId]))[0];

/** Runs the operator command as an operator would (the compiled CLI, test environment). */
const deadLettersCommand = (...args: string[]) => {
  const run = spawnSync(process.execPath, [WORKERS_CLI, ...args], { env: { ...process.env, BK_ENV: 'test' }, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

type NewEvent = { type: string; data: Record<string, unknown> };

/** Appends straight into the event store as the owner role, past the API and the domain. */
const appendAsOwner = (streamId: string, events: NewEvent[]): Promise<void> =>
  owner.transaction(async (manager) => {
    await manager.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenantId]);
    const head: { version: number; hash: string }[] = await manager.query(
      'SELECT version, hash FROM events WHERE stream_id = $1 ORDER BY version DESC LIMIT 1',
      [streamId],
    );
    let version = head[0]?.version ?? 0;
    let prevHash = head[0]?.hash ?? GENESIS_HASH;
    for (const event of events) {
      version += 1;
      // A well-formed link of the stream's hash chain: only the read model will object.
      const content: ChainedContent = {
        eventId: randomUUID(),
        tenantId,
        streamId,
        streamType: COURT_REFORM_STREAM_TYPE,
        version,
        type: event.type,
        data: event.data,
        metadata: {},
        recordedAt: new Date().toISOString(),
      };
      const hash = eventHash(prevHash, content);
      await manager.query(
        `INSERT INTO events (event_id, tenant_id, stream_id, stream_type, version, type, data, metadata, recorded_at, prev_hash, hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [content.eventId, tenantId, streamId, content.streamType, version, content.type, content.data, content.metadata, content.recordedAt, prevHash, hash],
      );
      prevHash = hash;
    }
  });

const applicantActor = { kind: 'applicant', id: '13612345678', name: '赵六' };
const handler = { id: 'dead-letter-handler', name: '承办人 李强' };
const allocator = { kind: 'staff', id: 'dead-letter-allocator', name: '分配员 王敏' };

const submitted = (caseId: string, enterpriseName: string): NewEvent => ({
  type: 'CourtReformApplicationSubmitted',
  data: {
    caseId,
    tenantId,
    caseNumber: `DL${caseId.slice(0, 8).toUpperCase()}`,
    applicant: {
      enterpriseName,
      creditCode: exampleCreditCode(caseId),
      contactName: '赵六',
      contactPhone: '13612345678',
      description: '死信测试用的申请。',
    },
    actor: applicantActor,
    at: new Date().toISOString(),
  },
});

const assigned = (): NewEvent => ({
  type: 'CourtReformHandlerAssigned',
  data: { assignee: handler, allocation: { mode: 'manual' }, actor: allocator, at: new Date().toISOString() },
});

const signed = (): NewEvent => ({
  type: 'CourtReformCaseSigned',
  data: { assignee: handler, actor: { kind: 'staff', ...handler }, at: new Date().toISOString() },
});

/** A case id whose stream shares a Kafka partition with `streamId`: consumed right behind it. */
const caseIdOnPartitionOf = (streamId: string): string => {
  const partition = partitionForKey(config.kafka.eventsTopic, streamId, TOPIC_PARTITIONS);
  for (;;) {
    const caseId = randomUUID();
    if (partitionForKey(config.kafka.eventsTopic, courtReformStreamId(caseId), TOPIC_PARTITIONS) === partition) return caseId;
  }
};

const submitThroughApi = async (): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${config.http.port}/api/v1/applicant/submitApply`, {
    method: 'POST',
    headers: { channel: CHANNEL, 'content-type': 'application/json' },
    body: JSON.stringify({
      enterpriseName: `死信旁路${randomUUID().slice(0, 6)}有限公司`,
      creditCode: exampleCreditCode(randomUUID()),
      contactName: '赵六',
      contactPhone: '13612345678',
      description: '死信测试期间提交的申请。',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { caseId: string } }).data.caseId;
};

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
  owner = await createDataSource(config, 'owner', 1).initialize();
  tenantId = (await system.query('SELECT tenant_id FROM tenants WHERE channel = $1', [CHANNEL]))[0].tenant_id;
});

afterAll(async () => {
  // Whatever happened above, leave no narrowed read model and no parked stream to later suites.
  await owner.query(`ALTER TABLE case_read DROP CONSTRAINT IF EXISTS ${NARROW_NAME}`);
  deadLettersCommand('retry');
  await Promise.all([system.destroy(), owner.destroy()]);
});

describe('projection dead letters (real services)', () => {
  it('dead-letters an event it cannot project, parks its stream, keeps other cases flowing, and replays it once fixed', async () => {
    // Existing rows are not checked (NOT VALID): only new writes meet the narrower column.
    await owner.query(`ALTER TABLE case_read ADD CONSTRAINT ${NARROW_NAME} CHECK (char_length(enterprise_name) <= 100) NOT VALID`);

    // The poison: a case whose name the read model refuses, and a second event of the same case.
    const poisonCaseId = randomUUID();
    const poisonStream = courtReformStreamId(poisonCaseId);
    await appendAsOwner(poisonStream, [submitted(poisonCaseId, `导入${'长'.repeat(150)}有限公司`), assigned()]);

    // Behind it on the same partition, a healthy case; and two applications through the API.
    const neighbourCaseId = caseIdOnPartitionOf(poisonStream);
    await appendAsOwner(courtReformStreamId(neighbourCaseId), [submitted(neighbourCaseId, '同分区健康案件有限公司')]);
    const apiCaseIds = [await submitThroughApi(), await submitThroughApi()];

    // Other cases keep flowing: nothing waits on the poison for good.
    for (const caseId of [neighbourCaseId, ...apiCaseIds]) {
      await eventually(async () => expect(await readRow(caseId)).toMatchObject({ version: 1, state_code: 0 }));
    }

    // The poison is dead-lettered after its retries; the stream's next event is parked behind it.
    const [failed, parked] = await eventually(async () => {
      const rows = await deadLettersOf(poisonStream);
      expect(rows).toHaveLength(2);
      return rows as [DeadLetterRow, DeadLetterRow];
    });
    expect(failed).toMatchObject({ version: 1, parked_behind: null, attempts: DEFAULT_RETRY_POLICY.attempts, resolved_at: null });
    expect(failed.error_message).toContain(NARROW_NAME);
    expect(failed.last_failed_at.getTime()).toBeGreaterThan(failed.first_failed_at.getTime());
    expect(parked).toMatchObject({ version: 2, parked_behind: failed.id, attempts: 0, resolved_at: null });
    expect(Number(parked.global_position)).toBeGreaterThan(Number(failed.global_position));
    expect(await readRow(poisonCaseId)).toBeUndefined();

    // Operators see it: in the workers' log, and in the command's list.
    const workersLog = readFileSync(join(process.env.DATA_DIR!, 'logs', 'test-workers.log'), 'utf8');
    expect(workersLog).toContain(`projection dead letter #${failed.id}: ${poisonStream} v1`);
    const listed = deadLettersCommand('list');
    expect(listed.status).toBe(0);
    expect(listed.output).toContain(poisonStream);
    expect(listed.output).toContain(`#${parked.id}  v2  CourtReformHandlerAssigned`);
    expect(listed.output).toContain(`parked behind #${failed.id}`);

    // Replaying before the fix changes nothing but the count: the stream stays parked.
    const tooEarly = deadLettersCommand('retry', failed.id);
    expect(tooEarly.status).toBe(1);
    expect(tooEarly.output).toContain('failed again');
    expect((await deadLettersOf(poisonStream))[0]).toMatchObject({ attempts: DEFAULT_RETRY_POLICY.attempts + 1, resolved_at: null });

    // The fix, then the replay: both events applied, in order, and resolved.
    await owner.query(`ALTER TABLE case_read DROP CONSTRAINT ${NARROW_NAME}`);
    const retried = deadLettersCommand('retry', failed.id);
    expect(retried.status).toBe(0);
    expect(retried.output).toContain(`projected #${failed.id} (v1), #${parked.id} (v2)`);
    expect(await readRow(poisonCaseId)).toMatchObject({ version: 2, state_code: 1 });
    const resolved = await deadLettersOf(poisonStream);
    expect(resolved.map((row) => row.resolved_at)).toEqual([expect.any(Date), expect.any(Date)]);

    // The stream is no longer parked: its next event is projected live.
    await appendAsOwner(poisonStream, [signed()]);
    await eventually(async () => expect(await readRow(poisonCaseId)).toMatchObject({ version: 3, state_code: 2 }));
    expect(await deadLettersOf(poisonStream)).toHaveLength(2);

    const { live, rebuilt } = await liveAndRebuiltReadModels(system);
    expect(rebuilt).toEqual(live);
  });
});

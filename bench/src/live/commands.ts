import { randomUUID } from 'node:crypto';
import type { Personnel, SubmitApplyResponse } from '@bk/contracts';
import { application, BENCH_CHANNEL, DEMO_ALLOCATOR } from '../fixtures';
import { HttpClient } from '../http';
import { latencyRow, runClosedLoop, type Row } from '../stats';

export const SECTION_COMMANDS = '1. case commands through the HTTP API';

export type CommandLoads = { levels: number[]; requestsPerLevel: number; warmup: number };

const VERSION_PATH = '/cms/_version.json';

/**
 * Figure 1: submitApply (public) and assignTask (allocator's cookie) through the running API, at
 * each concurrency level, against GET /cms/_version.json on the same Fastify instance. Also the
 * staff-session check alone (GET /api/v1/user/getLoginUser), which every staff command pays.
 * Every assignTask targets a case submitted earlier in the same level, still in state apply.
 */
export const benchCommands = async (port: number, loads: CommandLoads, log: (line: string) => void): Promise<Row[]> => {
  const maxLevel = Math.max(...loads.levels);
  const applicant = new HttpClient(port, BENCH_CHANNEL, maxLevel);
  const allocator = await new HttpClient(port, BENCH_CHANNEL, maxLevel).login(DEMO_ALLOCATOR.loginId, DEMO_ALLOCATOR.password);
  const handlers = await allocator.ok<Personnel[]>('POST', '/api/v1/manager/getAssignPersonnel', { caseId: randomUUID() });
  const assignee = handlers[0];
  if (!assignee) throw new Error('no eligible handler in the bench association (was `platform_cli seed` run?)');

  let serial = Date.now() % 1_000_000 * 1000;
  const submit = async (): Promise<string> =>
    (await applicant.ok<SubmitApplyResponse>('POST', '/api/v1/applicant/submitApply', application(serial++))).caseId;
  const assign = (caseId: string): Promise<unknown> =>
    allocator.ok('POST', '/api/v1/manager/assignTask', { caseId, assigneeId: assignee.uid });
  const version = (): Promise<unknown> => applicant.ok('GET', VERSION_PATH);
  const whoAmI = (): Promise<unknown> => allocator.ok('GET', '/api/v1/user/getLoginUser');

  log(`warm-up: ${loads.warmup} calls of each endpoint`);
  for (let i = 0; i < loads.warmup; i++) {
    await version();
    await whoAmI();
    await assign(await submit());
  }

  const rows: Row[] = [];
  for (const level of loads.levels) {
    const n = loads.requestsPerLevel;
    const baselineName = `GET ${VERSION_PATH} c=${level}`;
    log(`concurrency ${level}: ${n} × version, getLoginUser, submitApply, assignTask`);
    const bare = await runClosedLoop(n, level, async () => void (await version()));
    rows.push(latencyRow(SECTION_COMMANDS, baselineName, bare.latencies, { rate: bare.rate, rateUnit: 'req/s' }));

    const auth = await runClosedLoop(n, level, async () => void (await whoAmI()));
    rows.push(
      latencyRow(SECTION_COMMANDS, `GET getLoginUser (staff session) c=${level}`, auth.latencies, {
        rate: auth.rate,
        rateUnit: 'req/s',
        baseline: baselineName,
        ratioKind: 'latency',
      }),
    );

    const caseIds: string[] = [];
    const submitted = await runClosedLoop(n, level, async () => void caseIds.push(await submit()));
    rows.push(
      latencyRow(SECTION_COMMANDS, `submitApply c=${level}`, submitted.latencies, {
        rate: submitted.rate,
        rateUnit: 'req/s',
        baseline: baselineName,
        ratioKind: 'latency',
      }),
    );

    const assigned = await runClosedLoop(n, level, async (index) => void (await assign(caseIds[index]!)));
    rows.push(
      latencyRow(SECTION_COMMANDS, `assignTask c=${level}`, assigned.latencies, {
        rate: assigned.rate,
        rateUnit: 'req/s',
        baseline: baselineName,
        ratioKind: 'latency',
      }),
    );
  }
  applicant.close();
  allocator.close();
  return rows;
};

import { execFileSync, spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Process control for resilience tests: the test tier's workers (whose pid scripts/test.sh keeps
 * in a file) and the stack's services. Only for the integration tier.
 */
const root = (): string => process.env.ROOT!;
const workersPidFile = (): string => join(process.env.DATA_DIR!, 'run', 'test-workers.pid');

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const waitUntil = async (done: () => boolean, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** Kills the workers process without warning, as a crash would. */
export const crashWorkers = async (): Promise<void> => {
  const pid = Number(readFileSync(workersPidFile(), 'utf8').trim());
  process.kill(pid, 'SIGKILL');
  await waitUntil(() => !isAlive(pid), 10_000);
};

/** Starts a new workers process for the test tier and records its pid for the tier's cleanup. */
export const restartWorkers = (): void => {
  const log = openSync(join(process.env.DATA_DIR!, 'logs', 'test-workers.log'), 'a');
  const child = spawn(process.execPath, [join(root(), 'apps/workers/dist/main.js')], {
    env: { ...process.env, BK_ENV: 'test' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  writeFileSync(workersPidFile(), String(child.pid));
};

/** `scripts/stack/stack.sh start|stop <service>` on the running stack. */
export const stackService = (action: 'start' | 'stop', service: 'kafka' | 'temporal' | 'postgres'): void => {
  execFileSync('bash', [join(root(), 'scripts/stack/stack.sh'), action, service], {
    env: process.env,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 180_000,
  });
};

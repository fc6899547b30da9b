import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

/**
 * Where the CPU went during a figure: CPU seconds per service (each counted with its child
 * processes, e.g. every PostgreSQL backend), the bench client, and the rest of the machine (other
 * stacks, builds, tests). Linux /proc only; elsewhere it reports nothing.
 */
const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the stack supports

type Proc = { ppid: number; own: number; children: number };

const readProcs = (): Map<number, Proc> => {
  const procs = new Map<number, Proc>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After "(comm) ": state ppid ... utime(11) stime(12) cutime(13) cstime(14)
      procs.set(Number(entry), {
        ppid: Number(fields[1]),
        own: Number(fields[11]) + Number(fields[12]),
        children: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  return procs;
};

/** Busy ticks of the whole machine (all CPUs): total minus idle and iowait. */
const machineBusy = (): number => {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return total - (fields[3] ?? 0) - (fields[4] ?? 0);
};

export type CpuSnapshot = { groups: Record<string, number>; machine: number; at: number };

const pidFromFile = (file: string): number | undefined => {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]!.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** The processes to account for: the stack's services (pid files under DATA_DIR), the API and workers, the bench. */
export const benchProcessRoots = (): Record<string, number> => {
  const dataDir = process.env.DATA_DIR ?? '';
  const roots: Record<string, number | undefined> = {
    postgres: pidFromFile(join(dataDir, 'postgres', 'postmaster.pid')),
    temporal: pidFromFile(join(dataDir, 'run', 'temporal.pid')),
    kafka: pidFromFile(join(dataDir, 'run', 'kafka.pid')),
    s3proxy: pidFromFile(join(dataDir, 'run', 's3proxy.pid')),
    api: Number(process.env.BENCH_API_PID) || undefined,
    workers: Number(process.env.BENCH_WORKERS_PID) || undefined,
    bench: process.pid,
  };
  return Object.fromEntries(Object.entries(roots).filter((entry): entry is [string, number] => entry[1] !== undefined));
};

export const cpuSnapshot = (roots: Record<string, number>): CpuSnapshot | undefined => {
  try {
    const procs = readProcs();
    const rootOf = new Map<number, string>(Object.entries(roots).map(([name, pid]) => [pid, name]));
    const groups: Record<string, number> = Object.fromEntries(Object.keys(roots).map((name) => [name, 0]));
    for (const [pid, proc] of procs) {
      // Walk up to a root; a root also carries the time of its children that already exited.
      let current: number | undefined = pid;
      for (let depth = 0; current !== undefined && current > 1 && depth < 16; depth++) {
        const name = rootOf.get(current);
        if (name !== undefined) {
          groups[name]! += proc.own + (current === pid ? proc.children : 0);
          break;
        }
        current = procs.get(current)?.ppid;
      }
    }
    return { groups, machine: machineBusy(), at: Date.now() };
  } catch {
    return undefined;
  }
};

export type CpuUsage = { wallSeconds: number; seconds: Record<string, number> };

/** CPU seconds per group between two snapshots, plus `other` (the machine's busy time not ours). */
export const cpuBetween = (before: CpuSnapshot | undefined, after: CpuSnapshot | undefined): CpuUsage | undefined => {
  if (!before || !after) return undefined;
  const seconds: Record<string, number> = {};
  let ours = 0;
  for (const [name, ticks] of Object.entries(after.groups)) {
    const delta = Math.max(0, ticks - (before.groups[name] ?? 0));
    ours += delta;
    seconds[name] = Number((delta / TICKS_PER_SECOND).toFixed(1));
  }
  seconds.other = Number((Math.max(0, after.machine - before.machine - ours) / TICKS_PER_SECOND).toFixed(1));
  return { wallSeconds: Number(((after.at - before.at) / 1000).toFixed(1)), seconds };
};

export const cpuText = (usage: CpuUsage | undefined): string =>
  usage
    ? `CPU seconds over ${usage.wallSeconds} s wall (${cpus().length} cores: ${(usage.wallSeconds * cpus().length).toFixed(0)} CPU s available): ` +
      Object.entries(usage.seconds)
        .sort(([, a], [, b]) => b - a)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')
    : 'CPU accounting unavailable (no /proc)';

import { performance } from 'node:perf_hooks';

/**
 * Measurement and reporting. Every figure is a Row: latency percentiles (ms) and/or a rate, with
 * the baseline it is read against and the ratio to that baseline. Nothing here judges a figure.
 */
export type Row = {
  section: string;
  name: string;
  n: number;
  /** Milliseconds; undefined for pure rate figures. */
  p50?: number;
  p95?: number;
  p99?: number;
  /** Operations (or events, rows) per second. */
  rate?: number;
  rateUnit?: string;
  /** Name of the baseline row this one is compared with (same section), if any. */
  baseline?: string;
  /** `latency`: p50 ÷ baseline p50 (how many times slower). `rate`: rate ÷ baseline rate (fraction of the baseline's rate). */
  ratioKind?: 'latency' | 'rate';
  ratio?: number;
  note?: string;
};

export const now = (): number => performance.now();

/** Nearest-rank percentile of an unsorted sample (0 < p ≤ 100). */
export const percentile = (samples: readonly number[], p: number): number => {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
};

export const latencyRow = (
  section: string,
  name: string,
  samples: readonly number[],
  extra: Partial<Row> = {},
): Row => ({
  section,
  name,
  n: samples.length,
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  p99: percentile(samples, 99),
  ...extra,
});

/** Fills in `ratio` for every row that names a baseline present in the same list. */
export const withRatios = (rows: Row[]): Row[] =>
  rows.map((row) => {
    if (!row.baseline || !row.ratioKind) return row;
    const base =
      rows.find((candidate) => candidate.name === row.baseline && candidate.section === row.section) ??
      rows.find((candidate) => candidate.name === row.baseline);
    if (!base) return row;
    const ratio =
      row.ratioKind === 'latency'
        ? row.p50 !== undefined && base.p50 ? row.p50 / base.p50 : undefined
        : row.rate !== undefined && base.rate ? row.rate / base.rate : undefined;
    return ratio === undefined ? row : { ...row, ratio };
  });

export type LevelResult = { latencies: number[]; wallMs: number; rate: number };

/**
 * Runs `total` calls of `op` with exactly `concurrency` in flight (closed loop: each lane issues
 * its next call when the previous one answered). Latency is per call; rate is calls ÷ wall time.
 */
export const runClosedLoop = async (
  total: number,
  concurrency: number,
  op: (index: number, lane: number) => Promise<void>,
): Promise<LevelResult> => {
  const latencies: number[] = [];
  let next = 0;
  const started = now();
  const lane = async (laneIndex: number): Promise<void> => {
    for (;;) {
      const index = next++;
      if (index >= total) return;
      const t0 = now();
      await op(index, laneIndex);
      latencies.push(now() - t0);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, (_, laneIndex) => lane(laneIndex)));
  const wallMs = now() - started;
  return { latencies, wallMs, rate: (total / wallMs) * 1000 };
};

/** Runs `op` over `items` with at most `limit` in flight. */
export const forEachLimited = async <T>(items: readonly T[], limit: number, op: (item: T, index: number) => Promise<void>): Promise<void> => {
  let next = 0;
  const lane = async (): Promise<void> => {
    for (;;) {
      const index = next++;
      if (index >= items.length) return;
      await op(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
};

const ms = (value: number | undefined): string => {
  if (value === undefined || Number.isNaN(value)) return '-';
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  if (value >= 1) return value.toFixed(2);
  return value.toFixed(3);
};

const rateText = (row: Row): string => {
  if (row.rate === undefined) return '-';
  const value = row.rate >= 100 ? row.rate.toFixed(0) : row.rate.toFixed(1);
  return `${value} ${row.rateUnit ?? 'op/s'}`;
};

const ratioText = (row: Row): string => {
  if (row.ratio === undefined) return row.baseline ? '?' : '-';
  return row.ratioKind === 'latency' ? `${row.ratio.toFixed(2)}× p50` : `${row.ratio.toFixed(3)}× rate`;
};

/** A readable table: name, n, p50, p95, p99 (ms), throughput, baseline, ratio. */
export const printTable = (title: string, rows: readonly Row[]): void => {
  const header = ['name', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'throughput', 'baseline', 'ratio'];
  const baselines = new Set(rows.map((row) => row.baseline).filter((name) => name !== undefined));
  const body = rows.map((row) => [
    row.name,
    String(row.n),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    rateText(row),
    row.baseline ?? (baselines.has(row.name) ? '(baseline)' : '-'),
    ratioText(row),
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((line) => line[column]!.length)));
  const numeric = new Set([1, 2, 3, 4, 5, 7]);
  const format = (line: string[]): string =>
    line.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ');
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of body) console.log(format(line));
  for (const row of rows) if (row.note) console.log(`  · ${row.name}: ${row.note}`);
};

/** Rounded copy for the JSON line (µs precision is plenty). */
export const compactRow = (row: Row): Record<string, unknown> => {
  const round = (value: number | undefined, digits: number): number | undefined =>
    value === undefined || Number.isNaN(value) ? undefined : Number(value.toFixed(digits));
  return {
    section: row.section,
    name: row.name,
    n: row.n,
    p50: round(row.p50, 3),
    p95: round(row.p95, 3),
    p99: round(row.p99, 3),
    rate: round(row.rate, 1),
    rateUnit: row.rateUnit,
    baseline: row.baseline,
    ratio: round(row.ratio, 3),
    note: row.note,
  };
};

import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { DataSource } from 'typeorm';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

export type WindowCount = { current: number; ttl: number };

/**
 * One hit on a fixed window per key, counted in PostgreSQL by one atomic upsert: how many hits the
 * window holds now, and how long (ms) until it ends. Shared by the store below (sign-in) and the
 * public-write limits (public-write-limits.ts).
 */
export const countHit = async (dataSource: DataSource, key: string, windowMs: number): Promise<WindowCount> => {
  const rows: { hits: number; ttl: number }[] = await dataSource.query(
    `INSERT INTO rate_limit_windows AS w (key, hits, window_ends_at)
     VALUES ($1, 1, now() + $2 * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN w.window_ends_at <= now() THEN 1 ELSE w.hits + 1 END,
       window_ends_at = CASE WHEN w.window_ends_at <= now() THEN now() + $2 * interval '1 millisecond' ELSE w.window_ends_at END
     RETURNING hits, greatest(0, extract(epoch FROM window_ends_at - now()) * 1000)::float8 AS ttl`,
    [key, windowMs],
  );
  return { current: rows[0]!.hits, ttl: Math.ceil(rows[0]!.ttl) };
};

/**
 * A @fastify/rate-limit store in PostgreSQL: every API replica counts into the same fixed window
 * per key, so a client cannot multiply its allowance by the number of replicas. The platform
 * already depends on PostgreSQL for every request; a rate-limited route (sign-in) is rare enough
 * that one upsert per request costs nothing, and there is no second shared store to run.
 */
class PostgresRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly namespace: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    countHit(this.dataSource, `${this.namespace}|${key}`, timeWindow)
      .then((count) => callback(null, count))
      .catch((error: Error) => callback(error));
  }

  /** Each rate-limited route counts separately. */
  child(options: RouteOptions): FastifyRateLimitStore {
    return new PostgresRateLimitStore(this.dataSource, `${String(options.method)} ${options.url}`);
  }
}

/** The plugin constructs its store itself: this binds the data source into the class it is given. */
export const postgresRateLimitStore = (dataSource: DataSource): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore =>
  class extends PostgresRateLimitStore {
    constructor() {
      super(dataSource, 'global');
    }
  };

import { applyDecorators, Inject, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import type { PlatformConfig } from '@bk/infrastructure';
import type { PortalPrincipal } from '../portal-account/portal-principal';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE, PLATFORM_CONFIG } from '../infrastructure/tokens';
import { countHit } from './postgres-rate-limit-store';

export type LimitWindow = { max: number; windowMs: number };
export type WriteLimitPolicy = {
  /** Counted per client address (X-Forwarded-For from a trusted proxy only), across associations. */
  perAddress: readonly LimitWindow[];
  /** Counted per signed-in portal user, whatever address they come from. */
  perPortalUser?: readonly LimitWindow[];
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The platform's public writes and guessable public reads, and how often one client may call
 * them. Each pair of windows is a burst guard (a person retrying a refused form, a group filing
 * for several companies at one sitting) and a daily ceiling far above what one association
 * receives from one office in a day, far below what a script sends in a minute. README "The HTTP
 * edge" gives the reasons for each number.
 */
export const PUBLIC_WRITE_LIMITS = {
  /** An out-of-court restructuring application or a restructuring consultation (anonymous). */
  submitApply: { perAddress: [{ max: 10, windowMs: 10 * MINUTE }, { max: 30, windowMs: DAY }] },
  /** A distress consultation, by a signed-in portal user. */
  consultation: {
    perAddress: [{ max: 10, windowMs: 10 * MINUTE }, { max: 50, windowMs: DAY }],
    perPortalUser: [{ max: 5, windowMs: 10 * MINUTE }, { max: 20, windowMs: DAY }],
  },
  /** The portal's full-text search: typing, refining and paging, not crawling. */
  search: { perAddress: [{ max: 60, windowMs: MINUTE }, { max: 2_000, windowMs: DAY }] },
  /** Progress by case number and mobile: a person checks their own case, not thousands of pairs. */
  progressQuery: { perAddress: [{ max: 10, windowMs: 10 * MINUTE }, { max: 50, windowMs: DAY }] },
  /** An identity check with the provider (each one is billed and asks for the person's face). */
  certification: {
    perAddress: [{ max: 10, windowMs: 10 * MINUTE }, { max: 30, windowMs: DAY }],
    perPortalUser: [{ max: 3, windowMs: 10 * MINUTE }, { max: 10, windowMs: DAY }],
  },
} as const satisfies Record<string, WriteLimitPolicy>;

export type PublicWritePolicyName = keyof typeof PUBLIC_WRITE_LIMITS;

const POLICY = 'bk:public-write-limit';

/**
 * The test and bench tiers (BK_ENV=test) file hundreds of cases from their own process on the
 * loopback address, as if they were many people; tests of the limits themselves speak from
 * addresses of their own (X-Forwarded-For). No other environment exempts any address.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whom an address stands for: an IPv4 address itself, an IPv6 address by its /64 (one
 * subscriber's network: anyone holding one has 2^64 addresses to rotate through).
 */
export const addressKey = (ip: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
};

/** Ended windows are dead rows (the next hit would restart them): swept now and then, so addresses seen once do not pile up. */
const SWEEP_EVERY_MS = 10 * MINUTE;
let nextSweep = 0;

const prefersEnglish = (request: FastifyRequest): boolean => String(request.headers['accept-language'] ?? '').toLowerCase().startsWith('en');

const tooMany = (request: FastifyRequest, retryInMs: number): ApiError => {
  const seconds = Math.max(1, Math.ceil(retryInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = prefersEnglish(request)
    ? `Too many requests: try again in ${minutes} minute${minutes === 1 ? '' : 's'}`
    : `操作过于频繁，请${minutes}分钟后再试`;
  return new ApiError(429, 429, message, { retryAfterSeconds: seconds });
};

/**
 * Counts every call of a limited route in each of its windows (one atomic upsert each, in the
 * PostgreSQL table sign-in's limit uses, so all replicas share the counts) and refuses one past
 * any window's maximum with 429 in the envelope and Retry-After. Runs after the access guard (the
 * portal user is known) and before validation, so refused bodies count too.
 */
@Injectable()
export class PublicWriteLimitGuard implements CanActivate {
  private readonly exempt: ReadonlySet<string>;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
  ) {
    this.exempt = config.env === 'test' ? LOOPBACK : new Set();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<PublicWritePolicyName | undefined>(POLICY, context.getHandler());
    if (name === undefined) return true;
    const policy: WriteLimitPolicy = PUBLIC_WRITE_LIMITS[name];
    const request = context.switchToHttp().getRequest<FastifyRequest & { portalUser?: PortalPrincipal }>();
    if (Date.now() >= nextSweep) {
      nextSweep = Date.now() + SWEEP_EVERY_MS;
      void this.dataSource.query('DELETE FROM rate_limit_windows WHERE window_ends_at < now()').catch(() => undefined);
    }
    const counted: { window: LimitWindow; key: string }[] = [];
    if (!this.exempt.has(request.ip)) {
      const address = addressKey(request.ip);
      for (const window of policy.perAddress) counted.push({ window, key: `${name}|address|${address}|${window.windowMs}` });
    }
    const user = request.portalUser?.userId;
    if (user !== undefined) {
      for (const window of policy.perPortalUser ?? []) counted.push({ window, key: `${name}|portal-user|${user}|${window.windowMs}` });
    }
    const counts = await Promise.all(counted.map(async ({ window, key }) => ({ window, count: await countHit(this.dataSource, key, window.windowMs) })));
    const over = counts.filter(({ window, count }) => count.current > window.max);
    if (over.length === 0) return true;
    const retryInMs = Math.max(...over.map(({ count }) => count.ttl));
    const error = tooMany(request, retryInMs);
    void context
      .switchToHttp()
      .getResponse<FastifyReply>()
      .header('retry-after', String((error.data as { retryAfterSeconds: number }).retryAfterSeconds));
    throw error;
  }
}

/** A route limited by the named policy of PUBLIC_WRITE_LIMITS. */
export const PublicWriteLimit = (name: PublicWritePolicyName): MethodDecorator =>
  applyDecorators(SetMetadata(POLICY, name), UseGuards(PublicWriteLimitGuard));

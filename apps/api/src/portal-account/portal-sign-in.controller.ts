import { Body, Controller, Get, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  PORTAL_SESSION_COOKIE,
  portalLoginSchema,
  smsCodeRequestSchema,
  type LocalSmsOutboxEntry,
  type PortalLoginRequest,
  type PortalUserInfo,
  type SmsCodeRequest,
  type SmsCodeSent,
} from '@bk/contracts';
import { isMobilePhone } from '@bk/domain';
import type { PlatformConfig } from '@bk/infrastructure';
import { Public } from '../auth/access.decorators';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { PLATFORM_CONFIG } from '../infrastructure/tokens';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { PORTAL_SESSION_TTL_MS, PortalSessionService } from './portal-session.service';
import { portalUserInfo } from './portal-user-info';
import { LocalSmsOutbox } from './sms/local-sms-outbox';
import { SMS_SENDER, type SmsSender } from './sms/sms-sender';
import { codeCheckMessage, smsCodeRefusalMessage, type CodeCheckFailure } from './sms-code-policy';

/** A flood guard per client address across all associations; the code ledger holds the finer limits. */
const CODE_ADDRESS_LIMIT = { max: 60, timeWindow: 60_000 };

const CODE_FAILURE_REASONS: Record<CodeCheckFailure, string> = { wrong: 'CODE_WRONG', expired: 'CODE_EXPIRED', 'guesses-used': 'CODE_GUESSES_USED' };

const english = (request: FastifyRequest): boolean => String(request.headers['accept-language'] ?? '').startsWith('en');

const outboxQuerySchema = z.object({ mobile: z.string().trim().refine(isMobilePhone, { message: '请输入正确的手机号码' }).optional() });

/** Portal sign-in and registration with a mobile number and a one-time SMS code. */
@Public()
@Controller('v1/portal/auth')
export class PortalSignInController {
  constructor(
    private readonly sessions: PortalSessionService,
    private readonly tenants: TenantService,
  ) {}

  @RouteConfig({ rateLimit: CODE_ADDRESS_LIMIT })
  @Post('sendCode')
  async sendCode(
    @Body(new ZodValidationPipe(smsCodeRequestSchema)) body: SmsCodeRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SmsCodeSent> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    const outcome = await this.sessions.requestCode(tenant, body.mobile, request.ip);
    if (outcome.kind === 'refused') {
      const message = smsCodeRefusalMessage(outcome.refusal, outcome.retryAfterSeconds);
      void reply.header('retry-after', String(outcome.retryAfterSeconds));
      throw new ApiError(429, 429, english(request) ? message.en : message.zh, { reason: outcome.refusal, retryAfterSeconds: outcome.retryAfterSeconds });
    }
    return { resendAfterSeconds: outcome.resendAfterSeconds, expiresInSeconds: outcome.expiresInSeconds };
  }

  /** Signs in, registering the number the first time; the session is the association's only. */
  @RouteConfig({ rateLimit: CODE_ADDRESS_LIMIT })
  @Post('login')
  async login(
    @Body(new ZodValidationPipe(portalLoginSchema)) body: PortalLoginRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PortalUserInfo> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    const outcome = await this.sessions.signIn(tenant, body.mobile, body.code, request.ip);
    if (outcome.kind === 'refused') {
      const message = codeCheckMessage(outcome.failure);
      throw new ApiError(400, 400, english(request) ? message.en : message.zh, { reason: CODE_FAILURE_REASONS[outcome.failure] });
    }
    void reply.setCookie(PORTAL_SESSION_COOKIE, outcome.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: PORTAL_SESSION_TTL_MS / 1000,
    });
    return { ...portalUserInfo(outcome.user), registered: outcome.registered };
  }

  @Post('logout')
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<null> {
    const token = request.cookies?.[PORTAL_SESSION_COOKIE];
    if (token) await this.sessions.logout(token);
    void reply.clearCookie(PORTAL_SESSION_COOKIE, { path: '/' });
    return null;
  }
}

/**
 * Development only: the codes the LOCAL SMS provider "sent" in the association, newest first, for
 * the portal's development page and the browser tests. Answers 404 in production and whenever a
 * real SMS provider is configured.
 */
@Public()
@Controller('v1/dev/localSms')
export class LocalSmsOutboxController {
  constructor(
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly tenants: TenantService,
  ) {}

  @Get('outbox')
  async outbox(
    @Query(new ZodValidationPipe(outboxQuerySchema)) query: z.infer<typeof outboxQuerySchema>,
    @Req() request: FastifyRequest,
  ): Promise<LocalSmsOutboxEntry[]> {
    if (this.config.env === 'production' || !(this.sms instanceof LocalSmsOutbox)) throw ApiError.notFound('Not found');
    const tenant = await this.tenants.byChannel(channelOf(request));
    return this.sms.recent(tenant.tenantId, query.mobile);
  }
}

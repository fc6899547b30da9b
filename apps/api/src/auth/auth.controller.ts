import { Body, Controller, Get, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { changePasswordSchema, loginRequestSchema, SESSION_COOKIE, type ChangePasswordRequest, type LoginRequest, type LoginUser } from '@bk/contracts';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { StaffAccountsService } from '../authority/staff-accounts.service';
import { CommandId } from '../common/idempotency/idempotent.decorator';
import { AllowTemporaryPassword, CurrentStaff, Public } from './access.decorators';
import { LoginThrottle } from './login-throttle';
import { SESSION_TTL_MS, SessionService, sessionTokenHash } from './session.service';
import { throttledMessage, type ThrottleSubject } from './sign-in-throttle-policy';
import type { StaffPrincipal } from './staff-principal';

const toLoginUser = (staff: StaffPrincipal): LoginUser => ({
  user: { uid: staff.uid, loginId: staff.loginId, name: staff.name, showName: staff.showName, mobile: staff.mobile },
  rightKeys: staff.rightKeys,
  mustChangePassword: staff.mustChangePassword,
});

/**
 * Sign-in requests per client address and minute, across every account and replica
 * (@fastify/rate-limit with the PostgreSQL store): a flood guard far above what an office behind
 * one address needs. Guessing is held back by the progressive delays of LoginThrottle.
 */
const LOGIN_ADDRESS_LIMIT = { max: 120, timeWindow: 60_000 };

/** 429 in the envelope, with Retry-After: when this address may try this account again. */
const throttled = (request: FastifyRequest, reply: FastifyReply, subject: ThrottleSubject, retryAfterMs: number): ApiError => {
  const message = throttledMessage(subject, retryAfterMs);
  const english = String(request.headers['accept-language'] ?? '').startsWith('en');
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  void reply.header('retry-after', String(retryAfterSeconds));
  return new ApiError(429, 429, english ? message.en : message.zh, { reason: `SIGN_IN_THROTTLED_${subject.toUpperCase()}`, retryAfterSeconds });
};

@Controller('v1')
export class AuthController {
  constructor(
    private readonly sessions: SessionService,
    private readonly tenants: TenantService,
    private readonly throttle: LoginThrottle,
    private readonly accounts: StaffAccountsService,
  ) {}

  @Public()
  @RouteConfig({ rateLimit: LOGIN_ADDRESS_LIMIT })
  @Post('login')
  async login(
    @Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginUser> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    const attempt = { tenantId: tenant.tenantId, loginId: body.loginId, address: request.ip };
    // Counted before the password is checked, so parallel guesses cannot outrun the count.
    const reservation = await this.throttle.reserve(attempt);
    if (reservation.kind === 'refused') throw throttled(request, reply, reservation.subject, reservation.retryAfterMs);
    const session = await this.sessions.login(tenant, body.loginId, body.password);
    if (session.kind === 'refused') {
      await this.throttle.confirmFailure(attempt, reservation);
      const wait = reservation.ifWrong.wait;
      if (wait) throw throttled(request, reply, wait.subject, wait.ms);
      throw new ApiError(401, 401, '账号或密码错误');
    }
    await this.throttle.refund(attempt);
    if (session.kind === 'disabled') throw new ApiError(403, 403, '该账号已停用，请联系本协会管理员', { reason: 'ACCOUNT_DISABLED' });
    void reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      // Over HTTPS (directly or behind a proxy that says so) the cookie never travels in clear.
      secure: request.protocol === 'https',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    });
    return toLoginUser(session.principal);
  }

  @Public()
  @Post('logout')
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<null> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (token) await this.sessions.logout(token);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return null;
  }

  @AllowTemporaryPassword()
  @Get('user/getLoginUser')
  getLoginUser(@CurrentStaff() staff: StaffPrincipal): LoginUser {
    return toLoginUser(staff);
  }

  /** The holder changes their own password (required after a reset or at first sign-in); their other sessions end. */
  @AllowTemporaryPassword()
  @Post('user/changePassword')
  async changePassword(
    @Req() request: FastifyRequest,
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(changePasswordSchema)) body: ChangePasswordRequest,
    @CommandId() commandId: string,
  ): Promise<null> {
    const current = await this.sessions.passwordHashOf(staff.tenantId, staff.uid);
    if (!(await this.sessions.verifyPassword(current, body.currentPassword))) throw ApiError.badRequest('当前密码不正确');
    if (body.currentPassword === body.newPassword) throw ApiError.badRequest('新密码不能与当前密码相同');
    await this.accounts.changeOwnPassword(staff, body.newPassword, commandId, sessionTokenHash(request.cookies?.[SESSION_COOKIE] ?? ''));
    return null;
  }

  @Public()
  @Get('user/existsLoginUser')
  async existsLoginUser(@Req() request: FastifyRequest): Promise<boolean> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token) return false;
    // Signed in here, for this association: a session of another association does not count.
    const principal = await this.sessions.resolve(token);
    return principal !== undefined && principal.channel === channelOf(request);
  }
}

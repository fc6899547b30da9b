import { Body, Controller, Get, Post, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestSchema, SESSION_COOKIE, type LoginRequest, type LoginUser } from '@bk/contracts';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { CurrentStaff, Public } from './access.decorators';
import { lockedMessage } from './login-lock-policy';
import { LoginThrottle } from './login-throttle';
import { SESSION_TTL_MS, SessionService } from './session.service';
import type { StaffPrincipal } from './staff-principal';

const toLoginUser = (staff: StaffPrincipal): LoginUser => ({
  user: { uid: staff.uid, loginId: staff.loginId, name: staff.name, showName: staff.showName, mobile: staff.mobile },
  rightKeys: staff.rightKeys,
});

/**
 * Sign-in attempts per client address, across every account and replica (@fastify/rate-limit with
 * the PostgreSQL store): enough for an office behind one address, far too few for guessing.
 */
const LOGIN_ADDRESS_LIMIT = { max: 30, timeWindow: 5 * 60_000 };

const locked = (request: FastifyRequest, remainingMs: number): ApiError => {
  const message = lockedMessage(remainingMs);
  const english = String(request.headers['accept-language'] ?? '').startsWith('en');
  return new ApiError(429, 429, english ? message.en : message.zh, { retryAfterSeconds: Math.ceil(remainingMs / 1000) });
};

@Controller('v1')
export class AuthController {
  constructor(
    private readonly sessions: SessionService,
    private readonly tenants: TenantService,
    private readonly throttle: LoginThrottle,
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
    const lockedMs = await this.throttle.lockedFor(attempt);
    if (lockedMs > 0) throw locked(request, lockedMs);
    const session = await this.sessions.login(tenant, body.loginId, body.password);
    if (!session) {
      const lockMs = await this.throttle.recordFailure(attempt);
      if (lockMs > 0) throw locked(request, lockMs);
      throw new ApiError(401, 401, '账号或密码错误');
    }
    await this.throttle.recordSuccess(attempt);
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

  @Get('user/getLoginUser')
  getLoginUser(@CurrentStaff() staff: StaffPrincipal): LoginUser {
    return toLoginUser(staff);
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

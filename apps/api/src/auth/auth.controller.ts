import { Body, Controller, Get, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestSchema, SESSION_COOKIE, type LoginRequest, type LoginUser } from '@bk/contracts';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { CurrentStaff, Public } from './access.decorators';
import { SESSION_TTL_MS, SessionService } from './session.service';
import type { StaffPrincipal } from './staff-principal';

const toLoginUser = (staff: StaffPrincipal): LoginUser => ({
  user: { uid: staff.uid, loginId: staff.loginId, name: staff.name, showName: staff.showName, mobile: staff.mobile },
  rightKeys: staff.rightKeys,
});

@Controller('v1')
export class AuthController {
  constructor(
    private readonly sessions: SessionService,
    private readonly tenants: TenantService,
  ) {}

  @Public()
  @Post('login')
  async login(
    @Body(new ZodValidationPipe(loginRequestSchema)) body: LoginRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginUser> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    const session = await this.sessions.login(tenant, body.loginId, body.password);
    if (!session) throw new ApiError(401, 401, '账号或密码错误');
    void reply.setCookie(SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: process.env.NODE_ENV === 'production',
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
    return (await this.sessions.resolve(token)) !== undefined;
  }
}

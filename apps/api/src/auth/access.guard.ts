import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { PORTAL_SESSION_COOKIE, RequestHeaders, SESSION_COOKIE } from '@bk/contracts';
import { hasPermission, type PermissionKey } from '@bk/domain';
import { ApiError } from '../common/api-error';
import { PUBLIC_ROUTE, REQUIRED_PERMISSION, TEMPORARY_PASSWORD_ALLOWED } from './access.decorators';
import { PortalSessionService } from '../portal-account/portal-session.service';
import { PORTAL_USER_ROUTE, STEP_ACTOR_ROUTE, type PortalUserRequest } from './portal-user.decorators';
import { SessionService } from './session.service';
import type { StaffPrincipal } from './staff-principal';
import type { PortalPrincipal } from '../portal-account/portal-principal';

/**
 * Every route needs a staff session unless marked @Public() or @PortalUserRoute(); @RequirePermission
 * adds the rightKey check. Staff routes read only the staff cookie and portal-user routes only the
 * portal cookie, so neither kind of session opens the other's endpoints. A session is only valid
 * for its own association: a request that names another channel is treated as not logged in there.
 */
type StaffRequest = FastifyRequest & { staff?: StaffPrincipal };

/** A session is only valid for its own association: naming another channel is not being logged in there. */
const ofRequestChannel = (request: FastifyRequest, sessionChannel: string): boolean => {
  const channel = request.headers[RequestHeaders.channel];
  return typeof channel !== 'string' || channel === '' || channel === sessionChannel;
};

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly portalSessions: PortalSessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(PORTAL_USER_ROUTE, targets)) return this.admitPortalUser(context);
    if (this.reflector.getAllAndOverride<boolean>(STEP_ACTOR_ROUTE, targets)) return this.admitStepActor(context);

    const request = context.switchToHttp().getRequest<StaffRequest>();
    const principal = await this.staffSession(request);
    if (!principal) throw ApiError.notLoggedIn();

    if (principal.mustChangePassword && !this.reflector.getAllAndOverride<boolean>(TEMPORARY_PASSWORD_ALLOWED, targets)) {
      throw new ApiError(403, 403, '请先修改初始密码', { reason: 'MUST_CHANGE_PASSWORD' });
    }
    const required = this.reflector.getAllAndOverride<PermissionKey[] | undefined>(REQUIRED_PERMISSION, targets);
    if (required && !required.some((key) => hasPermission(principal.rightKeys, key))) throw ApiError.forbidden();
    request.staff = principal;
    return true;
  }

  private async admitPortalUser(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<PortalUserRequest>();
    const principal = await this.portalSession(request);
    if (!principal) throw ApiError.notLoggedIn();
    request.portalUser = principal;
    return true;
  }

  /** Either kind of session; a staff one still holding its temporary password does not count. */
  private async admitStepActor(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<StaffRequest & PortalUserRequest>();
    const [staff, portalUser] = await Promise.all([this.staffSession(request), this.portalSession(request)]);
    if (staff && !staff.mustChangePassword) request.staff = staff;
    if (portalUser) request.portalUser = portalUser;
    if (!request.staff && !request.portalUser) throw ApiError.notLoggedIn();
    return true;
  }

  private async staffSession(request: FastifyRequest): Promise<StaffPrincipal | undefined> {
    const token = request.cookies?.[SESSION_COOKIE];
    const principal = token ? await this.sessions.resolve(token) : undefined;
    return principal && ofRequestChannel(request, principal.channel) ? principal : undefined;
  }

  private async portalSession(request: FastifyRequest): Promise<PortalPrincipal | undefined> {
    const token = request.cookies?.[PORTAL_SESSION_COOKIE];
    const principal = token ? await this.portalSessions.resolve(token) : undefined;
    return principal && ofRequestChannel(request, principal.channel) ? principal : undefined;
  }
}

import { Controller, Get } from '@nestjs/common';
import type { PortalUserInfo } from '@bk/contracts';
import { CurrentPortalUser, PortalUserRoute } from '../auth/portal-user.decorators';
import { ApiError } from '../common/api-error';
import type { PortalPrincipal } from './portal-principal';
import { PortalSessionService } from './portal-session.service';
import { portalUserInfo } from './portal-user-info';

/** The signed-in portal user's own account (spec §7 "Identity certification", /api/v1/auth/). */
@PortalUserRoute()
@Controller('v1/auth')
export class PortalUserController {
  constructor(private readonly sessions: PortalSessionService) {}

  @Get('getPortalUserInfo')
  async getPortalUserInfo(@CurrentPortalUser() user: PortalPrincipal): Promise<PortalUserInfo> {
    const row = await this.sessions.user(user.tenantId, user.userId);
    if (!row) throw ApiError.notLoggedIn();
    return portalUserInfo(row);
  }
}

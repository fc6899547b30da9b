import { Body, Controller, Get, Post } from '@nestjs/common';
import {
  markMessagesReadSchema,
  portalMessagePageSchema,
  type MarkMessagesReadRequest,
  type PortalMessagePage,
  type PortalMessagePageRequest,
} from '@bk/contracts';
import { CurrentPortalUser, PortalUserRoute } from '../auth/portal-user.decorators';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import type { PortalPrincipal } from './portal-principal';
import { PortalInbox } from './portal-inbox.service';

/** The signed-in portal user's messages (their user centre's inbox). */
@PortalUserRoute()
@Controller('v1/portal/message')
export class PortalInboxController {
  constructor(private readonly inbox: PortalInbox) {}

  @Post('page')
  page(
    @CurrentPortalUser() user: PortalPrincipal,
    @Body(new ZodValidationPipe(portalMessagePageSchema)) request: PortalMessagePageRequest,
  ): Promise<PortalMessagePage> {
    return this.inbox.page(user.tenantId, user.userId, request);
  }

  @Get('unreadCount')
  unreadCount(@CurrentPortalUser() user: PortalPrincipal): Promise<number> {
    return this.inbox.unreadCount(user.tenantId, user.userId);
  }

  /** Marks the given messages (or all) read; answers how many remain unread. */
  @Post('read')
  read(@CurrentPortalUser() user: PortalPrincipal, @Body(new ZodValidationPipe(markMessagesReadSchema)) body: MarkMessagesReadRequest): Promise<number> {
    return this.inbox.markRead(user.tenantId, user.userId, 'all' in body ? 'all' : body.messageIds);
  }
}

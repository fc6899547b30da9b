import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  announcementRefSchema,
  homeAnnouncementQuerySchema,
  publicAnnouncementPageSchema,
  type AnnouncementRef,
  type HomeAnnouncementQuery,
  type Page,
  type PublicAnnouncement,
  type PublicAnnouncementDetail,
  type PublicAnnouncementPageRequest,
} from '@bk/contracts';
import { Public } from '../auth/access.decorators';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { AnnouncementReadModel } from './queries/announcement-read-model';

/**
 * The portal's announcement calls (spec §7 "Public, no login"): the association is the request's
 * channel, so a portal only ever shows its own association's published announcements.
 */
@Public()
@Controller('noauth/v1')
export class PublicAnnouncementController {
  constructor(
    private readonly tenants: TenantService,
    private readonly announcements: AnnouncementReadModel,
  ) {}

  @Get('home/announcement')
  async home(
    @Query(new ZodValidationPipe(homeAnnouncementQuerySchema)) query: HomeAnnouncementQuery,
    @Req() request: FastifyRequest,
  ): Promise<PublicAnnouncement[]> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    return this.announcements.latestPublished(tenant.tenantId, query.limit);
  }

  @Post('announcement/list')
  async list(
    @Body(new ZodValidationPipe(publicAnnouncementPageSchema)) body: PublicAnnouncementPageRequest,
    @Req() request: FastifyRequest,
  ): Promise<Page<PublicAnnouncement>> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    return this.announcements.publishedPage(tenant.tenantId, body);
  }

  @Get('announcement')
  async detail(
    @Query(new ZodValidationPipe(announcementRefSchema)) query: AnnouncementRef,
    @Req() request: FastifyRequest,
  ): Promise<PublicAnnouncementDetail> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    const detail = await this.announcements.publishedDetail(tenant.tenantId, query.contentId);
    if (!detail) throw ApiError.notFound('公告不存在或已下线');
    return detail;
  }
}

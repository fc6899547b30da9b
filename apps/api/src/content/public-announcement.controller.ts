import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  announcementAnnexRefSchema,
  announcementRefSchema,
  portalItemPath,
  type AnnouncementAnnexRef,
  homeAnnouncementQuerySchema,
  publicAnnouncementPageSchema,
  type AnnouncementRef,
  type HomeAnnouncementQuery,
  type Page,
  type PublicAnnouncement,
  type PublicAnnouncementDetail,
  type PublicAnnouncementPageRequest,
  type PublicUrl,
} from '@bk/contracts';
import { portalVariantOf, PortalVariants } from '@bk/domain';
import { Public } from '../auth/access.decorators';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { AnnouncementReadModel } from './queries/announcement-read-model';
import { ContentReadModel } from './queries/content-read-model';

const ANNOUNCEMENT_NOT_SHOWN = '公告不存在或已下线';

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
    private readonly content: ContentReadModel,
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
    if (!detail) throw ApiError.notFound(ANNOUNCEMENT_NOT_SHOWN);
    return detail;
  }

  /** The stable address of an attachment the published announcement carries; any other file is not found. */
  @Get('announcement/annex/url')
  async annexUrl(@Query(new ZodValidationPipe(announcementAnnexRefSchema)) query: AnnouncementAnnexRef, @Req() request: FastifyRequest): Promise<PublicUrl> {
    const channel = channelOf(request);
    const tenant = await this.tenants.byChannel(channel);
    const detail = await this.content.publishedDetail(tenant.tenantId, channel, query.contentId);
    const annex = detail?.kind === 'courtReformAnnouncement' ? detail.attachments.find((attachment) => attachment.fileId === query.fileId) : undefined;
    if (!annex) throw ApiError.notFound('附件不存在或公告已下线');
    return { url: annex.url };
  }

  /** The announcement's page on the association's portal (its variant's prefix), to open or share. */
  @Get('announcement/url')
  async pageUrl(@Query(new ZodValidationPipe(announcementRefSchema)) query: AnnouncementRef, @Req() request: FastifyRequest): Promise<PublicUrl> {
    const channel = channelOf(request);
    const tenant = await this.tenants.byChannel(channel);
    const detail = await this.announcements.publishedDetail(tenant.tenantId, query.contentId);
    if (!detail) throw ApiError.notFound(ANNOUNCEMENT_NOT_SHOWN);
    const prefix = PortalVariants[portalVariantOf(tenant.config)].routePrefix;
    return { url: portalItemPath(prefix, tenant.channel, 'courtReformAnnouncement', query.contentId) };
  }
}

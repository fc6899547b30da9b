import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE,
  fileRefSchema,
  publicContentRefSchema,
  type FileRef,
  type PublicContentDetail,
  type PublicContentRef,
} from '@bk/contracts';
import { Public } from '../auth/access.decorators';
import { SessionService } from '../auth/session.service';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { Uploads } from '../storage/uploads';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { ContentFileOwner } from './content-file-owner';
import { ContentReadModel } from './queries/content-read-model';

const CONTENT_NOT_SHOWN = '内容不存在或已下线';

/**
 * The portal's item and file calls (spec §7 "Public, no login"; the lists are PublicReadController's):
 * the association is the request's channel, so a portal only ever shows its own association's
 * published items.
 */
@Public()
@Controller('noauth')
export class PublicContentController {
  constructor(
    private readonly tenants: TenantService,
    private readonly content: ContentReadModel,
    private readonly uploads: Uploads,
    private readonly owner: ContentFileOwner,
    private readonly sessions: SessionService,
  ) {}

  /** One published item of any kind. */
  @Get('v1/home/content/detail')
  async detail(@Query(new ZodValidationPipe(publicContentRefSchema)) query: PublicContentRef, @Req() request: FastifyRequest): Promise<PublicContentDetail> {
    const channel = channelOf(request);
    const tenant = await this.tenants.byChannel(channel);
    const detail = await this.content.publishedDetail(tenant.tenantId, channel, query.contentId);
    if (!detail) throw ApiError.notFound(CONTENT_NOT_SHOWN);
    return detail;
  }

  /**
   * The stable address of a file shown in content (rich-text images, covers, attachments, logos):
   * a redirect to a short-lived download. The public gets the files of published items; a staff
   * member signed in here also those of the drafts they may view (the editor shows the same
   * address). Anything else reads as not found.
   */
  @Get('v1/content/file')
  async file(@Query(new ZodValidationPipe(fileRefSchema)) query: FileRef, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    const shown = (await this.owner.admitsPublic(tenant.tenantId, query.fileId)) || (await this.staffMayRead(request, tenant.tenantId, query.fileId));
    if (!shown) throw ApiError.notFound(CONTENT_NOT_SHOWN);
    const download = await this.uploads.downloadUrlFor(tenant.tenantId, query.fileId);
    // Browsers may reuse the redirect for a little less than the download link lives; only this browser.
    await reply.header('cache-control', 'private, max-age=240').redirect(download.url, 302);
  }

  private async staffMayRead(request: FastifyRequest, tenantId: string, fileId: string): Promise<boolean> {
    const token = request.cookies?.[SESSION_COOKIE];
    const staff = token ? await this.sessions.resolve(token) : undefined;
    return staff !== undefined && staff.tenantId === tenantId && !staff.mustChangePassword && (await this.owner.admitsStaff(staff, fileId));
  }
}


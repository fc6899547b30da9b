import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  fileRefSchema,
  publicContentRefSchema,
  type FileRef,
  type PublicContentDetail,
  type PublicContentRef,
} from '@bk/contracts';
import { Public } from '../auth/access.decorators';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { Uploads } from '../storage/uploads';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
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
   * a redirect to a short-lived download. Only verified files that a content item of the
   * association names are served here; anything else reads as not found.
   */
  @Get('v1/content/file')
  async file(@Query(new ZodValidationPipe(fileRefSchema)) query: FileRef, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    if (!(await this.content.namesFile(tenant.tenantId, query.fileId))) throw ApiError.notFound(CONTENT_NOT_SHOWN);
    const download = await this.uploads.downloadUrlFor(tenant.tenantId, query.fileId);
    // Browsers may reuse the redirect for a little less than the download link lives.
    await reply.header('cache-control', 'private, max-age=240').redirect(download.url, 302);
  }
}


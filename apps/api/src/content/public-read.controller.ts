import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  publicReadInput,
  PublicReads,
  publicSearchSchema,
  type Page,
  type PublicContent,
  type PublicKindPageRequest,
  type PublicMeeting,
  type PublicRead,
  type PublicReadPageRequest,
  type PublicSearchHit,
  type PublicSearchRequest,
} from '@bk/contracts';
import { isMeetingStatus, MeetingLinkLabels, MeetingStatusLabels } from '@bk/domain';
import { Public } from '../auth/access.decorators';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { PublicWriteLimit } from '../edge/public-write-limits';
import { FileResponse } from '../openapi/file-response.decorator';
import { RosterQueries } from '../roster/roster-queries';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { atomFeed, FEED_NOT_FOUND, feedOf } from './atom-feed';
import { ContentReadModel } from './queries/content-read-model';
import { ContentSearch } from './queries/content-search';

const FEED_ITEMS = 50;

/**
 * The portal's public reads, declared once in libs/contracts (PublicReads: call → kinds, shape):
 * one route per row is added to this controller below, so the router, the OpenAPI document and
 * the permission test all see an ordinary route. The association is the request's channel and
 * only its published items are read (content_read under its row-level security).
 */
@Public()
@Controller('noauth')
export class PublicReadController {
  constructor(
    private readonly tenants: TenantService,
    private readonly content: ContentReadModel,
    private readonly roster: RosterQueries,
    private readonly search: ContentSearch,
  ) {}

  /** What every declared read answers, by its shape. */
  async answer(read: PublicRead, input: unknown, request: FastifyRequest): Promise<unknown> {
    const channel = channelOf(request);
    const { tenantId } = await this.tenants.byChannel(channel);
    switch (read.shape) {
      case 'page':
        return this.content.publishedPage(tenantId, channel, read.kinds, input as PublicReadPageRequest, read.announcementTypes ?? null);
      case 'kindPage': {
        const { kind, ...page } = input as PublicKindPageRequest;
        return this.content.publishedPage(tenantId, channel, [kind], page);
      }
      case 'all':
        return this.content.publishedAll(tenantId, channel, read.kinds);
      case 'single':
        return this.content.publishedSingle(tenantId, channel, read.kinds);
      case 'names':
        return this.content.publishedNames(tenantId, read.kinds);
      case 'meetings':
        return meetingsOf(await this.content.publishedPage(tenantId, channel, read.kinds, input as PublicReadPageRequest));
      case 'roster':
        return this.roster.publicPage(tenantId, read.orgTypes ?? [], input as PublicReadPageRequest);
      default: {
        const unknownShape: never = read.shape;
        throw new Error(`unknown public read shape ${String(unknownShape)}`);
      }
    }
  }

  /** Every published item of the association whose title or text holds the keyword (Chinese needs no spaces). */
  @PublicWriteLimit('search')
  @Post('v1/home/search')
  async searchContent(@Body(new ZodValidationPipe(publicSearchSchema)) body: PublicSearchRequest, @Req() request: FastifyRequest): Promise<Page<PublicSearchHit>> {
    const { tenantId } = await this.tenants.byChannel(channelOf(request));
    return this.search.search(tenantId, body);
  }

  /** GET /api/noauth/v1/feeds/{associationId}/{feed}.atom: the latest published items of a public list. */
  @FileResponse('application/atom+xml')
  @Get('v1/feeds/:associationId/:file')
  async feed(@Param('associationId') associationId: string, @Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const feed = feedOf(file);
    if (!feed) throw ApiError.notFound(FEED_NOT_FOUND);
    const tenant = await this.tenants.byChannel(associationId);
    const items = await this.content.publishedPage(tenant.tenantId, tenant.channel, feed.definition.kinds, { pageNum: 1, pageSize: FEED_ITEMS }, feed.definition.announcementType ? [feed.definition.announcementType] : null);
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    const xml = atomFeed({ origin, tenant, feedName: feed.name, definition: feed.definition, items: items.list });
    await reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
  }
}

const meetingsOf = (page: Page<PublicContent>): Page<PublicMeeting> => ({
  ...page,
  list: page.list.map((item) => {
    const code = Number(item.fields.status);
    const status = isMeetingStatus(code) ? code : 0;
    const text = (key: string) => (typeof item.fields[key] === 'string' ? (item.fields[key] as string) : '');
    return { ...item, caseName: text('caseName'), meetingAt: text('meetingAt'), status, statusLabel: MeetingStatusLabels[status], link: { label: MeetingLinkLabels[status], url: text('url') } };
  }),
});

/** One route per declared read: the handler answers by the row, the pipe validates the row's shape. */
for (const [key, read] of Object.entries(PublicReads) as [string, PublicRead][]) {
  const prototype = PublicReadController.prototype as unknown as Record<string, unknown>;
  const handler = {
    [key](this: PublicReadController, input: unknown, request: FastifyRequest) {
      return this.answer(read, input, request);
    },
  }[key]!;
  Object.defineProperty(prototype, key, { value: handler, writable: true, configurable: true, enumerable: false });
  const descriptor = Object.getOwnPropertyDescriptor(prototype, key)!;
  (read.method === 'get' ? Get : Post)(read.path)(prototype, key, descriptor);
  (read.input === 'query' ? Query : Body)(new ZodValidationPipe(publicReadInput(read.shape)))(prototype, key, 0);
  Req()(prototype, key, 1);
}

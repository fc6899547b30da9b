import { HOME_ANNOUNCEMENT_LIMIT, type Page, type PublicAnnouncement, type PublicAnnouncementDetail } from '@bk/contracts';
import type { AnnouncementTypeCode } from '@bk/domain';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const PORTAL_ANNOUNCEMENT_PAGE_SIZE = 10;

/** The association's published announcements; the API resolves the association from the channel header. */
export const latestAnnouncementsQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: ['announcements', channel, 'latest'] as const,
    queryFn: ({ signal }) =>
      api.get<PublicAnnouncement[]>('/api/noauth/v1/home/announcement', { params: { limit: HOME_ANNOUNCEMENT_LIMIT }, signal, quiet: true }),
  });

export const announcementPageQueryOptions = (channel: string, params: { page: number; announcementType?: AnnouncementTypeCode }) =>
  queryOptions({
    queryKey: ['announcements', channel, 'list', params] as const,
    queryFn: ({ signal }) =>
      api.post<Page<PublicAnnouncement>>(
        '/api/noauth/v1/announcement/list',
        { pageNum: params.page, pageSize: PORTAL_ANNOUNCEMENT_PAGE_SIZE, announcementType: params.announcementType },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const announcementQueryOptions = (channel: string, contentId: string) =>
  queryOptions({
    queryKey: ['announcements', channel, 'detail', contentId] as const,
    queryFn: ({ signal }) =>
      api.get<PublicAnnouncementDetail>('/api/noauth/v1/announcement', { params: { contentId }, signal, quiet: (error) => error.notFound }),
  });

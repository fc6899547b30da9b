import type { ChannelConfigSettings, FileDownloadUrl, SaveChannelConfigRequest } from '@bk/contracts';
import { api } from '@bk/web';
import { queryOptions } from '@tanstack/react-query';

const LIST = '/api/v1/associatio/config/list';
const SAVE = '/api/v1/associatio/config';

export const channelConfigKeys = {
  settings: (channel: string) => ['basicConfig', channel, 'channelConfig'] as const,
  iconPreview: (channel: string, fileId: string) => ['basicConfig', channel, 'iconPreview', fileId] as const,
};

export const channelConfigQueryOptions = (channel: string) =>
  queryOptions({
    queryKey: channelConfigKeys.settings(channel),
    queryFn: ({ signal }) => api.post<ChannelConfigSettings>(LIST, { historySize: 20 }, { signal }),
    // A change is based on the version read: opening the screen always reads the current one.
    staleTime: 0,
  });

/** A short-lived address of an uploaded image, for its preview (the links live five minutes). */
export const iconPreviewQueryOptions = (channel: string, fileId: string) =>
  queryOptions({
    queryKey: channelConfigKeys.iconPreview(channel, fileId),
    queryFn: ({ signal }) => api.get<FileDownloadUrl>('/api/v1/upload/url', { params: { fileId }, signal, quiet: true }),
    staleTime: 4 * 60_000,
  });

/** Validation (400) and a stale version (409) are shown on the form, not as the generic toast. */
export const saveChannelConfig = (request: SaveChannelConfigRequest, idempotencyKey: string) =>
  api.post<ChannelConfigSettings>(SAVE, request, { idempotencyKey, quiet: (error) => error.status === 400 || error.conflict });

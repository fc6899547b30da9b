import type { ImFeedEntry, ImMatter, Page } from '@bk/contracts';
import { buildUrl, openSharedEventSource, tenantStore } from '@bk/web';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { imKeys, putMatter } from './im-queries';
import { freshEntries, markRead, mergeRecords, type RecordWindow } from './im-records';

export type ImStreamStatus = 'connecting' | 'open' | 'waiting';

/** Writes one feed entry into the caches the screens read. */
const apply = (queryClient: QueryClient, channel: string, entry: ImFeedEntry): void => {
  queryClient.setQueryData(imKeys.unread(channel), { total: entry.totalUnread });
  putMatter(queryClient, channel, entry.matter);
  if (entry.record) {
    const { record } = entry;
    queryClient.setQueryData<RecordWindow>(imKeys.records(channel, entry.matter.id), (current) => (current ? mergeRecords(current, [record]) : current));
  }
  if (entry.readRecordIds) {
    const ids = entry.readRecordIds;
    queryClient.setQueryData<RecordWindow>(imKeys.records(channel, entry.matter.id), (current) => markRead(current, ids));
  }
  if (entry.kind === 'read') {
    // Order and membership of the lists stay; only the matter's counts change.
    queryClient.setQueriesData<Page<ImMatter>>({ queryKey: imKeys.matterLists(channel) }, (page) =>
      page ? { ...page, list: page.list.map((matter) => (matter.id === entry.matter.id ? entry.matter : matter)) } : page,
    );
  } else {
    // A new message moves a matter to the top, a new matter joins: the lists ask again.
    void queryClient.invalidateQueries({ queryKey: imKeys.matterLists(channel) });
  }
};

/**
 * The browser's one connection to the communicate feed (GET /api/v1/im/stream), shared by all
 * console tabs: whichever tab holds it re-broadcasts each entry to the others. Each entry carries its feed position: on reconnecting, the tab asks for what
 * came after the last one it applied, so messages sent meanwhile arrive once, in order; entries
 * already applied are skipped. No polling.
 */
export const useImStream = (channel: string, enabled: boolean): ImStreamStatus => {
  const queryClient = useQueryClient();
  const lastPosition = useRef<number | undefined>(undefined);
  const [status, setStatus] = useState<ImStreamStatus>('connecting');
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const tenantId = tenantStore.cachedTenantId(channel);
    let opened = false;
    const stream = openSharedEventSource({
      shareKey: `bk-live:${channel}:im`,
      url: '/api/v1/im/stream',
      // The position moves on, so each (re)connection builds its address anew.
      create: () =>
        new EventSource(buildUrl('', '/api/v1/im/stream', { channel, tenantid: tenantId, after: lastPosition.current }), { withCredentials: true }),
      events: {
        im: (data) => {
          const [entry] = freshEntries([JSON.parse(data) as ImFeedEntry], lastPosition.current);
          if (!entry) return;
          lastPosition.current = entry.position;
          apply(queryClient, channel, entry);
        },
      },
      onOpen: () => {
        // The first connection starts at the feed's head: anything before it comes from the lists.
        if (!opened) void queryClient.invalidateQueries({ queryKey: imKeys.all(channel) });
        opened = true;
      },
      onStatus: setStatus,
    });
    return () => stream.close();
  }, [channel, enabled, queryClient]);
  return status;
};

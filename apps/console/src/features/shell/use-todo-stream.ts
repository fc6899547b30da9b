import { buildUrl, openSharedEventSource, tenantStore } from '@bk/web';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { todoCountsKey } from './todo-queries';
import { parseTodoCounts } from './todo-counts';

/**
 * Live menu badges: one EventSource on the to-do stream, shared by all console tabs of the
 * browser, writes each `counts` event into the same query the badges read (seeded by
 * getOcsettlementCount). No polling. EventSource cannot
 * send headers, so the channel and tenant ride along as query parameters; the session cookie
 * identifies the user.
 */
export const useTodoStream = (channel: string, enabled: boolean) => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const tenantId = tenantStore.cachedTenantId(channel);
    const url = buildUrl('', '/api/v1/manager/todoStream', { channel, tenantid: tenantId });
    const key = todoCountsKey(channel);
    const stream = openSharedEventSource({
      shareKey: `bk-live:${channel}:todo`,
      url,
      create: (target) => new EventSource(target, { withCredentials: true }),
      events: {
        counts: (data) => {
          const counts = parseTodoCounts(data);
          if (counts) queryClient.setQueryData(key, counts);
        },
      },
      // Anything that changed while disconnected: re-seed once per (re)connection.
      onOpen: () => void queryClient.invalidateQueries({ queryKey: key }),
    });
    return () => stream.close();
  }, [channel, enabled, queryClient]);
};

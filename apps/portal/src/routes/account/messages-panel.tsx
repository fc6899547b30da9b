import { EmptyState, ErrorState, formatDateTime } from '@bk/web';
import { Anchor, Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../i18n';
import { PagePagination } from './page-pagination';
import { usePortal } from '../use-portal';
import { markMessagesRead, messagesQueryOptions, portalUserKeys } from './portal-user-api';

/** A message's link is a path inside the association's portal (with or without a leading slash). */
const portalHref = (variant: string, associationId: string, link: string): string => `/${variant}/${associationId}/${link.replace(/^\/+/, '')}`;

/** The inbox: what the platform told the user (a consultation's steps…), newest first. */
export const MessagesPanel = () => {
  const t = useT();
  const { channel, variant, associationId } = usePortal();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pageNum, setPageNum] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const page = useQuery({ ...messagesQueryOptions(channel, pageNum, unreadOnly), placeholderData: keepPreviousData });
  const read = useMutation({
    mutationFn: markMessagesRead,
    onSuccess: async (unread) => {
      queryClient.setQueryData(portalUserKeys.unread(channel), unread);
      await queryClient.invalidateQueries({ queryKey: ['portal-user', channel, 'messages'] });
    },
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Checkbox
          label={t('unreadOnly')}
          checked={unreadOnly}
          onChange={(event) => {
            setPageNum(1);
            setUnreadOnly(event.currentTarget.checked);
          }}
        />
        <Button size="xs" variant="default" onClick={() => read.mutate('all')} loading={read.isPending} disabled={!page.data?.unread}>
          {t('markAllRead')}
        </Button>
      </Group>
      {page.isPending ? (
        <Skeleton h={80} />
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.total === 0 ? (
        <EmptyState title={t('messagesEmpty')} />
      ) : (
        <Stack gap="sm">
          {page.data.list.map((message) => (
            <Paper key={message.messageId} withBorder p="md" data-testid="message-row" data-unread={message.readAt === null}>
              <Stack gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text fw={message.readAt ? 400 : 700}>{message.title}</Text>
                  {message.readAt ? null : (
                    <Badge color="red" variant="light">
                      {t('unread')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm">{message.body}</Text>
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    {formatDateTime(message.createdAt)}
                  </Text>
                  {message.link ? (
                    <Anchor
                      size="sm"
                      href={portalHref(variant, associationId, message.link)}
                      onClick={(event) => {
                        event.preventDefault();
                        if (!message.readAt) read.mutate([message.messageId]);
                        void navigate({ href: portalHref(variant, associationId, message.link) });
                      }}
                    >
                      {t('open')}
                    </Anchor>
                  ) : null}
                  {message.readAt ? null : (
                    <Button size="compact-xs" variant="subtle" onClick={() => read.mutate([message.messageId])}>
                      {t('markRead')}
                    </Button>
                  )}
                </Group>
              </Stack>
            </Paper>
          ))}
          <PagePagination page={page.data} onChange={setPageNum} />
        </Stack>
      )}
    </Stack>
  );
};

import type { ImMatter } from '@bk/contracts';
import { matterStatusFromCode, matterStatusLabel } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, RouterButton } from '@bk/web';
import { Badge, Group, Pagination, Paper, SegmentedControl, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../i18n';
import { Conversation } from './conversation';
import { MATTER_PAGE_SIZE, matterListQueryOptions } from './im-queries';
import classes from './matter-page.module.css';
import { useCommunicate } from './use-communicate';

const matterRoute = getRouteApi('/communicate/$associationId/matter');

const MatterItem = ({ matter, active, onOpen }: { matter: ImMatter; active: boolean; onOpen: () => void }) => {
  const t = useT();
  const status = matterStatusFromCode(matter.status) ?? 'ongoing';
  const last = matter.lastMessage;
  return (
    <button type="button" className={classes.item} data-active={active || undefined} onClick={onOpen} aria-current={active ? 'true' : undefined} data-testid="im-matter-item">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} className={classes.ellipsis}>
          {matter.other.name}
        </Text>
        <Group gap={4} wrap="nowrap">
          {matter.crossBorder ? (
            <Badge size="xs" variant="light" color="grape">
              {t('imCrossBorder')}
            </Badge>
          ) : null}
          <Badge size="xs" variant="light" color={status === 'ended' ? 'gray' : 'green'}>
            {t.l(matterStatusLabel[status])}
          </Badge>
          {matter.unread > 0 ? (
            <Badge size="sm" color="red" circle={matter.unread < 10} aria-label={t('imUnreadBadge', { count: matter.unread })}>
              {matter.unread > 99 ? '99+' : matter.unread}
            </Badge>
          ) : null}
        </Group>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="dimmed" className={classes.ellipsis}>
          {last ? (last.type === 2 ? t('imFileMessage', { name: last.content }) : last.content) : matter.other.associationName}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatDateTime(matter.updateTime)}
        </Text>
      </Group>
    </button>
  );
};

/** matter: the person's matters (search, status, pages) and the open conversation. */
export const MatterPage = () => {
  const t = useT();
  const { associationId, channel } = useCommunicate();
  const search = matterRoute.useSearch();
  const navigate = useNavigate({ from: '/communicate/$associationId/matter' });
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const request = { pageNum: search.page ?? 1, pageSize: MATTER_PAGE_SIZE, keyword: search.keyword, status: search.status };
  const list = useQuery(matterListQueryOptions(channel, request));
  const applyKeyword = useDebouncedCallback((value: string) => {
    void navigate({ search: (previous) => ({ ...previous, keyword: value.trim() || undefined, page: undefined }), replace: true });
  }, 300);
  const filtered = search.keyword !== undefined || search.status !== undefined;

  return (
    <div className={classes.layout}>
      <Paper withBorder p="sm" className={classes.listPane} data-conversation-open={search.matterId ? true : undefined}>
        <Stack gap="sm">
          <TextInput
            aria-label={t('imSearchMatters')}
            placeholder={t('imSearchMatters')}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.currentTarget.value);
              applyKeyword(event.currentTarget.value);
            }}
          />
          <SegmentedControl
            fullWidth
            size="xs"
            aria-label={t('imStatusAll')}
            value={search.status === undefined ? 'all' : String(search.status)}
            onChange={(value) => void navigate({ search: (previous) => ({ ...previous, status: value === 'all' ? undefined : (Number(value) as 0 | 1), page: undefined }) })}
            data={[
              { value: 'all', label: t('imStatusAll') },
              { value: '0', label: t.l(matterStatusLabel.ongoing) },
              { value: '1', label: t.l(matterStatusLabel.ended) },
            ]}
          />
          {list.isPending ? (
            <Stack gap="xs">
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} height={52} />
              ))}
            </Stack>
          ) : list.isError ? (
            <ErrorState error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.list.length === 0 ? (
            filtered ? (
              <EmptyState title={t('imNoMatch')} />
            ) : (
              <EmptyState
                title={t('imNoMatters')}
                description={t('imNoMattersHint')}
                action={
                  <RouterButton variant="light" to="/communicate/$associationId/address" params={{ associationId }}>
                    {t('imTabAddress')}
                  </RouterButton>
                }
              />
            )
          ) : (
            <Stack gap={2} role="list" aria-label={t('imTabMatter')}>
              {list.data.list.map((matter) => (
                <div role="listitem" key={matter.id}>
                  <MatterItem
                    matter={matter}
                    active={matter.id === search.matterId}
                    onOpen={() => void navigate({ search: (previous) => ({ ...previous, matterId: matter.id }) })}
                  />
                </div>
              ))}
            </Stack>
          )}
          {list.data && list.data.total > MATTER_PAGE_SIZE ? (
            <Pagination
              size="sm"
              total={Math.ceil(list.data.total / MATTER_PAGE_SIZE)}
              value={request.pageNum}
              onChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
            />
          ) : null}
        </Stack>
      </Paper>
      {search.matterId ? (
        <Conversation key={search.matterId} matterId={search.matterId} onBack={() => void navigate({ search: (previous) => ({ ...previous, matterId: undefined }) })} />
      ) : (
        <Paper withBorder p="xl" className={classes.placeholder}>
          <EmptyState title={t('imPickMatter')} />
        </Paper>
      )}
    </div>
  );
};

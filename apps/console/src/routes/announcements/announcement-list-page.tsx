import { announcementStatuses, DEFAULT_PAGE_SIZE, type AnnouncementStatus, type AnnouncementSummary } from '@bk/contracts';
import {
  AnnouncementTypes,
  codeEntries,
  codeLabelOf,
  contentItemStatusLabel,
  DEBOUNCE_MS,
  displayOrDash,
  isNew,
  type AnnouncementTypeCode,
} from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, RouterAnchor, RouterButton } from '@bk/web';
import { Badge, Button, Group, Modal, Pagination, Paper, Select, Skeleton, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { announcementListQueryOptions, type AnnouncementListParams } from '../../announcements/announcement-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../../features/shell/use-association';
import classes from './announcements.module.css';
import { useAnnouncementCommand, type AnnouncementRowAction } from './use-announcement-command';

const route = getRouteApi('/index/$associationId/shell/authenticated/courtReformGgxx');

const ALL = 'all';
const COLUMN_COUNT = 6;

/** courtReformGgxx: the association's announcements, pinned first then newest, with their switches. */
export const AnnouncementListPage = () => {
  const t = useT();
  const headingId = useId();
  const { associationId, channel } = useAssociation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params: AnnouncementListParams = {
    page: search.page ?? 1,
    keyword: search.keyword ?? '',
    status: search.status,
    announcementType: search.announcementType,
  };
  const query = useQuery(announcementListQueryOptions(channel, params));
  const [deleting, setDeleting] = useState<AnnouncementSummary | null>(null);
  const command = useAnnouncementCommand(() => setDeleting(null));
  const busyId = command.isPending ? command.variables.row.contentId : undefined;
  const act = (action: AnnouncementRowAction, row: AnnouncementSummary) => command.mutate({ action, row });
  // One "now" per render for the "new" tag (spec §9: published within 7 days).
  const now = new Date().toISOString();

  const onParamsChange = useCallback(
    (next: AnnouncementListParams) =>
      void navigate({
        search: (previous) => ({
          ...previous,
          page: next.page > 1 ? next.page : undefined,
          keyword: next.keyword || undefined,
          status: next.status,
          announcementType: next.announcementType,
        }),
        replace: next.keyword !== (search.keyword ?? ''),
      }),
    [navigate, search.keyword],
  );

  const [keywordInput, setKeywordInput] = useState(params.keyword);
  const [debouncedKeyword] = useDebouncedValue(keywordInput.trim(), DEBOUNCE_MS);
  // Typing settles for 500 ms (spec §9) before the URL, and so the query, follows.
  useEffect(() => {
    if (debouncedKeyword !== params.keyword) onParamsChange({ ...params, page: 1, keyword: debouncedKeyword });
    // Keyed on the settled keyword only: URL changes must not re-trigger a search.
  }, [debouncedKeyword]);
  // Back/forward changes the URL's keyword: show it in the box.
  useEffect(() => {
    setKeywordInput((current) => (current.trim() === params.keyword ? current : params.keyword));
  }, [params.keyword]);

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || DEFAULT_PAGE_SIZE))) : 1;
  // The last row of the last page went away (deleted): step back to the last page there is.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.list.length === 0 && data.total > 0 && params.page > totalPages) {
      onParamsChange({ ...params, page: totalPages });
    }
  }, [data, query.isPlaceholderData, params, totalPages, onParamsChange]);

  const statusOptions = useMemo(
    () => [
      { value: ALL, label: t('announcementStatusAll') },
      ...announcementStatuses.map((status) => ({ value: status, label: t.l(contentItemStatusLabel[status]) })),
    ],
    [t],
  );
  const typeOptions = useMemo(
    () => [
      { value: ALL, label: t('announcementTypeAll') },
      ...codeEntries(AnnouncementTypes).map((entry) => ({ value: String(entry.code), label: t.l(entry) })),
    ],
    [t],
  );
  const filtered = params.keyword !== '' || params.status !== undefined || params.announcementType !== undefined;

  let rows: ReactNode;
  if (query.isPending) {
    rows = Array.from({ length: 5 }, (_, row) => (
      <Table.Tr key={row}>
        {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (data) {
    rows = data.list.map((row) => {
      const busy = busyId === row.contentId;
      const typeLabel = codeLabelOf(AnnouncementTypes, row.announcementType);
      return (
        <Table.Tr key={row.contentId} data-testid="announcement-row" data-content-id={row.contentId} aria-label={row.title}>
          <Table.Td>
            <Group gap={6} wrap="nowrap" align="flex-start">
              {row.pinned ? (
                <Badge size="sm" color="red" variant="light" miw="max-content">
                  {t('announcementPinnedBadge')}
                </Badge>
              ) : null}
              <div>
                <RouterAnchor
                  to="/index/$associationId/courtReformGgxx-form/$type/$id"
                  params={{ associationId, type: 'edit', id: row.contentId }}
                  aria-label={t('announcementEditLabel', { title: row.title })}
                  fw={500}
                >
                  {row.title}
                </RouterAnchor>
                {row.status === 'published' && row.publishedAt && isNew(row.publishedAt, now) ? (
                  <Badge size="xs" ml={6} color="orange" variant="filled">
                    {t('announcementNewBadge')}
                  </Badge>
                ) : null}
                <Text size="xs" c="dimmed" lineClamp={1} className={classes.summary}>
                  {row.summary}
                </Text>
              </div>
            </Group>
          </Table.Td>
          <Table.Td className={classes.nowrap}>{typeLabel ? t.l(typeLabel) : displayOrDash(null)}</Table.Td>
          <Table.Td className={classes.nowrap}>
            <Switch
              checked={row.status === 'published'}
              onChange={(event) => act(event.currentTarget.checked ? 'publish' : 'unpublish', row)}
              disabled={busy}
              label={t.l(contentItemStatusLabel[row.status])}
              aria-label={t('announcementPublishLabel', { title: row.title })}
              data-testid="announcement-publish-switch"
            />
          </Table.Td>
          <Table.Td className={classes.nowrap}>{formatDateTime(row.updatedAt)}</Table.Td>
          <Table.Td className={classes.nowrap}>{displayOrDash(row.updatedByName)}</Table.Td>
          <Table.Td className={classes.nowrap}>
            <Group gap="xs" wrap="nowrap">
              <RouterButton
                size="xs"
                variant="light"
                to="/index/$associationId/courtReformGgxx-form/$type/$id"
                params={{ associationId, type: 'edit', id: row.contentId }}
                aria-label={t('announcementEditLabel', { title: row.title })}
              >
                {t('announcementEdit')}
              </RouterButton>
              <Button
                size="xs"
                variant="default"
                disabled={busy}
                onClick={() => act(row.pinned ? 'unpin' : 'pin', row)}
                aria-label={t(row.pinned ? 'announcementUnpinLabel' : 'announcementPinLabel', { title: row.title })}
                data-testid="announcement-pin"
              >
                {t(row.pinned ? 'announcementUnpin' : 'announcementPin')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={busy}
                onClick={() => setDeleting(row)}
                aria-label={t('announcementDeleteLabel', { title: row.title })}
                data-testid="announcement-delete"
              >
                {t('announcementDelete')}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      );
    });
  }
  const showTable = query.isPending || (data !== undefined && data.list.length > 0);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2" id={headingId}>
            {t('announcementsTitle')}
          </Title>
          <Text c="dimmed">{t('announcementsIntro')}</Text>
        </div>
        <RouterButton to="/index/$associationId/courtReformGgxx-form/$type" params={{ associationId, type: 'add' }} data-testid="announcement-add">
          {t('announcementAdd')}
        </RouterButton>
      </Group>

      <div className={classes.toolbar}>
        <div className={classes.filters}>
          <TextInput
            className={classes.search}
            type="search"
            label={t('announcementSearchLabel')}
            placeholder={t('announcementSearchPlaceholder')}
            value={keywordInput}
            onChange={(event) => setKeywordInput(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter searches at once instead of waiting for the debounce.
              if (event.key === 'Enter') onParamsChange({ ...params, page: 1, keyword: keywordInput.trim() });
            }}
            maxLength={100}
          />
          <Select
            label={t('announcementStatusFilter')}
            data={statusOptions}
            value={params.status ?? ALL}
            onChange={(value) => onParamsChange({ ...params, page: 1, status: value === null || value === ALL ? undefined : (value as AnnouncementStatus) })}
            allowDeselect={false}
            w={150}
            data-testid="announcement-status-filter"
          />
          <Select
            label={t('announcementTypeFilter')}
            data={typeOptions}
            value={params.announcementType === undefined ? ALL : String(params.announcementType)}
            onChange={(value) =>
              onParamsChange({ ...params, page: 1, announcementType: value === null || value === ALL ? undefined : (Number(value) as AnnouncementTypeCode) })
            }
            allowDeselect={false}
            w={220}
            data-testid="announcement-type-filter"
          />
        </div>
        {data ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('totalCount', { total: data.total })}
          </Text>
        ) : null}
      </div>

      <Paper withBorder>
        {query.isError && !data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : showTable ? (
          <Table.ScrollContainer minWidth={960}>
            <Table highlightOnHover verticalSpacing="sm" aria-labelledby={headingId} aria-busy={query.isFetching} className={classes.table} data-testid="announcement-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={300}>{t('announcementTitleColumn')}</Table.Th>
                  <Table.Th>{t('announcementTypeColumn')}</Table.Th>
                  <Table.Th>{t('announcementPublishedColumn')}</Table.Th>
                  <Table.Th>{t('announcementUpdatedColumn')}</Table.Th>
                  <Table.Th>{t('announcementUpdatedByColumn')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <EmptyState
            title={filtered ? t('announcementNoMatch') : t('announcementEmpty')}
            description={params.keyword ? t('announcementSearchNoMatch', { keyword: params.keyword }) : undefined}
          />
        )}
      </Paper>

      {data && data.total > 0 ? (
        <Group justify="flex-end">
          <Pagination
            total={totalPages}
            value={Math.min(params.page, totalPages)}
            onChange={(page) => onParamsChange({ ...params, page })}
            aria-label={t('paginationLabel')}
            withEdges
          />
        </Group>
      ) : null}

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('announcementDeleteTitle')}>
        {deleting ? (
          <Stack gap="md" data-testid="announcement-delete-confirm">
            <Text>{t('announcementDeleteConfirm', { title: deleting.title })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)} disabled={command.isPending}>
                {t('cancel')}
              </Button>
              <Button color="red" onClick={() => act('delete', deleting)} loading={command.isPending} data-autofocus>
                {t('announcementDeleteSubmit')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
};

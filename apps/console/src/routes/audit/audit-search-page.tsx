import { AuditCaseKinds, DEFAULT_PAGE_SIZE, type AuditCaseKind } from '@bk/contracts';
import { DEBOUNCE_MS, displayOrDash } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, RouterAnchor, RouterButton } from '@bk/web';
import { Group, Pagination, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { auditSearchQueryOptions, type AuditSearchParams } from '../../audit/audit-queries';
import { useT } from '../../i18n';
import classes from './audit.module.css';
import { useAssociation } from '../use-association';
import { CaseStateBadge, useKindLabel } from './case-state-badge';

const route = getRouteApi('/index/$associationId/shell/authenticated/audit');

const ALL = 'all';
const COLUMNS = 8;

/** audit: find a case of any kind by its number or enterprise, then open its replay. */
export const AuditSearchPage = () => {
  const t = useT();
  const kindLabel = useKindLabel();
  const headingId = useId();
  const { associationId, channel } = useAssociation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params: AuditSearchParams = { page: search.page ?? 1, keyword: search.keyword ?? '', kind: search.kind };
  const query = useQuery(auditSearchQueryOptions(channel, params));

  const setParams = (next: AuditSearchParams) =>
    void navigate({
      search: (previous) => ({ ...previous, page: next.page > 1 ? next.page : undefined, keyword: next.keyword || undefined, kind: next.kind }),
      replace: next.keyword !== params.keyword,
    });

  const [keywordInput, setKeywordInput] = useState(params.keyword);
  const [debouncedKeyword] = useDebouncedValue(keywordInput.trim(), DEBOUNCE_MS);
  // Typing settles (spec §9) before the URL, and so the query, follows.
  useEffect(() => {
    if (debouncedKeyword !== params.keyword) setParams({ ...params, page: 1, keyword: debouncedKeyword });
    // Keyed on the settled keyword only: URL changes must not re-trigger a search.
  }, [debouncedKeyword]);
  // Back/forward changes the URL's keyword: show it in the box.
  useEffect(() => {
    setKeywordInput((current) => (current.trim() === params.keyword ? current : params.keyword));
  }, [params.keyword]);

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || DEFAULT_PAGE_SIZE))) : 1;

  let body: ReactNode;
  if (query.isPending) {
    body = Array.from({ length: 5 }, (_, row) => (
      <Table.Tr key={row}>
        {Array.from({ length: COLUMNS }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (data) {
    body = data.list.map((row) => {
      const replay = { to: '/index/$associationId/audit/$caseId', params: { associationId, caseId: row.caseId }, search: { kind: row.kind } } as const;
      return (
        <Table.Tr key={row.caseId} data-testid="audit-case-row" data-case-id={row.caseId}>
          <Table.Td className={classes.nowrap}>
            <RouterAnchor {...replay} className={classes.mono} aria-label={t('auditReplayLabel', { caseNumber: row.caseNumber })}>
              {row.caseNumber}
            </RouterAnchor>
          </Table.Td>
          <Table.Td className={classes.nowrap}>{kindLabel(row.kind)}</Table.Td>
          <Table.Td>{displayOrDash(row.enterpriseName)}</Table.Td>
          <Table.Td className={classes.nowrap}>
            <CaseStateBadge kind={row.kind} stateCode={row.stateCode} />
          </Table.Td>
          <Table.Td className={classes.nowrap}>{formatDateTime(row.submittedAt)}</Table.Td>
          <Table.Td className={classes.nowrap}>{formatDateTime(row.updatedAt)}</Table.Td>
          <Table.Td>{row.version}</Table.Td>
          <Table.Td className={classes.nowrap}>
            <RouterButton size="xs" variant="light" {...replay} aria-label={t('auditReplayLabel', { caseNumber: row.caseNumber })}>
              {t('auditReplay')}
            </RouterButton>
          </Table.Td>
        </Table.Tr>
      );
    });
  }

  const showTable = query.isPending || (data !== undefined && data.list.length > 0);
  const kindOptions = [
    { value: ALL, label: t('auditKindAll') },
    ...AuditCaseKinds.map((kind) => ({ value: kind, label: kindLabel(kind) })),
  ];

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2" id={headingId}>
          {t('auditTitle')}
        </Title>
        <Text c="dimmed">{t('auditIntro')}</Text>
      </div>

      <div className={classes.toolbar}>
        <div className={classes.filters}>
          <TextInput
            className={classes.search}
            type="search"
            label={t('searchLabel')}
            placeholder={t('auditSearchPlaceholder')}
            value={keywordInput}
            onChange={(event) => setKeywordInput(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter searches at once instead of waiting for the debounce.
              if (event.key === 'Enter') setParams({ ...params, page: 1, keyword: keywordInput.trim() });
            }}
            maxLength={100}
          />
          <Select
            label={t('auditKindLabel')}
            data={kindOptions}
            value={params.kind ?? ALL}
            onChange={(value) => setParams({ ...params, page: 1, kind: value === null || value === ALL ? undefined : (value as AuditCaseKind) })}
            allowDeselect={false}
            w={220}
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
          <Table.ScrollContainer minWidth={140 * COLUMNS}>
            <Table
              className={classes.table}
              highlightOnHover
              verticalSpacing="sm"
              aria-labelledby={headingId}
              aria-busy={query.isFetching}
              data-testid="audit-case-table"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('caseNumber')}</Table.Th>
                  <Table.Th>{t('auditKindLabel')}</Table.Th>
                  <Table.Th>{t('enterpriseName')}</Table.Th>
                  <Table.Th>{t('state')}</Table.Th>
                  <Table.Th>{t('submittedAt')}</Table.Th>
                  <Table.Th>{t('updatedAt')}</Table.Th>
                  <Table.Th>{t('auditEventCount')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <EmptyState title={t('auditEmpty')} description={params.keyword ? t('searchNoMatch', { keyword: params.keyword }) : undefined} />
        )}
      </Paper>

      {data && data.total > 0 ? (
        <Group className={classes.footer}>
          <span />
          <Pagination
            total={totalPages}
            value={Math.min(params.page, totalPages)}
            onChange={(page) => setParams({ ...params, page })}
            aria-label={t('paginationLabel')}
            withEdges
          />
        </Group>
      ) : null}
    </Stack>
  );
};

import { DEFAULT_PAGE_SIZE, type CaseSummary } from '@bk/contracts';
import { DEBOUNCE_MS, displayOrDash } from '@bk/domain';
import { EmptyState, ErrorState, formatDateTime, RouterAnchor } from '@bk/web';
import { Group, Pagination, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { caseListQueryOptions, type CaseListParams, type CaseListQueue } from '../../court-reform/court-reform-queries';
import { useT } from '../../i18n';
import { useAssociation } from '../use-association';
import classes from './case-list.module.css';
import { StateBadge } from './state-badge';

export type CaseListProps = {
  queue: CaseListQueue;
  /** The menu entry the list belongs to; case links carry it back. */
  from: 'courtReformAssign' | 'courtReformBind';
  params: CaseListParams;
  onParamsChange: (params: CaseListParams) => void;
  title: string;
  intro: string;
  emptyText: string;
  renderActions: (row: CaseSummary) => ReactNode;
};

const COLUMN_COUNT = 7;

/** The queue pattern of the court-reform pages: search, table, paging; loading, empty and error states. */
export const CaseList = ({ queue, from, params, onParamsChange, title, intro, emptyText, renderActions }: CaseListProps) => {
  const t = useT();
  const headingId = useId();
  const { associationId, channel } = useAssociation();
  const [keywordInput, setKeywordInput] = useState(params.keyword);
  const [debouncedKeyword] = useDebouncedValue(keywordInput.trim(), DEBOUNCE_MS);
  const query = useQuery(caseListQueryOptions(channel, queue, params));

  // Typing settles for 500 ms (spec §9) before the URL, and so the query, follows.
  useEffect(() => {
    if (debouncedKeyword !== params.keyword) onParamsChange({ page: 1, keyword: debouncedKeyword });
    // Deliberately keyed on the settled keyword only: URL changes must not re-trigger a search.
  }, [debouncedKeyword]);

  // Back/forward changes the URL's keyword: show it in the box.
  useEffect(() => {
    setKeywordInput((current) => (current.trim() === params.keyword ? current : params.keyword));
  }, [params.keyword]);

  const data = query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || DEFAULT_PAGE_SIZE))) : 1;

  // The last row of the last page went away (allocated): step back to the last page there is.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.list.length === 0 && data.total > 0 && params.page > totalPages) {
      onParamsChange({ page: totalPages, keyword: params.keyword });
    }
  }, [data, query.isPlaceholderData, params, totalPages, onParamsChange]);

  const header = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('caseNumber')}</Table.Th>
        <Table.Th>{t('enterpriseName')}</Table.Th>
        <Table.Th>{t('creditCode')}</Table.Th>
        <Table.Th>{t('contactName')}</Table.Th>
        <Table.Th>{t('submittedAt')}</Table.Th>
        <Table.Th>{t('state')}</Table.Th>
        <Table.Th>{t('actions')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = Array.from({ length: 5 }, (_, row) => (
      <Table.Tr key={row}>
        {Array.from({ length: COLUMN_COUNT }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (data) {
    body = data.list.map((row) => (
      <Table.Tr key={row.caseId} aria-label={row.caseNumber} data-testid="case-row" data-case-id={row.caseId}>
        <Table.Td className={classes.nowrap}>
          <RouterAnchor
            to="/index/$associationId/courtReformInformation/$caseId"
            params={{ associationId, caseId: row.caseId }}
            search={{ from }}
            aria-label={t('viewCaseLabel', { caseNumber: row.caseNumber })}
            className={classes.mono}
          >
            {row.caseNumber}
          </RouterAnchor>
        </Table.Td>
        <Table.Td>{displayOrDash(row.enterpriseName)}</Table.Td>
        <Table.Td className={classes.mono}>{displayOrDash(row.creditCode)}</Table.Td>
        <Table.Td>{displayOrDash(row.contactName)}</Table.Td>
        <Table.Td className={classes.nowrap}>{formatDateTime(row.submittedAt)}</Table.Td>
        <Table.Td>
          <StateBadge stateCode={row.stateCode} />
        </Table.Td>
        <Table.Td className={classes.nowrap}>{renderActions(row)}</Table.Td>
      </Table.Tr>
    ));
  }

  const showTable = query.isPending || (data !== undefined && data.list.length > 0);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2" id={headingId}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </div>

      <div className={classes.toolbar}>
        <TextInput
          className={classes.search}
          type="search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={keywordInput}
          onChange={(event) => setKeywordInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter searches at once instead of waiting for the debounce.
            if (event.key === 'Enter') onParamsChange({ page: 1, keyword: keywordInput.trim() });
          }}
          maxLength={100}
        />
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
            <Table
              className={classes.table}
              highlightOnHover
              verticalSpacing="sm"
              aria-labelledby={headingId}
              aria-busy={query.isFetching}
              data-testid={`case-table-${queue}`}
            >
              {header}
              <Table.Tbody>{body}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <EmptyState title={emptyText} description={params.keyword ? t('searchNoMatch', { keyword: params.keyword }) : undefined} />
        )}
      </Paper>

      {data && data.total > 0 ? (
        <Group className={classes.footer}>
          <span />
          <Pagination
            total={totalPages}
            value={Math.min(params.page, totalPages)}
            onChange={(page) => onParamsChange({ page, keyword: params.keyword })}
            aria-label={t('paginationLabel')}
            withEdges
          />
        </Group>
      ) : null}
    </Stack>
  );
};

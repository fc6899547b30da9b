import type { Page } from '@bk/contracts';
import { EmptyState, ErrorState } from '@bk/web';
import { Paper, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import classes from './announcements/announcements.module.css';

/** A page of published items in a card: placeholders while loading, the error, the empty state, or the list. */
export const ArticleList = <T,>({ query, empty, testId, children }: { query: UseQueryResult<Page<T>>; empty: string; testId: string; children: (item: T) => ReactNode }) => (
  <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
    {query.isPending ? (
      <Stack gap="lg" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={72} radius="sm" />
        ))}
      </Stack>
    ) : query.isError && !query.data ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : query.data.list.length === 0 ? (
      <EmptyState title={empty} />
    ) : (
      <ul className={classes.list} aria-busy={query.isFetching} data-testid={testId}>
        {query.data.list.map(children)}
      </ul>
    )}
  </Paper>
);

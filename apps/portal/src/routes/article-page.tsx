import { EmptyState, ErrorState, isApiError } from '@bk/web';
import { Container, Paper, Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import pageClasses from './page.module.css';

/**
 * The frame of one published item's page (an announcement, a news item): a way back, then the
 * item, or while it loads a placeholder, and if it is gone or failed to load, says which.
 */
export const ArticlePage = <T,>({ query, back, gone, children }: { query: UseQueryResult<T>; back: ReactNode; gone: string; children: (data: T) => ReactNode }) => {
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={32} width="60%" />
        <Skeleton height={200} />
      </Stack>
    );
  } else if (query.isError) {
    content =
      isApiError(query.error) && query.error.notFound ? (
        <EmptyState title={gone} action={back} />
      ) : (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      );
  } else {
    content = children(query.data);
  }
  return (
    <Container size="md" className={pageClasses.page}>
      <Stack gap="md">
        <div>{back}</div>
        <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
          {content}
        </Paper>
      </Stack>
    </Container>
  );
};

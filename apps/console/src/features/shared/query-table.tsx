import { EmptyState, ErrorState } from '@bk/web';
import { Skeleton, Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type QueryTableColumn<Row> = { key: string; header: string; cell: (row: Row) => ReactNode };

/**
 * A small table of a query's rows (a panel inside a page, not a paged list): loading skeleton,
 * error with retry, an empty message, and rows labelled for assistive technology and tests.
 */
export const QueryTable = <Row,>({
  query,
  columns,
  rowKey,
  rowLabel,
  empty,
  testId,
  minWidth = 420,
}: {
  query: UseQueryResult<{ list: Row[] }>;
  columns: readonly (QueryTableColumn<Row> | false)[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  empty: string;
  testId: string;
  minWidth?: number;
}) => {
  const shown = columns.filter((column): column is QueryTableColumn<Row> => column !== false);
  if (query.isPending) return <Skeleton height={80} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <EmptyState title={empty} />;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) => (
              <Table.Th key={column.key}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {query.data.list.map((row) => (
            <Table.Tr key={rowKey(row)} aria-label={rowLabel(row)}>
              {shown.map((column) => (
                <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

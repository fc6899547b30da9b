import { caseLabels, EmptyState, ErrorState, formatDateTime, RouterButton } from '@bk/web';
import { Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { PagePagination } from './page-pagination';
import { usePortal } from '../use-portal';
import { applicationsQueryOptions } from './portal-user-api';

/** My applications: restructuring applications filed with the signed-in mobile number. */
export const ApplicationsPanel = () => {
  const t = useT();
  const { channel, variant, associationId } = usePortal();
  const [pageNum, setPageNum] = useState(1);
  const page = useQuery({ ...applicationsQueryOptions(channel, pageNum), placeholderData: keepPreviousData });

  if (page.isPending)
    return (
      <Stack gap="sm">
        <Skeleton h={80} />
        <Skeleton h={80} />
      </Stack>
    );
  if (page.isError) return <ErrorState error={page.error} onRetry={() => void page.refetch()} />;
  if (page.data.total === 0) return <EmptyState title={t('applicationsEmpty')} description={t('applicationsEmptyText')} />;
  return (
    <Stack gap="sm">
      {page.data.list.map((item) => {
        const labels = caseLabels[item.kind];
        return (
          <Paper key={item.caseId} withBorder p="md" data-testid="application-row">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{item.enterpriseName}</Text>
                <Badge color={labels.stateColor(item.stateCode)} variant="light">
                  {t.l(labels.stateLabelOf(item.stateCode) ?? { zh: String(item.stateCode), en: String(item.stateCode) })}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {item.kind === 'court-reform' ? t('kindCourtReform') : t('kindRestructuringTask')} · {item.caseNumber} · {formatDateTime(item.submittedAt)}
              </Text>
              <Group>
                <RouterButton
                  size="xs"
                  variant="default"
                  to="/$variant/$associationId/reconciliationList"
                  params={{ variant, associationId }}
                  search={{ caseNumber: item.caseNumber }}
                >
                  {t('viewProgress')}
                </RouterButton>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <PagePagination page={page.data} onChange={setPageNum} />
    </Stack>
  );
};

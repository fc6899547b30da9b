import { DistressStateCodes, type DistressSummary } from '@bk/contracts';
import { distressConsultationStateColor, EmptyState, ErrorState, formatDateTime, RouterButton } from '@bk/web';
import { Badge, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { stateLabelOf } from './consultation-state-label';
import { PagePagination } from '../account/page-pagination';
import { consultationsQueryOptions } from '../account/portal-user-api';
import { usePortal } from '../use-portal';

const ConsultationCard = ({ item }: { item: DistressSummary }) => {
  const t = useT();
  const { variant, associationId } = usePortal();
  const waitsOnMe = item.stateCode === DistressStateCodes.awaitingMaterials;
  return (
    <Paper withBorder p="md" data-testid="consultation-row" data-business-id={item.businessId}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{item.applicantName}</Text>
          <Badge color={distressConsultationStateColor(item.stateCode)} variant="light">
            {t.l(stateLabelOf(item.stateCode))}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('consultationNumber')} {item.consultationNumber} · {item.type === 'personal' ? t('typePersonal') : t('typeEnterprise')} · {formatDateTime(item.submittedAt)}
        </Text>
        <Group gap="xs">
          {waitsOnMe ? (
            <RouterButton
              size="xs"
              color="orange"
              to="/$variant/$associationId/consultation/$type/$businessId/$functionKey/$taskKey"
              params={{ variant, associationId, type: item.type, businessId: item.businessId, functionKey: 'distress', taskKey: 'supplyMaterials' }}
            >
              {t('supplyNow')}
            </RouterButton>
          ) : null}
          <RouterButton
            size="xs"
            variant="default"
            to="/$variant/$associationId/consultation/$type/$businessId/$functionKey/$taskKey"
            params={{ variant, associationId, type: item.type, businessId: item.businessId, functionKey: 'distress', taskKey: 'detail' }}
          >
            {t('detail')}
          </RouterButton>
        </Group>
      </Stack>
    </Paper>
  );
};

const STATE_OPTIONS = Object.values(DistressStateCodes);

/** The signed-in user's consultations: filter by stage, search, pages; shared by userCenter and consultationList. */
export const ConsultationsPanel = () => {
  const t = useT();
  const { channel, variant, associationId } = usePortal();
  const [pageNum, setPageNum] = useState(1);
  const [stateCode, setStateCode] = useState<number | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const request = { pageNum, pageSize: 10, stateCode, keyword: search || undefined };
  const page = useQuery({ ...consultationsQueryOptions(channel, request), placeholderData: keepPreviousData });

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setPageNum(1);
            setSearch(keyword.trim());
          }}
          style={{ flex: '1 1 200px' }}
        >
          <TextInput
            aria-label={t('search')}
            placeholder={t('searchPlaceholder')}
            value={keyword}
            onChange={(event) => setKeyword(event.currentTarget.value)}
            maxLength={100}
          />
        </form>
        <Select
          aria-label={t('state')}
          w={160}
          placeholder={t('allStates')}
          clearable
          value={stateCode === undefined ? null : String(stateCode)}
          onChange={(value) => {
            setPageNum(1);
            setStateCode(value === null ? undefined : Number(value));
          }}
          data={STATE_OPTIONS.map((code) => ({ value: String(code), label: t.l(stateLabelOf(code)) }))}
        />
      </Group>
      {page.isPending ? (
        <Stack gap="sm">
          <Skeleton h={88} />
          <Skeleton h={88} />
        </Stack>
      ) : page.isError ? (
        <ErrorState error={page.error} onRetry={() => void page.refetch()} />
      ) : page.data.total === 0 ? (
        <EmptyState
          title={t('consultationsEmpty')}
          description={t('consultationsEmptyText')}
          action={
            <Group gap="xs" justify="center">
              <RouterButton to="/$variant/$associationId/consultation/$type" params={{ variant, associationId, type: 'personal' }}>
                {t('newPersonal')}
              </RouterButton>
              <RouterButton variant="default" to="/$variant/$associationId/consultation/$type" params={{ variant, associationId, type: 'enterprise' }}>
                {t('newEnterprise')}
              </RouterButton>
            </Group>
          }
        />
      ) : (
        <Stack gap="sm">
          {page.data.list.map((item) => (
            <ConsultationCard key={item.businessId} item={item} />
          ))}
          <PagePagination page={page.data} onChange={setPageNum} />
        </Stack>
      )}
    </Stack>
  );
};

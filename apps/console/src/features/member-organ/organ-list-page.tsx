import type { OrganSummary } from '@bk/contracts';
import { EmptyState, formatDateTime } from '@bk/web';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { ImportDialog } from '../shared/import-dialog';
import { ListPage, type ListColumn } from '../shared/list-page';
import { useAssociation } from '../shell/use-association';
import { useRightKeys } from '../shell/use-right-keys';
import {
  downloadLawFirmErrors,
  downloadLawFirmTemplate,
  lawFirmCensusQueryOptions,
  lawFirmImportJobQueryOptions,
  organListQueryOptions,
  refreshOrgans,
  startLawFirmImport,
  type OrganListParams,
} from './member-organ-queries';
import type { OrganNavigation, OrganScreens } from './organ-screens';

const Census = () => {
  const t = useT();
  const { channel } = useAssociation();
  const census = useQuery(lawFirmCensusQueryOptions(channel));
  const figures = [
    ['censusFirms', census.data?.firms],
    ['censusOffices', census.data?.offices],
    ['censusUsers', census.data?.users],
    ['censusAdded', census.data?.addedThisMonth],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md" data-testid="lawfirm-census">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder p="md">
          <Text size="sm" c="dimmed">
            {t(label)}
          </Text>
          <Text size="xl" fw={700} aria-busy={census.isPending}>
            {value ?? '--'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
};

/** The kit's list (orgList, the law firms): search, paging, figures and import where the kind has them. */
export const OrganListPage = ({ screens, nav, params, onParamsChange }: { screens: OrganScreens; nav: OrganNavigation; params: OrganListParams; onParamsChange: (params: OrganListParams) => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const { declaration } = screens;
  const noun = t.l(declaration.noun);
  const mayEdit = useRightKeys().includes(declaration.editKey);
  const list = useQuery(organListQueryOptions(channel, declaration.kind, params));
  const [importing, setImporting] = useState(false);

  const columns: ListColumn<OrganSummary>[] = [
    {
      key: 'name',
      header: t('organName', { noun }),
      cell: (row) => (
        <Stack gap={2}>
          <Text fw={500}>{row.name}</Text>
          <Text size="xs" c="dimmed">
            {row.address}
          </Text>
        </Stack>
      ),
    },
    { key: 'unifiedNo', header: t('organUnifiedNo'), nowrap: true, mono: true, cell: (row) => row.unifiedNo },
    { key: 'contact', header: t('organContactPerson'), nowrap: true, cell: (row) => `${row.contactPerson} ${row.contactPhone}` },
    { key: 'offices', header: t('organOffices'), nowrap: true, cell: (row) => row.officeCount },
    { key: 'users', header: t('organUsers'), nowrap: true, cell: (row) => row.userCount },
    ...(declaration.consultants ? [{ key: 'consultants', header: t('organConsultants'), nowrap: true, cell: (row: OrganSummary) => row.consultantCount }] : []),
    { key: 'createdAt', header: t('organCreatedAt'), nowrap: true, cell: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      header: t('actions'),
      nowrap: true,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => nav.detail(row.orgId)} aria-label={t('organViewLabel', { name: row.name })}>
            {t('organView')}
          </Button>
          {mayEdit ? (
            <Button size="xs" variant="subtle" onClick={() => nav.edit(row.orgId)}>
              {t('organEditLabel')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <>
      {screens.census ? <Census /> : null}
      <ListPage
        query={list}
        params={params}
        onParamsChange={onParamsChange}
        title={t(screens.title)}
        intro={t(screens.intro)}
        headerAction={
          mayEdit ? (
            <Group>
              {screens.importable ? (
                <Button variant="default" onClick={() => setImporting(true)} data-testid={`${screens.testId}-import-open`}>
                  {t('organImport')}
                </Button>
              ) : null}
              <Button onClick={() => nav.edit()} data-testid={`${screens.testId}-create`}>
                {t('organAdd', { noun })}
              </Button>
            </Group>
          ) : undefined
        }
        searchLabel={t('organSearchLabel', { noun })}
        searchPlaceholder={t('organSearchPlaceholder')}
        columns={columns}
        rowAttributes={(row) => ({ key: row.orgId, 'aria-label': row.name, 'data-testid': `${screens.testId}-row`, 'data-org-id': row.orgId })}
        tableTestId={`${screens.testId}-table`}
        empty={<EmptyState title={params.keyword ? t('organNoMatch', { noun }) : t('organEmpty', { noun })} />}
      />
      {importing ? (
        <ImportDialog
          title={t('organImportTitle')}
          steps={t('organImportSteps')}
          testIdPrefix={screens.testId}
          downloadTemplate={downloadLawFirmTemplate}
          start={{ via: 'multipart', run: startLawFirmImport }}
          jobQuery={(jobId) => lawFirmImportJobQueryOptions(channel, jobId)}
          downloadErrors={downloadLawFirmErrors}
          onEnded={() => void refreshOrgans(queryClient, channel, declaration.kind)}
          onClose={() => setImporting(false)}
        />
      ) : null}
    </>
  );
};

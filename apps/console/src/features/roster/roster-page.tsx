import { rosterStatuses, type RosterEntrySummary, type RosterStatus } from '@bk/contracts';
import { codeEntries, codeLabelOf, OrganisationTypes, PermissionKeys } from '@bk/domain';
import { EmptyState, formatDateTime } from '@bk/web';
import { Badge, Button, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../i18n';
import { ListPage, type ListColumn } from '../shared/list-page';
import { useAssociation } from '../shell/use-association';
import { useRightKeys } from '../shell/use-right-keys';
import { ConfirmRemoveModal } from '../shared/form-dialogs';
import { RosterEntryForm } from './roster-entry-form';
import { RosterImportDialog } from './roster-import-dialog';
import { RosterMembersDrawer } from './roster-members-drawer';
import { refreshRoster, removeRosterEntry, rosterListQueryOptions, type RosterListParams } from './roster-queries';

const route = getRouteApi('/index/$associationId/shell/authenticated/rosterManagement');
const ALL = 'all';

type Dialog = { kind: 'form'; entry: RosterEntrySummary | null } | { kind: 'members'; entry: RosterEntrySummary } | { kind: 'remove'; entry: RosterEntrySummary } | { kind: 'import' };

/** rosterManagement (名录管理): the roster by organisation type, with search, status, paging and its dialogs. */
export const RosterPage = () => {
  const t = useT();
  const { channel } = useAssociation();
  const rightKeys = useRightKeys();
  const mayEdit = rightKeys.includes(PermissionKeys.rosterEdit);
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params: RosterListParams = { page: search.page ?? 1, keyword: search.keyword ?? '', orgType: search.orgType, status: search.status };
  const list = useQuery(rosterListQueryOptions(channel, params));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const setParams = (next: RosterListParams) =>
    void navigate({
      search: { page: next.page > 1 ? next.page : undefined, keyword: next.keyword || undefined, orgType: next.orgType, status: next.status },
      replace: next.keyword !== params.keyword,
    });

  const remove = useMutation({
    mutationFn: (entry: RosterEntrySummary) => removeRosterEntry(entry.entryId, entry.version),
    onSuccess: (_result, entry) => notifications.show({ color: 'green', message: t('rosterRemoved2', { name: entry.name }) }),
    onSettled: async () => {
      close();
      await refreshRoster(queryClient, channel);
    },
  });

  const typeLabel = (code: number) => {
    const label = codeLabelOf(OrganisationTypes, code);
    return label ? t.l(label) : String(code);
  };

  const columns: ListColumn<RosterEntrySummary>[] = [
    {
      key: 'name',
      header: t('rosterName'),
      cell: (row) => (
        <Stack gap={2}>
          <Text fw={500}>{row.name}</Text>
          <Text size="xs" c="dimmed">
            {[row.qualificationLevel, row.address].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'orgType', header: t('rosterOrgType'), nowrap: true, cell: (row) => typeLabel(row.orgType) },
    { key: 'creditCode', header: t('rosterCreditCode'), nowrap: true, mono: true, cell: (row) => row.creditCode },
    { key: 'contact', header: t('rosterContactPerson'), nowrap: true, cell: (row) => `${row.contactPerson} ${row.contactPhone}` },
    { key: 'members', header: t('rosterMemberCount'), nowrap: true, cell: (row) => row.memberCount },
    {
      key: 'status',
      header: t('rosterStatus'),
      nowrap: true,
      cell: (row) => <Badge color={row.status === 'active' ? 'green' : 'gray'}>{row.status === 'active' ? t('rosterActive') : t('rosterRemoved')}</Badge>,
    },
    { key: 'updatedAt', header: t('updatedAt'), nowrap: true, cell: (row) => formatDateTime(row.updatedAt) },
    {
      key: 'actions',
      header: t('actions'),
      nowrap: true,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          {mayEdit && row.status === 'active' ? (
            <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'form', entry: row })} aria-label={t('rosterEditLabel', { name: row.name })}>
              {t('rosterEdit')}
            </Button>
          ) : null}
          <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'members', entry: row })} aria-label={t('rosterMembersLabel', { name: row.name })}>
            {t('rosterMembers')}
          </Button>
          {mayEdit && row.status === 'active' ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => setDialog({ kind: 'remove', entry: row })} aria-label={t('rosterRemoveLabel', { name: row.name })}>
              {t('rosterRemove')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  const filtered = params.keyword !== '' || params.status !== undefined;
  const statusOptions = [
    { value: ALL, label: t('rosterStatusAll') },
    ...rosterStatuses.map((status) => ({ value: status, label: status === 'active' ? t('rosterActive') : t('rosterRemoved') })),
  ];

  return (
    <>
      <Tabs
        value={params.orgType === undefined ? ALL : String(params.orgType)}
        onChange={(value) => setParams({ ...params, page: 1, orgType: value && value !== ALL ? Number(value) : undefined })}
        mb="md"
        aria-label={t('rosterTypeTabs')}
      >
        <Tabs.List>
          <Tabs.Tab value={ALL}>{t('rosterTypeAll')}</Tabs.Tab>
          {codeEntries(OrganisationTypes).map((type) => (
            <Tabs.Tab key={type.code} value={String(type.code)} data-testid={`roster-tab-${type.code}`}>
              {t.l(type)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ListPage
        query={list}
        params={params}
        onParamsChange={setParams}
        title={t('rosterTitle')}
        intro={t('rosterIntro')}
        headerAction={
          mayEdit ? (
            <Group>
              <Button variant="default" onClick={() => setDialog({ kind: 'import' })} data-testid="roster-import-open">
                {t('rosterImport')}
              </Button>
              <Button onClick={() => setDialog({ kind: 'form', entry: null })} data-testid="roster-create">
                {t('rosterAdd')}
              </Button>
            </Group>
          ) : undefined
        }
        searchLabel={t('rosterSearchLabel')}
        searchPlaceholder={t('rosterSearchPlaceholder')}
        filters={
          <Select
            label={t('rosterStatus')}
            data={statusOptions}
            value={params.status ?? ALL}
            allowDeselect={false}
            onChange={(value) => setParams({ ...params, page: 1, status: value && value !== ALL ? (value as RosterStatus) : undefined })}
            w={140}
          />
        }
        columns={columns}
        rowAttributes={(row) => ({ key: row.entryId, 'aria-label': row.name, 'data-testid': 'roster-row', 'data-entry-id': row.entryId })}
        tableTestId="roster-table"
        empty={<EmptyState title={filtered ? t('rosterNoMatch') : t('rosterEmpty')} />}
      />

      {dialog?.kind === 'form' ? <RosterEntryForm entry={dialog.entry} defaultType={params.orgType} onClose={close} /> : null}
      {dialog?.kind === 'members' ? <RosterMembersDrawer entry={dialog.entry} mayEdit={mayEdit} onClose={close} /> : null}
      {dialog?.kind === 'import' ? <RosterImportDialog onClose={close} /> : null}
      {dialog?.kind === 'remove' ? (
        <ConfirmRemoveModal
          text={t('rosterRemoveConfirm', { name: dialog.entry.name })}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(dialog.entry)}
          onClose={close}
          confirmTestId="roster-remove-confirm"
        />
      ) : null}
    </>
  );
};

import { PermissionKeys } from '@bk/domain';
import { staffStatuses, type StaffStatus, type StaffUserSummary } from '@bk/contracts';
import { EmptyState, formatDateTime } from '@bk/web';
import { Badge, Button, Group, Menu, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useRightKeys } from '../shell/use-right-keys';
import { ListPage, type ListColumn } from '../shared/list-page';
import { useAssociation } from '../shell/use-association';
import { AccessModal, AccountActionModal, AccountFormModal, mayGrantAccess, TemporaryPasswordModal, type AccountAction } from './account-dialogs';
import { AccountHistoryDrawer } from './account-history-drawer';
import { accountsQueryOptions, rolesQueryOptions, type AccountListParams } from './authority-queries';
import { RolesDrawer } from './roles-drawer';

const route = getRouteApi('/index/$associationId/shell/authenticated/authorityManagement');
const ALL = 'all';

type Dialog =
  | { kind: 'form'; account: StaffUserSummary | null }
  | { kind: 'access'; account: StaffUserSummary }
  | { kind: 'action'; account: StaffUserSummary; action: AccountAction }
  | { kind: 'history'; account: StaffUserSummary }
  | { kind: 'password'; loginId: string; password: string }
  | { kind: 'roles' };

/** authorityManagement (权限管理): the association's accounts, what each may do, and their roles. */
export const AuthorityPage = () => {
  const t = useT();
  const { channel } = useAssociation();
  const rightKeys = useRightKeys();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const params: AccountListParams = { page: search.page ?? 1, keyword: search.keyword ?? '', status: search.status };
  const accounts = useQuery(accountsQueryOptions(channel, params));
  const mayGrant = mayGrantAccess(rightKeys);
  const mayManage = rightKeys.includes(PermissionKeys.accountManage);
  const roles = useQuery({ ...rolesQueryOptions(channel), enabled: mayGrant });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const setParams = (next: AccountListParams) =>
    void navigate({ search: { page: next.page > 1 ? next.page : undefined, keyword: next.keyword || undefined, status: next.status }, replace: next.keyword !== params.keyword });

  const columns: ListColumn<StaffUserSummary>[] = [
    { key: 'loginId', header: t('accountLoginId'), nowrap: true, mono: true, cell: (row) => row.loginId },
    { key: 'name', header: t('accountName'), cell: (row) => row.name },
    { key: 'mobile', header: t('accountMobile'), nowrap: true, cell: (row) => row.mobile || '--' },
    {
      key: 'roles',
      header: t('accountRoles'),
      cell: (row) => (
        <Group gap={4}>
          {row.roleNames.map((name) => (
            <Badge key={name} variant="light">
              {name}
            </Badge>
          ))}
          <Badge variant="outline" color="gray">
            {t('accountKeysCount', { count: row.effectiveKeys.length })}
          </Badge>
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('accountStatus'),
      nowrap: true,
      cell: (row) => (
        <Group gap={4}>
          <Badge color={row.status === 'active' ? 'green' : 'gray'}>{row.status === 'active' ? t('accountActive') : t('accountDisabled')}</Badge>
          {row.mustChangePassword ? <Badge color="orange" variant="light">{t('accountMustChange')}</Badge> : null}
        </Group>
      ),
    },
    { key: 'updatedAt', header: t('updatedAt'), nowrap: true, cell: (row) => formatDateTime(row.updatedAt) },
    {
      key: 'actions',
      header: t('actions'),
      nowrap: true,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          {mayManage ? (
            <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'form', account: row })} aria-label={t('accountEditLabel', { loginId: row.loginId })}>
              {t('accountEdit')}
            </Button>
          ) : null}
          {mayGrant ? (
            <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'access', account: row })} aria-label={t('accountAccessLabel', { loginId: row.loginId })} data-testid="account-access">
              {t('accountAccess')}
            </Button>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="subtle" aria-label={`${row.loginId} …`} data-testid="account-more">
                …
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setDialog({ kind: 'history', account: row })}>{t('accountHistory')}</Menu.Item>
              {mayManage ? (
                <>
                  <Menu.Item onClick={() => setDialog({ kind: 'action', account: row, action: 'reset' })}>{t('accountReset')}</Menu.Item>
                  <Menu.Item onClick={() => setDialog({ kind: 'action', account: row, action: 'unlock' })}>{t('accountUnlock')}</Menu.Item>
                  {row.status === 'active' ? (
                    <Menu.Item color="red" onClick={() => setDialog({ kind: 'action', account: row, action: 'disable' })}>
                      {t('accountDisable')}
                    </Menu.Item>
                  ) : (
                    <Menu.Item onClick={() => setDialog({ kind: 'action', account: row, action: 'enable' })}>{t('accountEnable')}</Menu.Item>
                  )}
                </>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];

  const statusOptions = [{ value: ALL, label: t('accountStatusAll') }, ...staffStatuses.map((status) => ({ value: status, label: status === 'active' ? t('accountActive') : t('accountDisabled') }))];
  const roleList = roles.data ?? [];

  return (
    <>
      <ListPage
        query={accounts}
        params={params}
        onParamsChange={setParams}
        title={t('authorityTitle')}
        intro={t('authorityIntro')}
        headerAction={
          <Group>
            {mayGrant ? (
              <Button variant="default" onClick={() => setDialog({ kind: 'roles' })} data-testid="roles-open">
                {t('rolesTab')}
              </Button>
            ) : null}
            {mayManage ? (
              <Button onClick={() => setDialog({ kind: 'form', account: null })} data-testid="account-create">
                {t('accountCreate')}
              </Button>
            ) : null}
          </Group>
        }
        searchLabel={t('accountSearchLabel')}
        searchPlaceholder={t('accountSearchPlaceholder')}
        filters={
          <Select
            label={t('accountStatus')}
            data={statusOptions}
            value={params.status ?? ALL}
            onChange={(value) => setParams({ ...params, page: 1, status: value === null || value === ALL ? undefined : (value as StaffStatus) })}
            allowDeselect={false}
            w={160}
          />
        }
        columns={columns}
        rowAttributes={(row) => ({ key: row.uid, 'aria-label': row.loginId, 'data-testid': 'account-row', 'data-login-id': row.loginId })}
        tableTestId="account-table"
        empty={<EmptyState title={t('accountEmpty')} description={params.keyword ? t('accountNoMatch', { keyword: params.keyword }) : undefined} />}
      />
      {dialog?.kind === 'form' ? (
        <AccountFormModal account={dialog.account} roles={roleList} mayGrant={mayGrant} onClose={close} onCreated={(loginId, password) => setDialog({ kind: 'password', loginId, password })} />
      ) : null}
      {dialog?.kind === 'access' ? <AccessModal account={dialog.account} roles={roleList} onClose={close} /> : null}
      {dialog?.kind === 'action' ? (
        <AccountActionModal account={dialog.account} action={dialog.action} onClose={close} onReset={(password) => setDialog({ kind: 'password', loginId: dialog.account.loginId, password })} />
      ) : null}
      {dialog?.kind === 'history' ? <AccountHistoryDrawer account={dialog.account} onClose={close} /> : null}
      {dialog?.kind === 'password' ? <TemporaryPasswordModal loginId={dialog.loginId} password={dialog.password} onClose={close} /> : null}
      {dialog?.kind === 'roles' ? <RolesDrawer roles={roleList} onClose={close} /> : null}
    </>
  );
};

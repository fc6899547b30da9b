import { PermissionKeys, type PermissionKey } from '@bk/domain';
import { saveStaffAccountSchema, type StaffRole, type StaffUserSummary } from '@bk/contracts';
import { useSubmissionKey } from '@bk/web';
import { Alert, Button, CopyButton, Group, Modal, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { disableAccount, enableAccount, refreshAuthority, resetPassword, saveAccount, setAccess, unlockSignIn } from './authority-queries';
import { permissionKeyOptions } from './permission-key-options';

type Shared = { onClose: () => void };

const roleOptions = (roles: readonly StaffRole[]) => roles.map((role) => ({ value: role.roleId, label: role.name }));

/** Roles and keys of an account: which roles, and which keys on top of them. */
const AccessFields = ({ roles, roleIds, rightKeys, onRoles, onKeys }: { roles: readonly StaffRole[]; roleIds: string[]; rightKeys: string[]; onRoles: (ids: string[]) => void; onKeys: (keys: string[]) => void }) => {
  const t = useT();
  const effective = new Set([...rightKeys, ...roles.filter((role) => roleIds.includes(role.roleId)).flatMap((role) => role.rightKeys)]);
  return (
    <>
      <MultiSelect label={t('accountRoles')} description={t('accessRolesHint')} placeholder={t('rolesPlaceholder')} data={roleOptions(roles)} value={roleIds} onChange={onRoles} searchable clearable data-testid="access-roles" />
      <MultiSelect label={t('accessKeys')} placeholder={t('keysPlaceholder')} data={permissionKeyOptions(t.l)} value={rightKeys} onChange={onKeys} searchable clearable maxDropdownHeight={320} data-testid="access-keys" />
      <Text size="sm" c="dimmed">
        {t('accessEffective', { count: effective.size })}
      </Text>
    </>
  );
};

/** Create an account (login, name, mobile, and its roles and keys if one may grant them), or edit a profile. */
export const AccountFormModal = ({ account, roles, mayGrant, onClose, onCreated }: Shared & { account: StaffUserSummary | null; roles: readonly StaffRole[]; mayGrant: boolean; onCreated: (loginId: string, password: string) => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const submissionKey = useSubmissionKey();
  const [values, setValues] = useState({ loginId: '', name: account?.name ?? '', mobile: account?.mobile ?? '' });
  const [access, setAccessValues] = useState<{ roleIds: string[]; rightKeys: string[] }>({ roleIds: [], rightKeys: [] });
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => {
      const request = account
        ? { uid: account.uid, version: account.version, name: values.name, mobile: values.mobile }
        : { loginId: values.loginId, name: values.name, mobile: values.mobile, ...(mayGrant ? access : {}) };
      const parsed = saveStaffAccountSchema.safeParse(request);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
      return saveAccount(parsed.data, submissionKey.current());
    },
    onSuccess: async (result) => {
      submissionKey.renew();
      await refreshAuthority(queryClient, channel);
      const loginId = account?.loginId ?? values.loginId;
      notifications.show({ color: 'green', message: t('accountSaved', { loginId }) });
      if (result.temporaryPassword) onCreated(loginId, result.temporaryPassword);
      else onClose();
    },
    onError: (failure) => setError(failure.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    mutation.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={account ? t('accountFormEditTitle', { loginId: account.loginId }) : t('accountFormCreateTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error ? <Alert color="red">{error}</Alert> : null}
          {account ? null : (
            <TextInput label={t('accountLoginId')} description={t('accountLoginIdHint')} required value={values.loginId} onChange={(event) => setValues({ ...values, loginId: event.currentTarget.value })} data-autofocus data-testid="account-login-id" />
          )}
          <TextInput label={t('accountName')} required value={values.name} onChange={(event) => setValues({ ...values, name: event.currentTarget.value })} data-testid="account-name" />
          <TextInput label={t('accountMobile')} value={values.mobile} inputMode="numeric" maxLength={11} onChange={(event) => setValues({ ...values, mobile: event.currentTarget.value })} />
          {!account && mayGrant ? (
            <AccessFields roles={roles} roleIds={access.roleIds} rightKeys={access.rightKeys} onRoles={(roleIds) => setAccessValues({ ...access, roleIds })} onKeys={(rightKeys) => setAccessValues({ ...access, rightKeys })} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="account-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

export const AccessModal = ({ account, roles, onClose }: Shared & { account: StaffUserSummary; roles: readonly StaffRole[] }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const [roleIds, setRoleIds] = useState(account.roleIds);
  const [rightKeys, setRightKeys] = useState(account.rightKeys);
  const mutation = useMutation({
    mutationFn: () => setAccess({ uid: account.uid, version: account.version, roleIds, rightKeys }),
    onSuccess: async () => {
      await refreshAuthority(queryClient, channel);
      notifications.show({ color: 'green', message: t('accessSaved', { loginId: account.loginId }) });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('accessTitle', { loginId: account.loginId })} size="lg">
      <Stack>
        <AccessFields roles={roles} roleIds={roleIds} rightKeys={rightKeys} onRoles={setRoleIds} onKeys={(keys) => setRightKeys(keys as PermissionKey[])} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => mutation.mutate()} loading={mutation.isPending} data-testid="access-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

export type AccountAction = 'disable' | 'enable' | 'reset' | 'unlock';

const TITLE = { disable: 'accountDisable', enable: 'accountEnable', reset: 'accountReset', unlock: 'accountUnlock' } as const;
const CONFIRM = { disable: 'disableConfirm', enable: 'enableConfirm', reset: 'resetConfirm', unlock: 'unlockConfirm' } as const;
const DONE = { disable: 'disabled', enable: 'enabled', reset: 'passwordReset', unlock: 'unlocked' } as const;

/** Disable (with a reason), enable, reset or lift sign-in limits: each confirmed before it happens. */
export const AccountActionModal = ({ account, action, onClose, onReset }: Shared & { account: StaffUserSummary; action: AccountAction; onReset: (password: string) => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const ref = { uid: account.uid, version: account.version };
  const mutation = useMutation({
    mutationFn: async () => {
      if (action === 'disable') return disableAccount({ ...ref, reason });
      if (action === 'enable') return enableAccount(ref);
      if (action === 'unlock') return unlockSignIn({ uid: account.uid }).then(() => undefined);
      return resetPassword(ref);
    },
    onSuccess: async (result) => {
      await refreshAuthority(queryClient, channel);
      if (action === 'reset' && result?.temporaryPassword) return onReset(result.temporaryPassword);
      notifications.show({ color: 'green', message: t(DONE[action], { loginId: account.loginId }) });
      return onClose();
    },
  });
  const title = action === 'disable' ? t('disableTitle', { loginId: account.loginId }) : t(TITLE[action]);
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {action === 'disable' ? (
          <>
            <Text>{t('disableConfirm')}</Text>
            <Textarea label={t('disableReason')} placeholder={t('disableReasonPlaceholder')} required value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={200} data-autofocus data-testid="disable-reason" />
          </>
        ) : (
          <Text>{t(CONFIRM[action], { loginId: account.loginId })}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button color={action === 'enable' || action === 'unlock' ? undefined : 'red'} onClick={() => mutation.mutate()} loading={mutation.isPending} disabled={action === 'disable' && reason.trim() === ''} data-testid="account-action-confirm">
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** The one time a temporary password is shown. */
export const TemporaryPasswordModal = ({ loginId, password, onClose }: Shared & { loginId: string; password: string }) => {
  const t = useT();
  return (
    <Modal opened onClose={onClose} title={t('temporaryTitle')} closeOnClickOutside={false}>
      <Stack>
        <Text>{t('temporaryIntro', { loginId })}</Text>
        <Group>
          <Text ff="monospace" fz="xl" fw={700} data-testid="temporary-password">
            {password}
          </Text>
          <CopyButton value={password}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? t('copied') : t('copy')}</Button>}</CopyButton>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="temporary-done">
            {t('done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

export const mayGrantAccess = (rightKeys: readonly string[]): boolean => rightKeys.includes(PermissionKeys.authorityManage);

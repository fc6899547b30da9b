import type { OrganMember } from '@bk/contracts';
import { checkOfficeUser } from '@bk/domain';
import { EmptyState, ErrorState, useSubmissionKey } from '@bk/web';
import { Button, Grid, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { OrgTree } from '../organisation/org-tree';
import { movedOrder } from '../organisation/sibling-order';
import { ConfirmRemoveModal, FormModal, useFieldProblems } from '../shared/form-dialogs';
import { QueryTable } from '../shared/query-table';
import { useAssociation } from '../shell/use-association';
import { useRightKeys } from '../shell/use-right-keys';
import {
  addOffice,
  addOfficeUser,
  deleteOffice,
  deleteOfficeUser,
  editOfficeUser,
  officeTreeQueryOptions,
  orderOffices,
  organMembersQueryOptions,
  refreshOrgans,
  renameOffice,
  type OfficeTreeNode,
  type OfficeUserInput,
} from './member-organ-queries';
import type { OrganScreens } from './organ-screens';

const findOffice = (nodes: OfficeTreeNode[], id: string | null): OfficeTreeNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findOffice(node.children, id);
    if (below) return below;
  }
  return undefined;
};

type OfficeForm = { mode: 'add'; parentId: string | null; name: string } | { mode: 'rename'; officeId: string; name: string };
type UserForm = { userId?: string } & OfficeUserInput;

/** A name in a small modal: a new office (first level or below the chosen one), or a new name. */
const OfficeNameModal = ({ form, pending, error, onSubmit, onClose, testId }: { form: OfficeForm; pending: boolean; error: string | null; onSubmit: (name: string) => void; onClose: () => void; testId: string }) => {
  const t = useT();
  const [name, setName] = useState(form.name);
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (name.trim() === '') return setMissing(true);
    onSubmit(name.trim());
  };
  return (
    <FormModal title={form.mode === 'rename' ? t('officeRename') : form.parentId ? t('officeAddChild') : t('officeAddRoot')} error={error} pending={pending} submitTestId={`${testId}-office-save`} onSubmit={submit} onClose={onClose}>
      <TextInput label={t('officeName')} required maxLength={50} value={name} error={missing ? t('officeNameRequired') : undefined} onChange={(event) => setName(event.currentTarget.value)} data-autofocus data-testid={`${testId}-office-name`} />
    </FormModal>
  );
};

/**
 * orgTree: an organisation's office tree on the left (add, rename, delete after confirmation,
 * reorder by dragging or the arrow buttons) and the chosen office's staff on the right.
 */
export const OrganOfficeTree = ({ screens, orgId }: { screens: OrganScreens; orgId: string }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const { declaration, testId } = screens;
  const kind = declaration.kind;
  const noun = t.l(declaration.noun);
  const mayEdit = useRightKeys().includes(declaration.editKey);
  const tree = useQuery(officeTreeQueryOptions(channel, kind, orgId));
  const nodes = tree.data ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = findOffice(nodes, selectedId ?? nodes[0]?.id ?? null);
  const members = useQuery({ ...organMembersQueryOptions(channel, kind, orgId, selected?.id ?? null), enabled: selected !== undefined });
  const [officeForm, setOfficeForm] = useState<OfficeForm | null>(null);
  const [officeError, setOfficeError] = useState<string | null>(null);
  const [deletingOffice, setDeletingOffice] = useState(false);
  const [userForm, setUserForm] = useState<UserForm | null>(null);
  const [userError, setUserError] = useState<string | null>(null);
  const [deletingUser, setDeletingUser] = useState<OrganMember | null>(null);
  const officeKey = useSubmissionKey();
  const userKey = useSubmissionKey();
  const { setProblems, problemOf } = useFieldProblems();
  const refresh = () => refreshOrgans(queryClient, channel, kind);

  const siblingIds = (parentId: string | null) => (parentId === null ? nodes : (findOffice(nodes, parentId)?.children ?? [])).map((node) => node.id);
  const move = useMutation({
    mutationFn: ({ parentId, id, toIndex }: { parentId: string | null; id: string; toIndex: number }) => orderOffices(kind, orgId, parentId, movedOrder(siblingIds(parentId), id, toIndex)),
    onSettled: refresh,
  });
  const saveOffice = useMutation({
    mutationFn: ({ form, name }: { form: OfficeForm; name: string }) =>
      form.mode === 'add' ? addOffice(kind, orgId, form.parentId, name, officeKey.current()).then((result) => result.officeId) : renameOffice(kind, orgId, form.officeId, name).then(() => form.officeId),
    onSuccess: async (officeId, { name }) => {
      officeKey.renew();
      setOfficeForm(null);
      setSelectedId(officeId);
      await refresh();
      notifications.show({ color: 'green', message: t('organSaved', { name }) });
    },
    onError: (failure) => setOfficeError(failure.message),
  });
  const removeOffice = useMutation({
    mutationFn: (officeId: string) => deleteOffice(kind, orgId, officeId),
    onSuccess: async () => {
      setSelectedId(selected?.office.parentId ?? null);
      await refresh();
    },
    onSettled: () => setDeletingOffice(false),
  });
  const saveUser = useMutation({
    mutationFn: ({ userId, ...user }: UserForm) => (userId ? editOfficeUser(kind, orgId, userId, user) : addOfficeUser(kind, orgId, user, userKey.current())),
    onSuccess: async (_result, form) => {
      userKey.renew();
      setUserForm(null);
      await refresh();
      notifications.show({ color: 'green', message: t('organSaved', { name: form.userName.trim() }) });
    },
    onError: (failure) => setUserError(failure.message),
  });
  const removeUser = useMutation({
    mutationFn: (user: OrganMember) => deleteOfficeUser(kind, orgId, user.userId),
    onSettled: async () => {
      setDeletingUser(null);
      await refresh();
    },
  });

  const openOfficeForm = (form: OfficeForm) => {
    setOfficeError(null);
    setOfficeForm(form);
  };
  const openUserForm = (form: UserForm) => {
    setUserError(null);
    setProblems([]);
    setUserForm(form);
  };
  const submitUser = () => {
    if (!userForm) return;
    const checked = checkOfficeUser({ ...userForm, userId: userForm.userId ?? '' });
    setProblems(checked.ok ? [] : checked.problems);
    if (checked.ok) saveUser.mutate(userForm);
  };

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              {t('officeTree', { noun })}
            </Title>
            {mayEdit ? (
              <Button size="xs" variant="light" onClick={() => openOfficeForm({ mode: 'add', parentId: null, name: '' })} data-testid={`${testId}-office-add-root`}>
                {t('officeAddRoot')}
              </Button>
            ) : null}
          </Group>
          {tree.isPending ? (
            <Skeleton height={160} />
          ) : tree.isError ? (
            <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />
          ) : nodes.length === 0 ? (
            <EmptyState title={t('officeEmpty')} />
          ) : (
            <OrgTree
              nodes={nodes}
              selectedId={selected?.id ?? null}
              onSelect={setSelectedId}
              onMove={(parentId, id, toIndex) => (mayEdit ? move.mutate({ parentId, id, toIndex }) : undefined)}
              label={t('officeTree', { noun })}
            />
          )}
          {mayEdit && selected ? (
            <Group gap="xs" mt="sm">
              <Button size="xs" variant="default" onClick={() => openOfficeForm({ mode: 'add', parentId: selected.id, name: '' })} data-testid={`${testId}-office-add-child`}>
                {t('officeAddChild')}
              </Button>
              <Button size="xs" variant="default" onClick={() => openOfficeForm({ mode: 'rename', officeId: selected.id, name: selected.name })}>
                {t('officeRename')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setDeletingOffice(true)}>
                {t('officeDelete')}
              </Button>
            </Group>
          ) : null}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md">
          {!selected ? (
            <Text c="dimmed">{t('officeSelect')}</Text>
          ) : (
            <Stack>
              <Group justify="space-between">
                <Title order={2} size="h4">
                  {t('officeUsersOf', { name: selected.name })}
                </Title>
                {mayEdit ? (
                  <Button size="xs" onClick={() => openUserForm({ officeId: selected.id, userName: '', mobileNo: '', position: '' })} data-testid={`${testId}-user-add`}>
                    {t('userAdd')}
                  </Button>
                ) : null}
              </Group>
              <QueryTable
                query={members}
                testId={`${testId}-users`}
                empty={t('userEmpty')}
                rowKey={(user) => user.userId}
                rowLabel={(user) => user.userName}
                columns={[
                  { key: 'name', header: t('userName'), cell: (user) => user.userName },
                  { key: 'mobile', header: t('userMobile'), cell: (user) => user.mobileNo },
                  { key: 'position', header: t('userPosition'), cell: (user) => user.position || '--' },
                  mayEdit && {
                    key: 'actions',
                    header: t('actions'),
                    cell: (user) => (
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => openUserForm({ userId: user.userId, officeId: user.officeId, userName: user.userName, mobileNo: user.mobileNo, position: user.position })}>
                          {t('organEditLabel')}
                        </Button>
                        <Button size="xs" variant="subtle" color="red" onClick={() => setDeletingUser(user)}>
                          {t('userDelete')}
                        </Button>
                      </Group>
                    ),
                  },
                ]}
              />
            </Stack>
          )}
        </Paper>
      </Grid.Col>

      {officeForm ? (
        <OfficeNameModal form={officeForm} pending={saveOffice.isPending} error={officeError} onSubmit={(name) => saveOffice.mutate({ form: officeForm, name })} onClose={() => setOfficeForm(null)} testId={testId} />
      ) : null}
      {deletingOffice && selected ? (
        <ConfirmRemoveModal action={t('officeDelete')} text={t('officeDeleteConfirm', { name: selected.name })} pending={removeOffice.isPending} onConfirm={() => removeOffice.mutate(selected.id)} onClose={() => setDeletingOffice(false)} />
      ) : null}
      {userForm ? (
        <FormModal title={userForm.userId ? t('userEdit') : t('userAdd')} error={userError} pending={saveUser.isPending} submitTestId={`${testId}-user-save`} onSubmit={submitUser} onClose={() => setUserForm(null)}>
          <TextInput label={t('userName')} required maxLength={30} value={userForm.userName} error={problemOf('userName')} onChange={(event) => setUserForm({ ...userForm, userName: event.currentTarget.value })} data-testid={`${testId}-user-name`} />
          <TextInput label={t('userMobile')} required maxLength={11} inputMode="tel" value={userForm.mobileNo} error={problemOf('mobileNo')} onChange={(event) => setUserForm({ ...userForm, mobileNo: event.currentTarget.value })} data-testid={`${testId}-user-mobile`} />
          <TextInput label={t('userPosition')} maxLength={50} value={userForm.position} error={problemOf('position')} onChange={(event) => setUserForm({ ...userForm, position: event.currentTarget.value })} />
        </FormModal>
      ) : null}
      {deletingUser ? (
        <ConfirmRemoveModal action={t('userDelete')} text={t('userDeleteConfirm', { name: deletingUser.userName })} pending={removeUser.isPending} onConfirm={() => removeUser.mutate(deletingUser)} onClose={() => setDeletingUser(null)} />
      ) : null}
    </Grid>
  );
};

import type { StaffRole } from '@bk/contracts';
import { EmptyState, useSubmissionKey } from '@bk/web';
import { Alert, Badge, Button, Drawer, Group, Modal, MultiSelect, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { refreshAuthority, removeRole, saveRole } from './authority-queries';
import { permissionKeyOptions } from './permission-key-options';

const RoleFormModal = ({ role, onClose }: { role: StaffRole | null; onClose: () => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const submissionKey = useSubmissionKey();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [rightKeys, setRightKeys] = useState<string[]>(role?.rightKeys ?? []);
  const mutation = useMutation({
    mutationFn: () => saveRole(role ? { roleId: role.roleId, version: role.version, name, description, rightKeys } : { name, description, rightKeys }, submissionKey.current()),
    onSuccess: async () => {
      submissionKey.renew();
      await refreshAuthority(queryClient, channel);
      notifications.show({ color: 'green', message: t('roleSaved', { name }) });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={role ? t('roleEditTitle', { name: role.name }) : t('roleCreateTitle')} size="lg">
      <Stack>
        {mutation.isError ? <Alert color="red">{mutation.error.message}</Alert> : null}
        <TextInput label={t('roleName')} required value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={30} data-autofocus />
        <Textarea label={t('roleDescription')} value={description} onChange={(event) => setDescription(event.currentTarget.value)} maxLength={200} />
        <MultiSelect label={t('roleKeys')} required data={permissionKeyOptions(t.l)} value={rightKeys} onChange={setRightKeys} searchable maxDropdownHeight={320} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => mutation.mutate()} loading={mutation.isPending} disabled={name.trim() === '' || rightKeys.length === 0}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

/** The association's roles: what each grants and how many hold it; define, edit, remove. */
export const RolesDrawer = ({ roles, onClose }: { roles: readonly StaffRole[]; onClose: () => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffRole | 'new' | null>(null);
  const [removing, setRemoving] = useState<StaffRole | null>(null);
  const removal = useMutation({
    mutationFn: (role: StaffRole) => removeRole({ roleId: role.roleId, version: role.version }),
    onSuccess: async (_result, role) => {
      await refreshAuthority(queryClient, channel);
      notifications.show({ color: 'green', message: t('roleRemoved', { name: role.name }) });
      setRemoving(null);
    },
  });
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('rolesTab')}>
      <Stack>
        <Group justify="flex-end">
          <Button onClick={() => setEditing('new')}>{t('roleCreate')}</Button>
        </Group>
        {roles.length === 0 ? (
          <EmptyState title={t('rolesEmpty')} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover data-testid="roles-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('roleName')}</Table.Th>
                  <Table.Th>{t('roleDescription')}</Table.Th>
                  <Table.Th>{t('roleKeys')}</Table.Th>
                  <Table.Th>{t('roleMembers')}</Table.Th>
                  <Table.Th>{t('actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {roles.map((role) => (
                  <Table.Tr key={role.roleId} aria-label={role.name}>
                    <Table.Td>{role.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{role.description}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{t('accountKeysCount', { count: role.rightKeys.length })}</Badge>
                    </Table.Td>
                    <Table.Td>{role.members}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => setEditing(role)}>
                          {t('accountEdit')}
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => setRemoving(role)}>
                          {t('roleRemove')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {editing ? <RoleFormModal role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('roleRemove')}>
        {removing ? (
          <Stack>
            <Text>{t('roleRemoveConfirm', { name: removing.name, count: removing.members })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                {t('cancel')}
              </Button>
              <Button color="red" loading={removal.isPending} onClick={() => removal.mutate(removing)}>
                {t('confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Drawer>
  );
};

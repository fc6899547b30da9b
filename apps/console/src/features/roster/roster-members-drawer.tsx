import type { RosterEntrySummary, RosterMemberInfo } from '@bk/contracts';
import { checkMember } from '@bk/domain';
import { EmptyState, ErrorState, useSubmissionKey } from '@bk/web';
import { Button, Drawer, Group, SimpleGrid, Skeleton, Stack, Table, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { ConfirmRemoveModal, FormModal, useFieldProblems } from '../shared/form-dialogs';
import { refreshRoster, removeRosterMember, rosterDetailQueryOptions, saveRosterMember } from './roster-queries';

type MemberValues = { name: string; citizenId: string; phone: string; position: string };
const emptyMember: MemberValues = { name: '', citizenId: '', phone: '', position: '' };

/** rosterMember: an entry's members, added, edited and removed at the version last read. */
export const RosterMembersDrawer = ({ entry, mayEdit, onClose }: { entry: RosterEntrySummary; mayEdit: boolean; onClose: () => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const detail = useQuery(rosterDetailQueryOptions(channel, entry.entryId));
  const submissionKey = useSubmissionKey();
  const [editing, setEditing] = useState<{ memberId?: string; values: MemberValues } | null>(null);
  const [removing, setRemoving] = useState<RosterMemberInfo | null>(null);
  const { setProblems, problemOf } = useFieldProblems();
  const [error, setError] = useState<string | null>(null);
  const version = detail.data?.version ?? entry.version;
  const active = (detail.data?.status ?? entry.status) === 'active';

  const save = useMutation({
    mutationFn: (form: { memberId?: string; values: MemberValues }) => saveRosterMember({ entryId: entry.entryId, memberId: form.memberId, version, ...form.values }, submissionKey.current()),
    onSuccess: async (_result, form) => {
      submissionKey.renew();
      await refreshRoster(queryClient, channel);
      notifications.show({ color: 'green', message: t('rosterMemberSaved', { name: form.values.name.trim() }) });
      setEditing(null);
    },
    onError: (failure) => setError(failure.message),
  });
  const remove = useMutation({
    mutationFn: (member: RosterMemberInfo) => removeRosterMember(entry.entryId, member.memberId, version),
    onSettled: async () => {
      setRemoving(null);
      await refreshRoster(queryClient, channel);
    },
  });

  const submit = () => {
    if (!editing) return;
    setError(null);
    const checked = checkMember({ memberId: editing.memberId ?? 'new', ...editing.values });
    setProblems(checked.ok ? [] : checked.problems);
    if (checked.ok) save.mutate(editing);
  };
  const input = (key: keyof MemberValues, label: string, options: { required?: boolean; maxLength: number }) =>
    editing ? (
      <TextInput
        label={label}
        required={options.required}
        maxLength={options.maxLength}
        value={editing.values[key]}
        error={problemOf(key)}
        onChange={(event) => setEditing({ ...editing, values: { ...editing.values, [key]: event.currentTarget.value } })}
        data-testid={`roster-member-${key}`}
      />
    ) : null;

  const members = detail.data?.members ?? [];
  return (
    <Drawer opened onClose={onClose} position="right" size="xl" title={t('rosterMembersLabel', { name: entry.name })}>
      <Stack>
        {mayEdit && active ? (
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setProblems([]);
                setError(null);
                setEditing({ values: emptyMember });
              }}
              data-testid="roster-member-add"
            >
              {t('rosterMemberAdd')}
            </Button>
          </Group>
        ) : null}
        {detail.isPending ? (
          <Skeleton height={120} />
        ) : detail.isError ? (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
        ) : members.length === 0 ? (
          <EmptyState title={t('rosterMemberEmpty')} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table data-testid="roster-members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rosterMemberName')}</Table.Th>
                  <Table.Th>{t('rosterMemberCitizenId')}</Table.Th>
                  <Table.Th>{t('rosterMemberPhone')}</Table.Th>
                  <Table.Th>{t('rosterMemberPosition')}</Table.Th>
                  {mayEdit && active ? <Table.Th>{t('actions')}</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((member) => (
                  <Table.Tr key={member.memberId} aria-label={member.name}>
                    <Table.Td>{member.name}</Table.Td>
                    <Table.Td ff="monospace">{member.citizenId}</Table.Td>
                    <Table.Td>{member.phone || '--'}</Table.Td>
                    <Table.Td>{member.position || '--'}</Table.Td>
                    {mayEdit && active ? (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => {
                              setProblems([]);
                              setError(null);
                              setEditing({ memberId: member.memberId, values: { name: member.name, citizenId: member.citizenId, phone: member.phone, position: member.position } });
                            }}
                          >
                            {t('rosterEdit')}
                          </Button>
                          <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(member)}>
                            {t('rosterRemove')}
                          </Button>
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>

      {editing ? (
        <FormModal
          title={editing.memberId ? t('rosterEdit') : t('rosterMemberAdd')}
          error={error}
          pending={save.isPending}
          submitTestId="roster-member-save"
          onSubmit={submit}
          onClose={() => setEditing(null)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {input('name', t('rosterMemberName'), { required: true, maxLength: 30 })}
            {input('citizenId', t('rosterMemberCitizenId'), { required: true, maxLength: 18 })}
            {input('phone', t('rosterMemberPhone'), { maxLength: 11 })}
            {input('position', t('rosterMemberPosition'), { maxLength: 30 })}
          </SimpleGrid>
        </FormModal>
      ) : null}

      {removing ? (
        <ConfirmRemoveModal text={t('rosterMemberRemoveConfirm', { name: removing.name })} pending={remove.isPending} onConfirm={() => remove.mutate(removing)} onClose={() => setRemoving(null)} />
      ) : null}
    </Drawer>
  );
};

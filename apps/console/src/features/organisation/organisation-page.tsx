import type { DeptTreeNode } from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import { EmptyState, ErrorState, useSubmissionKey } from '@bk/web';
import { ActionIcon, Badge, Button, Grid, Group, Modal, Paper, Select, Skeleton, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { useRightKeys } from '../shell/use-right-keys';
import { useAssociation } from '../shell/use-association';
import { OrgTree } from './org-tree';
import {
  deleteDept,
  deleteJob,
  deleteMember,
  deptJobsQueryOptions,
  deptTreeQueryOptions,
  orderDepts,
  refreshOrganisation,
  saveDept,
  saveJob,
  saveMember,
} from './organisation-queries';
import { movedOrder } from './sibling-order';

const findNode = (nodes: DeptTreeNode[], id: string | null): DeptTreeNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return undefined;
};

const siblingIds = (nodes: DeptTreeNode[], parentId: string | null): string[] =>
  (parentId === null ? nodes : (findNode(nodes, parentId)?.children ?? [])).filter((node) => node.nodeType !== 3).map((node) => node.id);

type UnitForm = { deptId?: string; pid: string | null; deptName: string; nodeType: 1 | 2; isPublic: boolean };
type MemberForm = { memberId?: string; deptId: string; jobId: string | null; userName: string; mobileNo: string; isPublic: boolean };

/** organizationalStructure: the tree on the left, the chosen department's jobs and members on the right. */
export const OrganisationPage = () => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const mayEdit = useRightKeys().includes(PermissionKeys.organisationEdit);
  const tree = useQuery(deptTreeQueryOptions(channel));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [unitForm, setUnitForm] = useState<UnitForm | null>(null);
  const [memberForm, setMemberForm] = useState<MemberForm | null>(null);
  const [deleting, setDeleting] = useState<DeptTreeNode | null>(null);
  const [jobName, setJobName] = useState('');
  const unitKey = useSubmissionKey();
  const memberKey = useSubmissionKey();
  const jobKey = useSubmissionKey();

  const nodes = tree.data ?? [];
  const selected = findNode(nodes, selectedId ?? nodes[0]?.id ?? null);
  const jobs = useQuery({ ...deptJobsQueryOptions(channel, selected?.id ?? ''), enabled: selected !== undefined });
  const refresh = () => refreshOrganisation(queryClient, channel);
  const done = (message: string) => async () => {
    await refresh();
    notifications.show({ color: 'green', message });
  };

  const move = useMutation({ mutationFn: ({ parentId, id, toIndex }: { parentId: string | null; id: string; toIndex: number }) => orderDepts(parentId, movedOrder(siblingIds(nodes, parentId), id, toIndex)), onSettled: refresh });
  const unitSave = useMutation({
    mutationFn: (form: UnitForm) => saveDept(form, unitKey.current()),
    onSuccess: async (result, form) => {
      unitKey.renew();
      setUnitForm(null);
      setSelectedId(result.deptId);
      await done(t('orgSaved', { name: form.deptName }))();
    },
  });
  const unitDelete = useMutation({
    mutationFn: (node: DeptTreeNode) => deleteDept(node.id),
    onSuccess: async (_result, node) => {
      setDeleting(null);
      setSelectedId(node.pid);
      await done(t('orgDeleted', { name: node.name }))();
    },
  });
  const jobAdd = useMutation({
    mutationFn: () => saveJob({ deptId: selected!.id, jobName }, jobKey.current()),
    onSuccess: async () => {
      jobKey.renew();
      setJobName('');
      await refresh();
    },
  });
  const jobDelete = useMutation({ mutationFn: deleteJob, onSuccess: refresh });
  const memberSave = useMutation({
    mutationFn: (form: MemberForm) => saveMember(form, memberKey.current()),
    onSuccess: async (_result, form) => {
      memberKey.renew();
      setMemberForm(null);
      await done(t('orgSaved', { name: form.userName }))();
    },
  });
  const memberDelete = useMutation({ mutationFn: deleteMember, onSuccess: refresh });

  const members = selected?.children.filter((child) => child.nodeType === 3) ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('orgTitle')}
        </Title>
        <Text c="dimmed">{t('orgIntro')}</Text>
      </div>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md" component="section" aria-label={t('orgTree')}>
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {t('orgTree')}
              </Title>
              {mayEdit ? (
                <Button size="xs" variant="light" onClick={() => setUnitForm({ pid: null, deptName: '', nodeType: 1, isPublic: true })}>
                  {t('orgAddRoot')}
                </Button>
              ) : null}
            </Group>
            {tree.isPending ? (
              <Stack aria-busy="true">
                <Skeleton height={28} />
                <Skeleton height={28} />
                <Skeleton height={28} />
              </Stack>
            ) : tree.isError ? (
              <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />
            ) : nodes.length === 0 ? (
              <EmptyState title={t('orgEmpty')} />
            ) : (
              <OrgTree nodes={nodes} selectedId={selected?.id ?? null} onSelect={setSelectedId} onMove={(parentId, id, toIndex) => mayEdit && move.mutate({ parentId, id, toIndex })} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selected ? (
            <Stack>
              <Paper withBorder p="md" component="section" aria-label={selected.name}>
                <Group justify="space-between">
                  <Group gap="xs">
                    <Title order={2} size="h4" data-testid="org-selected">
                      {selected.name}
                    </Title>
                    <Badge variant="light" color={selected.isPublic ? 'green' : 'gray'}>
                      {selected.isPublic ? t('orgPublic') : t('orgPrivate')}
                    </Badge>
                  </Group>
                  {mayEdit ? (
                    <Group gap="xs">
                      <Button size="xs" variant="light" onClick={() => setUnitForm({ pid: selected.id, deptName: '', nodeType: 2, isPublic: true })}>
                        {t('orgAddChild')}
                      </Button>
                      <Button size="xs" variant="default" onClick={() => setUnitForm({ deptId: selected.id, pid: selected.pid, deptName: selected.name, nodeType: selected.nodeType === 1 ? 1 : 2, isPublic: selected.isPublic })}>
                        {t('orgRename')}
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => setDeleting(selected)}>
                        {t('orgDelete')}
                      </Button>
                    </Group>
                  ) : null}
                </Group>
              </Paper>
              <Paper withBorder p="md" component="section" aria-label={t('orgJobs')}>
                <Title order={3} size="h5" mb="xs">
                  {t('orgJobs')}
                </Title>
                {(jobs.data ?? []).length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('orgJobsEmpty')}
                  </Text>
                ) : (
                  <Group gap="xs" mb="sm">
                    {(jobs.data ?? []).map((job) => (
                      <Badge key={job.jobId} variant="outline" rightSection={mayEdit && job.members === 0 ? <ActionIcon size="xs" variant="transparent" aria-label={t('orgJobDelete', { name: job.jobName })} onClick={() => jobDelete.mutate(job.jobId)}>×</ActionIcon> : null}>
                        {job.jobName} · {t('orgMembersCount', { count: job.members })}
                      </Badge>
                    ))}
                  </Group>
                )}
                {mayEdit ? (
                  <Group gap="xs" align="flex-end">
                    <TextInput label={t('orgJobName')} value={jobName} onChange={(event) => setJobName(event.currentTarget.value)} maxLength={30} size="xs" />
                    <Button size="xs" disabled={jobName.trim() === ''} loading={jobAdd.isPending} onClick={() => jobAdd.mutate()}>
                      {t('orgJobAdd')}
                    </Button>
                  </Group>
                ) : null}
              </Paper>
              <Paper withBorder p="md" component="section" aria-label={t('orgMembers')}>
                <Group justify="space-between" mb="xs">
                  <Title order={3} size="h5">
                    {t('orgMembers')}
                  </Title>
                  {mayEdit ? (
                    <Button size="xs" variant="light" onClick={() => setMemberForm({ deptId: selected.id, jobId: null, userName: '', mobileNo: '', isPublic: selected.isPublic })}>
                      {t('orgMemberAdd')}
                    </Button>
                  ) : null}
                </Group>
                {members.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('orgMembersEmpty')}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={420}>
                    <Table>
                      <Table.Tbody>
                        {members.map((member) => (
                          <Table.Tr key={member.id} data-testid="org-member">
                            <Table.Td>{member.name}</Table.Td>
                            <Table.Td>{member.jobName ?? t('orgNoJob')}</Table.Td>
                            <Table.Td>{member.isPublic ? null : <Badge size="xs" color="gray">{t('orgPrivate')}</Badge>}</Table.Td>
                            <Table.Td>
                              {mayEdit ? (
                                <Button size="xs" variant="subtle" color="red" aria-label={t('orgMemberDelete', { name: member.name })} onClick={() => memberDelete.mutate(member.id)}>
                                  ×
                                </Button>
                              ) : null}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Paper>
            </Stack>
          ) : (
            <EmptyState title={t('orgSelectHint')} />
          )}
        </Grid.Col>
      </Grid>

      <Modal opened={unitForm !== null} onClose={() => setUnitForm(null)} title={unitForm?.deptId ? t('orgRename') : unitForm?.pid ? t('orgAddChild') : t('orgAddRoot')}>
        {unitForm ? (
          <Stack>
            <TextInput label={t('orgName')} required maxLength={50} value={unitForm.deptName} onChange={(event) => setUnitForm({ ...unitForm, deptName: event.currentTarget.value })} data-autofocus data-testid="org-unit-name" />
            <Switch label={t('orgPublic')} checked={unitForm.isPublic} onChange={(event) => setUnitForm({ ...unitForm, isPublic: event.currentTarget.checked })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setUnitForm(null)}>
                {t('cancel')}
              </Button>
              <Button onClick={() => unitSave.mutate(unitForm)} loading={unitSave.isPending} disabled={unitForm.deptName.trim() === ''} data-testid="org-unit-save">
                {t('save')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>

      <Modal opened={memberForm !== null} onClose={() => setMemberForm(null)} title={memberForm?.memberId ? t('orgMemberEdit') : t('orgMemberAdd')}>
        {memberForm ? (
          <Stack>
            <TextInput label={t('orgMemberName')} required maxLength={30} value={memberForm.userName} onChange={(event) => setMemberForm({ ...memberForm, userName: event.currentTarget.value })} data-autofocus />
            <TextInput label={t('orgMemberMobile')} inputMode="numeric" maxLength={11} value={memberForm.mobileNo} onChange={(event) => setMemberForm({ ...memberForm, mobileNo: event.currentTarget.value })} />
            <Select label={t('orgMemberJob')} clearable placeholder={t('orgNoJob')} data={(jobs.data ?? []).map((job) => ({ value: job.jobId, label: job.jobName }))} value={memberForm.jobId} onChange={(jobId) => setMemberForm({ ...memberForm, jobId })} />
            <Switch label={t('orgPublic')} checked={memberForm.isPublic} onChange={(event) => setMemberForm({ ...memberForm, isPublic: event.currentTarget.checked })} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setMemberForm(null)}>
                {t('cancel')}
              </Button>
              <Button onClick={() => memberSave.mutate(memberForm)} loading={memberSave.isPending} disabled={memberForm.userName.trim() === ''}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('orgDelete')}>
        {deleting ? (
          <Stack>
            <Text>{t('orgDeleteConfirm', { name: deleting.name })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('cancel')}
              </Button>
              <Button color="red" loading={unitDelete.isPending} onClick={() => unitDelete.mutate(deleting)}>
                {t('confirm')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
};

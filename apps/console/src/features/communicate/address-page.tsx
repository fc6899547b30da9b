import type { ImMember, ImTreeNode } from '@bk/contracts';
import { EmptyState, ErrorState, useSubmissionKey } from '@bk/web';
import { ActionIcon, Badge, Button, Group, Pagination, Paper, Skeleton, Stack, Table, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../i18n';
import { childrenTreeQueryOptions, createMatter, MEMBER_PAGE_SIZE, memberPageQueryOptions, rootTreeQueryOptions } from './im-queries';
import classes from './matter-page.module.css';
import { useCommunicate } from './use-communicate';

const addressRoute = getRouteApi('/communicate/$associationId/address');

/** One unit of the tree: expands to its sub-units on demand; choosing it lists its members. */
const UnitNode = ({ node, depth, selectedId, onSelect }: { node: ImTreeNode; depth: number; selectedId: string | undefined; onSelect: (id: string) => void }) => {
  const t = useT();
  const { channel } = useCommunicate();
  const [open, setOpen] = useState(depth === 0);
  const children = useQuery({ ...childrenTreeQueryOptions(channel, node.id), enabled: open && node.hasChildren });
  const units = (children.data ?? []).filter((child) => child.nodeType !== 3);
  return (
    <li>
      <Group gap={4} wrap="nowrap" style={{ paddingLeft: depth * 14 }}>
        {node.hasChildren ? (
          <ActionIcon variant="subtle" size="sm" onClick={() => setOpen(!open)} aria-expanded={open} aria-label={t(open ? 'imCollapse' : 'imExpand', { name: node.name })}>
            {open ? '▾' : '▸'}
          </ActionIcon>
        ) : (
          <span style={{ width: 22 }} />
        )}
        <UnstyledButton
          className={classes.item}
          data-active={selectedId === node.id || undefined}
          aria-current={selectedId === node.id ? 'true' : undefined}
          onClick={() => onSelect(node.id)}
          py={4}
        >
          <Text size="sm" fw={node.nodeType === 1 ? 600 : 400}>
            {node.name}
          </Text>
        </UnstyledButton>
      </Group>
      {open && units.length > 0 ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {units.map((child) => (
            <UnitNode key={child.id} node={child} depth={depth + 1} selectedId={selectedId} onSelect={onSelect} />
          ))}
        </ul>
      ) : null}
    </li>
  );
};

const MemberAction = ({ member }: { member: ImMember }) => {
  const t = useT();
  const { associationId, user } = useCommunicate();
  const navigate = useNavigate();
  const key = useSubmissionKey();
  const start = useMutation({
    mutationFn: () => createMatter(member.id, key.current()),
    onSuccess: ({ id }) => {
      key.renew();
      void navigate({ to: '/communicate/$associationId/matter', params: { associationId }, search: { matterId: id } });
    },
  });
  if (member.uid === user.user.uid) return <Badge variant="light">{t('imYou')}</Badge>;
  if (!member.uid) {
    return (
      <Tooltip label={t('imNoAccount')}>
        <Button size="xs" variant="default" disabled data-disabled>
          {t('imStart')}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button size="xs" loading={start.isPending} onClick={() => start.mutate()} aria-label={`${t('imStart')} ${member.name}`}>
      {t('imStart')}
    </Button>
  );
};

/** address: the member tree by organisation and department, search by name or mobile, starting a matter. */
export const AddressPage = () => {
  const t = useT();
  const { channel } = useCommunicate();
  const search = addressRoute.useSearch();
  const navigate = useNavigate({ from: '/communicate/$associationId/address' });
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const roots = useQuery(rootTreeQueryOptions(channel));
  const deptId = search.keyword ? undefined : (search.deptId ?? undefined);
  const listing = search.keyword !== undefined || deptId !== undefined;
  const request = { keyword: search.keyword, deptId, pageNum: search.page ?? 1 };
  const members = useQuery({ ...memberPageQueryOptions(channel, request), enabled: listing });
  const applyKeyword = useDebouncedCallback((value: string) => {
    void navigate({ search: (previous) => ({ ...previous, keyword: value.trim() || undefined, page: undefined }), replace: true });
  }, 300);

  return (
    <div className={classes.layout}>
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <TextInput
            aria-label={t('imSearchMembers')}
            placeholder={t('imSearchMembers')}
            value={keyword}
            onChange={(event) => {
              setKeyword(event.currentTarget.value);
              applyKeyword(event.currentTarget.value);
            }}
          />
          <Text size="xs" c="dimmed" fw={600}>
            {t('imTree')}
          </Text>
          {roots.isPending ? (
            <Skeleton height={120} />
          ) : roots.isError ? (
            <ErrorState error={roots.error} onRetry={() => void roots.refetch()} />
          ) : (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('imTree')}>
              {roots.data.map((node) => (
                <UnitNode
                  key={node.id}
                  node={node}
                  depth={0}
                  selectedId={deptId}
                  onSelect={(id) => {
                    setKeyword('');
                    void navigate({ search: (previous) => ({ ...previous, deptId: id, keyword: undefined, page: undefined }) });
                  }}
                />
              ))}
            </ul>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="sm">
        {!listing ? (
          <EmptyState title={t('imPickDepartment')} />
        ) : members.isPending ? (
          <Skeleton height={200} />
        ) : members.isError ? (
          <ErrorState error={members.error} onRetry={() => void members.refetch()} />
        ) : members.data.list.length === 0 ? (
          <EmptyState title={search.keyword ? t('imNoMemberMatch') : t('imNoMembers')} />
        ) : (
          <Stack>
            <Table.ScrollContainer minWidth={520}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('imMemberName')}</Table.Th>
                    <Table.Th>{t('imMemberDept')}</Table.Th>
                    <Table.Th>{t('imMemberJob')}</Table.Th>
                    <Table.Th>{t('imMemberMobile')}</Table.Th>
                    <Table.Th>{t('imActions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {members.data.list.map((member) => (
                    <Table.Tr key={member.id} data-testid="im-member-row">
                      <Table.Td>{member.name}</Table.Td>
                      <Table.Td>{member.deptName}</Table.Td>
                      <Table.Td>{member.jobName ?? '—'}</Table.Td>
                      <Table.Td>{member.mobile || '—'}</Table.Td>
                      <Table.Td>
                        <MemberAction member={member} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {members.data.total > MEMBER_PAGE_SIZE ? (
              <Pagination
                size="sm"
                total={Math.ceil(members.data.total / MEMBER_PAGE_SIZE)}
                value={request.pageNum}
                onChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
              />
            ) : null}
          </Stack>
        )}
      </Paper>
    </div>
  );
};

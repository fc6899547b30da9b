import type { ContentSummary } from '@bk/contracts';
import { displayOrDash, type AnnouncementTypeCode, type ContentFieldDeclaration, type ContentFieldValue, type ContentKind, type Label } from '@bk/domain';
import { errorMessage, formatDateTime, isApiError } from '@bk/web';
import { ActionIcon, Badge, Button, Checkbox, Group, Menu, Modal, Paper, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent, type ReactNode } from 'react';
import { movedOrder } from '../../organisation/sibling-order';
import { useAssociation } from '../../shell/use-association';
import { listColumnsOf, type ListColumn } from '../content-kind-view';
import { ContentLinkAnchor, ContentLinkButton, contentPaths } from '../content-links';
import { useContentT } from '../content-messages';
import { contentKeys, refreshAfterBulk, reorderContent } from '../content-queries';
import type { ContentScreen } from '../content-screens';
import { useContentCommand, type ContentRowAction } from '../use-content-command';
import classes from './content-list.module.css';

export type RowDescribers = {
  category: (code: number | null) => string;
  announcementType: (code: AnnouncementTypeCode | null) => string;
  updated: (row: ContentSummary) => string;
};

export type ContentRowsProps = {
  screen: ContentScreen;
  kind: ContentKind;
  rows: readonly ContentSummary[] | undefined;
  loading: boolean;
  fetching: boolean;
  labelledBy: string;
  selected: ReadonlySet<string>;
  onSelect: (next: ReadonlySet<string>) => void;
  onHistory: (row: ContentSummary) => void;
  describe: RowDescribers;
};

/** A choice shows its option's label, not the stored value; other fields show what was entered. */
const fieldText = (field: ContentFieldDeclaration, value: ContentFieldValue | undefined, localize: (label: Label) => string): string => {
  if (Array.isArray(value)) return value.join('、');
  if (typeof value !== 'string' || value === '') return displayOrDash(null);
  const option = field.options?.find((candidate) => candidate.value === value);
  return option ? localize(option) : value;
};

/**
 * The rows of a content list: a table on wide screens, cards on narrow ones, both with the same
 * actions. Ordered kinds are arranged by dragging a row or with move up/down, which keyboard users
 * reach; the new order is saved at once and survives a reload.
 */
export const ContentRows = ({ screen, kind, rows, loading, fetching, labelledBy, selected, onSelect, onHistory, describe }: ContentRowsProps) => {
  const t = useContentT();
  const narrow = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const { associationId, channel } = useAssociation();
  const paths = contentPaths(screen, associationId);
  const noun = t.l(screen.noun);
  const columns = listColumnsOf(kind);
  const [deleting, setDeleting] = useState<ContentSummary | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const command = useContentCommand(() => setDeleting(null));
  const busyId = command.isPending ? command.variables.row.contentId : undefined;
  const act = (action: ContentRowAction, row: ContentSummary) => command.mutate({ action, row });
  // One "now" per render for the "new" tag is the server's (isNew); the schedule shows as is.
  const list = rows ?? [];

  const reorder = useMutation({
    mutationFn: (ids: string[]) => {
      const byId = new Map(list.map((row) => [row.contentId, row]));
      return reorderContent({
        kind: kind.key,
        items: ids.map((id, index) => ({ contentId: id, version: byId.get(id)!.version, order: index })),
      });
    },
    onSuccess: async (response) => {
      if (response.failed > 0) {
        const refused = response.results.find((result) => !result.ok);
        notifications.show({ color: 'red', title: t('contentRefused'), message: refused && !refused.ok ? t.m(refused.msg) : '' });
      } else notifications.show({ color: 'green', message: t('contentOrderSaved') });
      await refreshAfterBulk(queryClient, channel, response);
    },
    onError: (error) => {
      if (isApiError(error) && (error.conflict || error.status === 403)) notifications.show({ color: 'red', title: t('contentRefused'), message: t.m(errorMessage(error)) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.all(channel) });
    },
  });
  const move = (id: string, toIndex: number) => {
    const ids = list.map((row) => row.contentId);
    const next = movedOrder(ids, id, toIndex);
    if (next.join() !== ids.join()) reorder.mutate(next);
  };

  const allSelected = list.length > 0 && list.every((row) => selected.has(row.contentId));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };

  const titleCell = (row: ContentSummary) => (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {row.pinned ? (
        <Badge size="sm" color="red" variant="light" miw="max-content">
          {t('contentPinnedBadge')}
        </Badge>
      ) : null}
      <div>
        <ContentLinkAnchor href={paths.edit(row.contentId)} aria-label={t('contentEditLabel', { noun, title: row.title })} fw={500}>
          {row.title}
        </ContentLinkAnchor>
        {row.status === 'published' && row.isNew ? (
          <Badge size="xs" ml={6} color="orange" variant="filled">
            {t('contentNewBadge')}
          </Badge>
        ) : null}
        {row.summary && kind.shape === 'article' ? (
          <Text size="xs" c="dimmed" lineClamp={1} className={classes.summary}>
            {row.summary}
          </Text>
        ) : null}
      </div>
    </Group>
  );

  const statusCell = (row: ContentSummary) => (
    <Stack gap={2}>
      <Switch
        checked={row.status === 'published'}
        onChange={(event) => act(event.currentTarget.checked ? 'publish' : 'unpublish', row)}
        disabled={busyId === row.contentId}
        label={t(row.status === 'published' ? 'contentStatusPublished' : 'contentStatusUnpublished')}
        aria-label={t('contentPublishLabel', { noun, title: row.title })}
        data-testid="content-publish-switch"
      />
      {row.scheduledAt ? (
        <Text size="xs" c="blue" data-testid="content-scheduled-at">
          {t('contentScheduledAt', { at: formatDateTime(row.scheduledAt) })}
        </Text>
      ) : null}
    </Stack>
  );

  const orderButtons = (row: ContentSummary, index: number) => (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        className={classes.handle}
        aria-label={t('contentDragHandle', { title: row.title })}
        draggable
        onDragStart={(event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          setDragged(row.contentId);
        }}
        onDragEnd={() => {
          setDragged(null);
          setDropTarget(null);
        }}
        data-testid="content-drag-handle"
      >
        ⋮⋮
      </ActionIcon>
      <ActionIcon variant="default" size="sm" disabled={index === 0 || reorder.isPending} onClick={() => move(row.contentId, index - 1)} aria-label={t('contentMoveUp', { title: row.title })}>
        ↑
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="sm"
        disabled={index === list.length - 1 || reorder.isPending}
        onClick={() => move(row.contentId, index + 1)}
        aria-label={t('contentMoveDown', { title: row.title })}
      >
        ↓
      </ActionIcon>
    </Group>
  );

  const actions = (row: ContentSummary) => {
    const busy = busyId === row.contentId;
    return (
      <Group gap="xs" wrap="nowrap">
        <ContentLinkButton size="xs" variant="light" href={paths.edit(row.contentId)} aria-label={t('contentEditLabel', { noun, title: row.title })}>
          {t('contentEdit')}
        </ContentLinkButton>
        {kind.ordered ? null : (
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => act(row.pinned ? 'unpin' : 'pin', row)}
            aria-label={t(row.pinned ? 'contentUnpinLabel' : 'contentPinLabel', { noun, title: row.title })}
            data-testid="content-pin"
          >
            {t(row.pinned ? 'contentUnpin' : 'contentPin')}
          </Button>
        )}
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t('contentMoreActions', { title: row.title })} data-testid="content-more">
              ⋯
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onHistory(row)} aria-label={t('contentHistoryLabel', { noun, title: row.title })} data-testid="content-history">
              {t('contentHistory')}
            </Menu.Item>
            <Menu.Item color="red" disabled={busy} onClick={() => setDeleting(row)} aria-label={t('contentDeleteLabel', { noun, title: row.title })} data-testid="content-delete">
              {t('contentDelete')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    );
  };

  const cell = (column: ListColumn, row: ContentSummary, index: number): ReactNode => {
    switch (column.key) {
      case 'order':
        return orderButtons(row, index);
      case 'title':
        return titleCell(row);
      case 'announcementType':
        return describe.announcementType(row.announcementType);
      case 'category':
        return describe.category(row.categoryCode);
      case 'field':
        return column.field.type === 'file' ? (row.fields[column.field.key] ? '✓' : displayOrDash(null)) : fieldText(column.field, row.fields[column.field.key], t.l);
      case 'status':
        return statusCell(row);
      case 'updated':
        return describe.updated(row);
      case 'actions':
        return actions(row);
    }
  };

  const header = (column: ListColumn): string => {
    switch (column.key) {
      case 'order':
        return t('contentOrderColumn');
      case 'title':
        return t.l(column.label);
      case 'announcementType':
        return t('contentTypeColumn');
      case 'category':
        return t('contentCategoryColumn');
      case 'field':
        return t.l(column.field.label);
      case 'status':
        return t('contentPublishedColumn');
      case 'updated':
        return t('contentUpdatedColumn');
      case 'actions':
        return t('contentActions');
    }
  };

  const selectBox = (row: ContentSummary) => (
    <Checkbox checked={selected.has(row.contentId)} onChange={() => toggle(row.contentId)} aria-label={t('contentSelectRow', { title: row.title })} data-testid="content-select" />
  );

  const dropProps = (row: ContentSummary, index: number) =>
    kind.ordered
      ? {
          onDragOver: (event: DragEvent) => {
            if (dragged && dragged !== row.contentId) {
              event.preventDefault();
              setDropTarget(row.contentId);
            }
          },
          onDragLeave: () => setDropTarget((current) => (current === row.contentId ? null : current)),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragged && dragged !== row.contentId) move(dragged, index);
            setDragged(null);
            setDropTarget(null);
          },
          className: dragged === row.contentId ? classes.dragging : dropTarget === row.contentId ? classes.dropTarget : undefined,
        }
      : {};

  const skeletonRows = Array.from({ length: 5 }, (_, row) => (
    <Table.Tr key={row}>
      {Array.from({ length: columns.length + 1 }, (_, index) => (
        <Table.Td key={index}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));

  const confirm = (
    <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('contentDeleteTitle', { noun })}>
      {deleting ? (
        <Stack gap="md" data-testid="content-delete-confirm">
          <Text>{t('contentDeleteConfirm', { noun, title: deleting.title })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} disabled={command.isPending}>
              {t('cancel')}
            </Button>
            <Button color="red" onClick={() => act('delete', deleting)} loading={command.isPending} data-autofocus>
              {t('contentDeleteSubmit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );

  if (narrow) {
    return (
      <Stack gap={0} aria-labelledby={labelledBy} aria-busy={fetching} data-testid="content-cards">
        {loading
          ? Array.from({ length: 3 }, (_, index) => <Skeleton key={index} height={96} m="sm" />)
          : list.map((row, index) => (
              <Paper key={row.contentId} p="sm" radius={0} withBorder data-testid="content-row" data-content-id={row.contentId} aria-label={row.title} {...dropProps(row, index)}>
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      {selectBox(row)}
                      {titleCell(row)}
                    </Group>
                    {kind.ordered ? orderButtons(row, index) : null}
                  </Group>
                  {columns
                    .filter((column) => column.key === 'field' || column.key === 'category' || column.key === 'announcementType')
                    .map((column, position) => (
                      <Text key={position} size="xs" c="dimmed">
                        {header(column)}：{cell(column, row, index)}
                      </Text>
                    ))}
                  <Group justify="space-between">
                    {statusCell(row)}
                    {actions(row)}
                  </Group>
                </Stack>
              </Paper>
            ))}
        {confirm}
      </Stack>
    );
  }

  return (
    <>
      <Table.ScrollContainer minWidth={960}>
        <Table highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy} aria-busy={fetching} data-testid="content-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  checked={allSelected}
                  indeterminate={!allSelected && list.some((row) => selected.has(row.contentId))}
                  onChange={() => onSelect(allSelected ? new Set() : new Set(list.map((row) => row.contentId)))}
                  aria-label={t('contentSelectAll')}
                  disabled={list.length === 0}
                />
              </Table.Th>
              {columns.map((column, index) => (
                <Table.Th key={index} miw={column.key === 'title' ? 260 : undefined}>
                  {header(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading
              ? skeletonRows
              : list.map((row, index) => (
                  <Table.Tr key={row.contentId} data-testid="content-row" data-content-id={row.contentId} aria-label={row.title} {...dropProps(row, index)}>
                    <Table.Td>{selectBox(row)}</Table.Td>
                    {columns.map((column, position) => (
                      <Table.Td key={position} className={column.key === 'title' ? undefined : classes.nowrap}>
                        {cell(column, row, index)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {confirm}
    </>
  );
};

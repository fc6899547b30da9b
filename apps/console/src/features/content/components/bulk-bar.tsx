import { Affix, Badge, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useContentT } from '../content-messages';

export type BulkAction = 'publish' | 'unpublish' | 'delete';

/** What happened to one selected item: the bulk call answers item by item. */
export type BulkItemResult = { id: string; title: string; ok: boolean; message?: string };

export type BulkBarProps = {
  selectedCount: number;
  actions: readonly BulkAction[];
  onRun: (action: BulkAction) => Promise<readonly BulkItemResult[]>;
  onClear: () => void;
  busy: boolean;
};

const actionLabel = { publish: 'bulkPublish', unpublish: 'bulkUnpublish', delete: 'bulkDelete' } as const satisfies Record<BulkAction, string>;

/**
 * The bar that appears once rows are selected: bulk publish, unpublish and delete (delete asks
 * first), then a result for every item, so a partly refused batch says which items and why.
 */
export const BulkBar = ({ selectedCount, actions, onRun, onClear, busy }: BulkBarProps) => {
  const t = useContentT();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [results, setResults] = useState<readonly BulkItemResult[] | null>(null);
  const run = (action: BulkAction) =>
    void onRun(action).then((outcome) => {
      setConfirmingDelete(false);
      setResults(outcome);
    });
  const failed = results?.filter((result) => !result.ok).length ?? 0;

  return (
    <>
      {selectedCount > 0 ? (
        <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={150}>
          <Paper withBorder shadow="md" p="sm" maw={720} mx="auto" role="region" aria-label={t('bulkSelected', { count: selectedCount })} data-testid="bulk-bar">
            <Group justify="space-between" gap="xs">
              <Text fw={500} aria-live="polite">
                {t('bulkSelected', { count: selectedCount })}
              </Text>
              <Group gap="xs">
                {actions.map((action) => (
                  <Button
                    key={action}
                    size="xs"
                    color={action === 'delete' ? 'red' : undefined}
                    variant={action === 'delete' ? 'light' : 'filled'}
                    loading={busy}
                    onClick={() => (action === 'delete' ? setConfirmingDelete(true) : run(action))}
                    data-testid={`bulk-${action}`}
                  >
                    {t(actionLabel[action])}
                  </Button>
                ))}
                <Button size="xs" variant="subtle" color="gray" onClick={onClear} disabled={busy}>
                  {t('bulkClear')}
                </Button>
              </Group>
            </Group>
          </Paper>
        </Affix>
      ) : null}

      <Modal opened={confirmingDelete} onClose={() => setConfirmingDelete(false)} title={t('bulkDeleteTitle')}>
        <Stack gap="md" data-testid="bulk-delete-confirm">
          <Text>{t('bulkDeleteText', { count: selectedCount })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmingDelete(false)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => run('delete')} data-autofocus>
              {t('bulkDeleteSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal opened={results !== null} onClose={() => setResults(null)} title={t('bulkResultTitle')} size="lg">
        {results ? (
          <Stack gap="sm" data-testid="bulk-results">
            <Text fw={500}>{t('bulkResultSummary', { succeeded: results.length - failed, failed })}</Text>
            <Table.ScrollContainer minWidth={420}>
              <Table>
                <Table.Tbody>
                  {results.map((result) => (
                    <Table.Tr key={result.id} data-testid="bulk-result">
                      <Table.Td>{result.title}</Table.Td>
                      <Table.Td>
                        <Badge color={result.ok ? 'green' : 'red'} variant="light">
                          {t(result.ok ? 'bulkResultOk' : 'bulkResultFailed')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {result.message ?? ''}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
};

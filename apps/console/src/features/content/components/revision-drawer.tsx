import { formatDateTime } from '@bk/web';
import { Alert, Badge, Button, Drawer, Group, Modal, NavLink, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useContentT } from '../content-messages';
import { diffRevisions, type DiffPart, type RevisionText } from '../revision-diff';
import classes from './revision-drawer.module.css';

/** One recorded revision as the drawer shows it: who, when, and its text. */
export type RevisionView = RevisionText & { revision: number; editorName: string; at: string };

export type RevisionDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** In any order: the drawer lists them newest first. */
  revisions: readonly RevisionView[] | undefined;
  loading: boolean;
  error?: React.ReactNode;
  /** The kind's text fields, in form order, with their labels. */
  fieldLabels: readonly { field: string; label: string }[];
  onRestore: (revision: number) => Promise<unknown>;
  restoring: boolean;
};

const DiffRun = ({ part }: { part: DiffPart }) => {
  const t = useContentT();
  if (part.kind === 'same') return <span>{part.text}</span>;
  const Tag = part.kind === 'added' ? 'ins' : 'del';
  return (
    <Tag className={part.kind === 'added' ? classes.added : classes.removed} aria-label={`${t(part.kind === 'added' ? 'revisionAdded' : 'revisionRemoved')}：${part.text}`}>
      {part.text}
    </Tag>
  );
};

/**
 * Every recorded revision (editor, time), the text diff of the chosen one to the one before, and
 * "restore this revision", confirmed first, which saves its content as a new revision.
 */
export const RevisionDrawer = ({ opened, onClose, revisions, loading, error, fieldLabels, onRestore, restoring }: RevisionDrawerProps) => {
  const t = useContentT();
  const newestFirst = useMemo(() => [...(revisions ?? [])].sort((a, b) => b.revision - a.revision), [revisions]);
  const latest = newestFirst[0]?.revision;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const selected = newestFirst.find((revision) => revision.revision === (chosen ?? latest));
  const previous = selected ? newestFirst.find((revision) => revision.revision < selected.revision) : undefined;
  const diffs = useMemo(
    () => (selected ? diffRevisions(previous, selected, fieldLabels, t('bodyLabel')) : []),
    [selected, previous, fieldLabels, t],
  );

  return (
    <Drawer opened={opened} onClose={onClose} title={t('revisionsTitle')} position="right" size="xl" data-testid="revision-drawer">
      {error ? (
        error
      ) : loading ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={160} />
        </Stack>
      ) : newestFirst.length === 0 ? (
        <Text c="dimmed">{t('revisionsEmpty')}</Text>
      ) : (
        <div className={classes.layout}>
          <ScrollArea.Autosize mah="70vh" className={classes.list}>
            <nav aria-label={t('revisionsTitle')}>
              {newestFirst.map((revision) => (
                <NavLink
                  key={revision.revision}
                  active={revision.revision === selected?.revision}
                  onClick={() => setChosen(revision.revision)}
                  label={t('revisionEntry', { revision: revision.revision, name: revision.editorName, at: formatDateTime(revision.at) })}
                  rightSection={revision.revision === latest ? <Badge size="xs">{t('revisionCurrent')}</Badge> : null}
                  data-testid="revision-entry"
                  component="button"
                  type="button"
                />
              ))}
            </nav>
          </ScrollArea.Autosize>
          {selected ? (
            <Stack gap="sm" className={classes.detail} data-testid="revision-diff">
              <Group justify="space-between">
                <Title order={3} size="h5">
                  {t('revisionDiffTitle')}
                </Title>
                {selected.revision !== latest ? (
                  <Button size="xs" onClick={() => setConfirming(true)} data-testid="revision-restore">
                    {t('revisionRestore')}
                  </Button>
                ) : null}
              </Group>
              {previous === undefined ? <Text size="sm" c="dimmed">{t('revisionFirst')}</Text> : null}
              {diffs.length === 0 ? (
                <Alert variant="light">{t('revisionNoTextChange')}</Alert>
              ) : (
                diffs.map((diff) => (
                  <div key={diff.field}>
                    <Text fw={600} size="sm">
                      {diff.label}
                    </Text>
                    <div className={classes.diff}>
                      {diff.parts.map((part, index) => (
                        <DiffRun key={index} part={part} />
                      ))}
                    </div>
                  </div>
                ))
              )}
            </Stack>
          ) : null}
        </div>
      )}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('revisionRestoreTitle', { revision: selected?.revision ?? '' })}>
        <Stack gap="md" data-testid="revision-restore-confirm">
          <Text>{t('revisionRestoreText', { revision: selected?.revision ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={restoring}>
              {t('cancel')}
            </Button>
            <Button
              loading={restoring}
              data-autofocus
              onClick={() => {
                if (!selected) return;
                void onRestore(selected.revision).then(() => {
                  setConfirming(false);
                  setChosen(undefined);
                });
              }}
            >
              {t('revisionRestoreSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Drawer>
  );
};

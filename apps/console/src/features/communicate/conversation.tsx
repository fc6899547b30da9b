import type { ImMatter, ImRecord } from '@bk/contracts';
import { matterStatusFromCode, matterStatusLabel } from '@bk/domain';
import { ErrorState, FileUpload, formatDateTime, useDocumentTitle, useSubmissionKey } from '@bk/web';
import { Alert, Anchor, Badge, Button, Group, Image, Modal, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import classes from './conversation.module.css';
import { earlierRecords, fileUrl, finishMatter, imKeys, matterQueryOptions, putMatter, readAll, recordsQueryOptions, sendFile, sendText } from './im-queries';
import { mergeRecords, type RecordWindow } from './im-records';
import { useCommunicate } from './use-communicate';

const Message = ({ record, mine, matterId }: { record: ImRecord; mine: boolean; matterId: string }) => {
  const t = useT();
  const download = async () => {
    const link = await fileUrl(matterId, record.id);
    window.open(link.url, '_blank', 'noopener');
  };
  return (
    <div className={classes.row} data-mine={mine || undefined} data-testid="im-message" data-seq={record.seq}>
      <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'}>
        <Text size="xs" c="dimmed">
          {mine ? '' : `${record.senderName} · `}
          {formatDateTime(record.time)}
        </Text>
        <div className={classes.bubble} data-mine={mine || undefined}>
          {record.type === 2 ? (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{t('imFileMessage', { name: record.fileName ?? record.content })}</Text>
              <Anchor component="button" type="button" size="sm" onClick={() => void download()}>
                {t('imDownload')}
              </Anchor>
            </Group>
          ) : (
            <Text size="sm">{record.content}</Text>
          )}
        </div>
        {mine ? (
          <Text size="xs" c={record.read ? 'dimmed' : 'blue'} data-testid="im-receipt">
            {record.read ? t('imRead') : t('imUnread')}
          </Text>
        ) : null}
      </Stack>
    </div>
  );
};

/** Reads what the other side sent while the conversation is on screen. */
const useReadWhileOpen = (channel: string, matter: ImMatter | undefined) => {
  const queryClient = useQueryClient();
  const pending = useRef(false);
  useEffect(() => {
    if (!matter || matter.unread === 0 || pending.current) return;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    pending.current = true;
    readAll(matter.id)
      .then((updated) => putMatter(queryClient, channel, updated))
      .catch(() => undefined)
      .finally(() => {
        pending.current = false;
      });
  }, [channel, matter, queryClient]);
};

/** One matter's conversation: its messages in the matter's order, read receipts, sending, finishing. */
export const Conversation = ({ matterId, onBack }: { matterId: string; onBack: () => void }) => {
  const t = useT();
  const { channel, association, user } = useCommunicate();
  const queryClient = useQueryClient();
  const matterQuery = useQuery(matterQueryOptions(channel, matterId));
  const records = useQuery(recordsQueryOptions(channel, matterId));
  const matter = matterQuery.data;
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const textKey = useSubmissionKey();
  const fileKey = useSubmissionKey();
  const bottom = useRef<HTMLDivElement>(null);
  useReadWhileOpen(channel, matter);
  useDocumentTitle(matter ? t('imMessages', { name: matter.other.name }) : undefined, matter?.crossBorder ? association.crossImTitle : undefined, association.title);

  const lastSeq = records.data?.list.at(-1)?.seq;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastSeq]);

  const addRecord = (record: ImRecord) =>
    queryClient.setQueryData<RecordWindow>(imKeys.records(channel, matterId), (current) => mergeRecords(current, [record]));

  const send = useMutation({
    mutationFn: (content: string) => sendText(matterId, content, textKey.current()),
    onSuccess: (record) => {
      addRecord(record);
      setText('');
      textKey.renew();
    },
  });
  const sendUploaded = useMutation({
    mutationFn: (fileId: string) => sendFile(matterId, fileId, fileKey.current()),
    onSuccess: (record) => {
      addRecord(record);
      fileKey.renew();
    },
  });
  const finish = useMutation({
    mutationFn: () => finishMatter(matterId),
    onSuccess: (updated) => {
      putMatter(queryClient, channel, updated);
      void queryClient.invalidateQueries({ queryKey: imKeys.matterLists(channel) });
      setConfirming(false);
      notifications.show({ color: 'green', message: t('imFinished') });
    },
  });

  const loadEarlier = async () => {
    const first = records.data?.list[0];
    if (!first) return;
    setLoadingEarlier(true);
    try {
      const page = await earlierRecords(matterId, first.seq);
      queryClient.setQueryData<RecordWindow>(imKeys.records(channel, matterId), (current) => ({ ...mergeRecords(current, page.list), hasMore: page.hasMore }));
    } finally {
      setLoadingEarlier(false);
    }
  };

  const submit = () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    send.mutate(content);
  };

  if (matterQuery.isError || records.isError) {
    return (
      <Paper withBorder p="md">
        <ErrorState error={matterQuery.error ?? records.error} onRetry={() => void Promise.all([matterQuery.refetch(), records.refetch()])} />
      </Paper>
    );
  }
  if (!matter || !records.data) {
    return (
      <Paper withBorder p="md">
        <Stack>
          <Skeleton height={28} width="40%" />
          <Skeleton height={240} />
        </Stack>
      </Paper>
    );
  }

  const status = matterStatusFromCode(matter.status) ?? 'ongoing';
  const ended = status === 'ended';
  return (
    <Paper withBorder className={classes.pane} component="section" aria-label={t('imMessages', { name: matter.other.name })}>
      <Group justify="space-between" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }} wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Button variant="subtle" size="compact-sm" hiddenFrom="sm" onClick={onBack}>
            {t('imBackToList')}
          </Button>
          {matter.crossBorder && association.crossImIco ? <Image src={association.crossImIco} alt="" className={classes.crossIcon} /> : null}
          <div style={{ minWidth: 0 }}>
            <Title order={4} data-testid="im-conversation-title">
              {matter.other.name}
            </Title>
            <Text size="xs" c="dimmed">
              {matter.crossBorder ? `${association.crossImTitle ?? t('imCrossBorder')} · ` : ''}
              {matter.other.associationName}
            </Text>
          </div>
          <Badge variant="light" color={ended ? 'gray' : 'green'} data-testid="im-matter-status">
            {t.l(matterStatusLabel[status])}
          </Badge>
        </Group>
        {!ended ? (
          <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)}>
            {t('imFinish')}
          </Button>
        ) : null}
      </Group>

      <div className={classes.messages} role="log" aria-live="polite" aria-label={t('imMessages', { name: matter.other.name })}>
        {records.data.hasMore ? (
          <Group justify="center" mb="sm">
            <Button variant="subtle" size="xs" loading={loadingEarlier} onClick={() => void loadEarlier()}>
              {t('imEarlier')}
            </Button>
          </Group>
        ) : null}
        {records.data.list.length === 0 ? (
          <Text c="dimmed" ta="center" size="sm" mt="xl">
            {t('imNoMessages')}
          </Text>
        ) : (
          records.data.list.map((record) => <Message key={record.seq} record={record} mine={record.senderId === user.user.uid} matterId={matterId} />)
        )}
        <div ref={bottom} />
      </div>

      <div style={{ borderTop: '1px solid var(--mantine-color-gray-3)', padding: 'var(--mantine-spacing-sm)' }}>
        {ended ? (
          <Alert color="gray" data-testid="im-ended">
            {t('imEnded')}
          </Alert>
        ) : (
          <Stack gap="xs">
            <Textarea
              aria-label={t('imComposer')}
              placeholder={t('imComposer')}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  submit();
                }
              }}
            />
            <Group justify="space-between" align="flex-start">
              <FileUpload label={t('imSendFile')} disabled={sendUploaded.isPending} onUploaded={(file) => sendUploaded.mutate(file.fileId)} />
              <Button onClick={submit} loading={send.isPending} disabled={!text.trim()}>
                {t('imSend')}
              </Button>
            </Group>
          </Stack>
        )}
      </div>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('imFinishTitle')} centered>
        <Text size="sm">{t('imFinishConfirm', { name: matter.other.name })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('imCancel')}
          </Button>
          <Button color="red" loading={finish.isPending} onClick={() => finish.mutate()}>
            {t('imFinish')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
};

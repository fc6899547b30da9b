import type { ContentDetail } from '@bk/contracts';
import { errorMessage, formatDateTime, isApiError } from '@bk/web';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAssociation } from '../../shell/use-association';
import { useContentT } from '../content-messages';
import { cancelContentSchedule, refreshAfterContentCommand, scheduleContent } from '../content-queries';
import { instantToLocal, localToInstant, scheduleProblem } from '../schedule-time';

/**
 * Scheduled publication of a saved, unpublished item: pick a time (a Temporal timer publishes it
 * then), move it, or cancel it. A new item is saved first; a published one needs no schedule.
 */
export const SchedulePanel = ({ detail }: { detail: ContentDetail | undefined }) => {
  const t = useContentT();
  const queryClient = useQueryClient();
  const { channel } = useAssociation();
  // The browser's own date-time picker: keyboard and screen-reader friendly, native on phones.
  const [value, setValue] = useState<string>(detail?.scheduledAt ? (instantToLocal(detail.scheduledAt)?.slice(0, 16).replace(' ', 'T') ?? '') : '');
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const refused = (error: unknown) => {
    if (isApiError(error) && (error.conflict || error.status === 403 || error.status === 400)) {
      notifications.show({ color: 'red', title: t('contentRefused'), message: t.m(errorMessage(error)), withBorder: true });
    }
  };
  const schedule = useMutation({
    mutationFn: (publishAt: string) => scheduleContent({ contentId: detail!.contentId, version: detail!.version, publishAt }),
    onSuccess: async (result, publishAt) => {
      notifications.show({ color: 'green', message: t('scheduleDone', { at: formatDateTime(publishAt) }) });
      await refreshAfterContentCommand(queryClient, channel, result);
    },
    onError: refused,
  });
  const cancel = useMutation({
    mutationFn: () => cancelContentSchedule({ contentId: detail!.contentId, version: detail!.version }),
    onSuccess: async (result) => {
      notifications.show({ color: 'green', message: t('scheduleCancelled') });
      setValue('');
      await refreshAfterContentCommand(queryClient, channel, result);
    },
    onError: refused,
  });

  const submit = () => {
    const issue = scheduleProblem(value, new Date());
    if (issue) return setProblem(t(issue === 'past' ? 'schedulePast' : 'scheduleInvalid'));
    setProblem(undefined);
    schedule.mutate(localToInstant(value)!);
  };

  let body;
  if (!detail) body = <Text size="sm" c="dimmed">{t('scheduleSaveFirst')}</Text>;
  else if (detail.status === 'published') body = <Text size="sm" c="dimmed">{t('scheduleAlreadyPublished')}</Text>;
  else
    body = (
      <Stack gap="xs">
        <Text size="sm" c={detail.scheduledAt ? 'blue' : 'dimmed'} data-testid="schedule-current">
          {detail.scheduledAt ? t('scheduleCurrent', { at: formatDateTime(detail.scheduledAt) }) : t('scheduleNone')}
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="datetime-local"
            label={t('scheduleLabel')}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setProblem(undefined);
            }}
            error={problem}
            w={240}
            data-testid="schedule-input"
          />
          <Button onClick={submit} loading={schedule.isPending} data-testid="schedule-set">
            {t(detail.scheduledAt ? 'scheduleChange' : 'scheduleSet')}
          </Button>
          {detail.scheduledAt ? (
            <Button variant="default" color="red" onClick={() => cancel.mutate()} loading={cancel.isPending} data-testid="schedule-cancel">
              {t('scheduleCancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    );

  return (
    <Paper withBorder p="md" data-testid="schedule-panel">
      <Title order={2} size="h5" mb="xs">
        {t('scheduleTitle')}
      </Title>
      {body}
    </Paper>
  );
};

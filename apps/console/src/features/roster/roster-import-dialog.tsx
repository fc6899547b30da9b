import type { RosterImportJob } from '@bk/contracts';
import { fileExtension } from '@bk/domain';
import { FileUpload, useSubmissionKey } from '@bk/web';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';
import { useAssociation } from '../shell/use-association';
import { downloadRosterErrors, downloadRosterTemplate, isImportRunning, refreshRoster, rosterImportJobQueryOptions, startRosterImport } from './roster-queries';

const percentOf = (job: RosterImportJob): number => (job.rowsTotal > 0 ? Math.round((job.rowsRead / job.rowsTotal) * 100) : 0);

/**
 * The import: download the template, upload the filled file through the presigned flow (its own
 * progress), start the job, follow its progress (polled), then the counts and the error file.
 */
export const RosterImportDialog = ({ onClose }: { onClose: () => void }) => {
  const t = useT();
  const { channel } = useAssociation();
  const queryClient = useQueryClient();
  const submissionKey = useSubmissionKey();
  const [jobId, setJobId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploadRound, setUploadRound] = useState(0);
  const template = useMutation({ mutationFn: downloadRosterTemplate });
  const errors = useMutation({ mutationFn: downloadRosterErrors });
  const start = useMutation({
    mutationFn: (fileId: string) => startRosterImport(fileId, submissionKey.current()),
    onSuccess: (job) => {
      submissionKey.renew();
      setJobId(job.jobId);
    },
  });
  const job = useQuery({ ...rosterImportJobQueryOptions(channel, jobId ?? ''), enabled: jobId !== null });
  const current = job.data;
  const ended = current !== undefined && !isImportRunning(current);

  // Once the job ends, the list shows what it added.
  useEffect(() => {
    if (ended) void refreshRoster(queryClient, channel);
  }, [ended, queryClient, channel]);

  return (
    <Modal opened onClose={onClose} title={t('rosterImportTitle')} size="lg">
      <Stack>
        <Text size="sm">{t('rosterImportSteps')}</Text>
        <Group>
          <Button variant="default" onClick={() => template.mutate()} loading={template.isPending} data-testid="roster-template">
            {t('rosterTemplateDownload')}
          </Button>
        </Group>

        {jobId === null ? (
          <>
            <FileUpload
              key={uploadRound}
              label={t('rosterImportChoose')}
              disabled={start.isPending}
              onUploaded={(file) => {
                if (fileExtension(file.fileName) !== 'xlsx') {
                  setRefusal(t('rosterImportNotXlsx'));
                  setUploadRound((round) => round + 1);
                  return;
                }
                setRefusal(null);
                start.mutate(file.fileId);
              }}
            />
            {refusal ? (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            ) : null}
          </>
        ) : null}

        {current && !ended ? (
          <Stack gap={4} data-testid="roster-import-progress">
            <Progress value={percentOf(current)} animated aria-label={t('rosterImportProgress', { read: current.rowsRead, total: current.rowsTotal })} />
            <Text size="sm" c="dimmed" role="status">
              {current.rowsTotal === 0 ? t('rosterImportReading') : t('rosterImportProgress', { read: current.rowsRead, total: current.rowsTotal })}
            </Text>
          </Stack>
        ) : null}

        {current && ended ? (
          <Stack gap="xs" data-testid="roster-import-result">
            {current.state === 'done' ? (
              <Alert color={current.refused > 0 ? 'orange' : 'green'} role="status">
                {t('rosterImportDone', { imported: current.imported, skipped: current.skipped, refused: current.refused })}
              </Alert>
            ) : current.state === 'interrupted' ? (
              <Alert color="orange" role="alert">
                {t('rosterImportInterrupted')}
              </Alert>
            ) : (
              <Alert color="red" role="alert">
                {t('rosterImportFailed', { reason: current.failure ?? '' })}
              </Alert>
            )}
            <Group>
              {current.hasErrorFile ? (
                <Button color="orange" variant="light" onClick={() => errors.mutate(current.jobId)} loading={errors.isPending} data-testid="roster-error-file">
                  {t('rosterErrorsDownload', { count: current.refused })}
                </Button>
              ) : null}
              <Button
                variant="default"
                onClick={() => {
                  setJobId(null);
                  setUploadRound((round) => round + 1);
                }}
                data-testid="roster-import-again"
              >
                {t('rosterImportAnother')}
              </Button>
            </Group>
          </Stack>
        ) : null}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('rosterClose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

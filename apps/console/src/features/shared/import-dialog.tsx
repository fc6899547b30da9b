import type { ImportJob } from '@bk/contracts';
import { fileExtension } from '@bk/domain';
import { FileUpload, useSubmissionKey } from '@bk/web';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n';

export const isImportRunning = (job: ImportJob): boolean => job.state === 'queued' || job.state === 'running';

/** An import job, polled every second while it runs; polling stops once it has ended. */
export const importJobQueryOptions = (queryKey: readonly unknown[], fetchJob: (signal: AbortSignal) => Promise<ImportJob>) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetchJob(signal),
    refetchInterval: (query) => (query.state.data && !isImportRunning(query.state.data) ? false : 1_000),
  });

/** How a chosen file starts the job: uploaded first through the presigned flow, or sent in the call itself. */
export type ImportStart = { via: 'storedFile'; run: (fileId: string, idempotencyKey: string) => Promise<ImportJob> } | { via: 'multipart'; run: (file: File, idempotencyKey: string) => Promise<ImportJob> };

export type ImportDialogProps = {
  title: string;
  steps: string;
  /** Prefix of the dialog's test ids: `${prefix}-template`, `${prefix}-import-progress`… */
  testIdPrefix: string;
  downloadTemplate: () => Promise<unknown>;
  start: ImportStart;
  jobQuery: (jobId: string) => ReturnType<typeof importJobQueryOptions>;
  downloadErrors: (jobId: string) => Promise<unknown>;
  /** Once the job ends: refresh what it added. */
  onEnded: () => void;
  onClose: () => void;
};

const percentOf = (job: ImportJob): number => (job.rowsTotal > 0 ? Math.round((job.rowsRead / job.rowsTotal) * 100) : 0);

/**
 * The import kit's dialog: download the template, choose the filled file, start the job, follow
 * its progress (polled), then the counts and the error file. A feature declares its calls on it.
 */
export const ImportDialog = ({ title, steps, testIdPrefix, downloadTemplate, start, jobQuery, downloadErrors, onEnded, onClose }: ImportDialogProps) => {
  const t = useT();
  const submissionKey = useSubmissionKey();
  const [jobId, setJobId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploadRound, setUploadRound] = useState(0);
  const template = useMutation({ mutationFn: downloadTemplate });
  const errors = useMutation({ mutationFn: downloadErrors });
  const begin = useMutation({
    mutationFn: (source: string | File) => (start.via === 'storedFile' ? start.run(source as string, submissionKey.current()) : start.run(source as File, submissionKey.current())),
    onSuccess: (job) => {
      submissionKey.renew();
      setJobId(job.jobId);
    },
    onError: () => setUploadRound((round) => round + 1),
  });
  const job = useQuery({ ...jobQuery(jobId ?? ''), enabled: jobId !== null });
  const current = job.data;
  const ended = current !== undefined && !isImportRunning(current);

  useEffect(() => {
    if (ended) onEnded();
    // Once per ended job; onEnded is the caller's refresh.
  }, [ended]);

  const chosen = (fileName: string, source: string | File) => {
    if (fileExtension(fileName) !== 'xlsx') {
      setRefusal(t('importNotXlsx'));
      setUploadRound((round) => round + 1);
      return;
    }
    setRefusal(null);
    begin.mutate(source);
  };

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack>
        <Text size="sm">{steps}</Text>
        <Group>
          <Button variant="default" onClick={() => template.mutate()} loading={template.isPending} data-testid={`${testIdPrefix}-template`}>
            {t('importTemplateDownload')}
          </Button>
        </Group>

        {jobId === null ? (
          <>
            {start.via === 'storedFile' ? (
              <FileUpload key={uploadRound} label={t('importChoose')} disabled={begin.isPending} onUploaded={(file) => chosen(file.fileName, file.fileId)} />
            ) : (
              <FileInput
                key={uploadRound}
                label={t('importChoose')}
                placeholder={t('importChoosePlaceholder')}
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={begin.isPending}
                onChange={(file) => file && chosen(file.name, file)}
                data-testid={`${testIdPrefix}-import-file`}
              />
            )}
            {refusal ? (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            ) : null}
          </>
        ) : null}

        {current && !ended ? (
          <Stack gap={4} data-testid={`${testIdPrefix}-import-progress`}>
            <Progress value={percentOf(current)} animated aria-label={t('importProgress', { read: current.rowsRead, total: current.rowsTotal })} />
            <Text size="sm" c="dimmed" role="status">
              {current.rowsTotal === 0 ? t('importReading') : t('importProgress', { read: current.rowsRead, total: current.rowsTotal })}
            </Text>
          </Stack>
        ) : null}

        {current && ended ? (
          <Stack gap="xs" data-testid={`${testIdPrefix}-import-result`}>
            {current.state === 'done' ? (
              <Alert color={current.refused > 0 ? 'orange' : 'green'} role="status">
                {t('importDone', { imported: current.imported, skipped: current.skipped, refused: current.refused })}
              </Alert>
            ) : current.state === 'interrupted' ? (
              <Alert color="orange" role="alert">
                {t('importInterrupted')}
              </Alert>
            ) : (
              <Alert color="red" role="alert">
                {t('importFailed', { reason: current.failure ?? '' })}
              </Alert>
            )}
            <Group>
              {current.hasErrorFile ? (
                <Button color="orange" variant="light" onClick={() => errors.mutate(current.jobId)} loading={errors.isPending} data-testid={`${testIdPrefix}-error-file`}>
                  {t('importErrorsDownload', { count: current.refused })}
                </Button>
              ) : null}
              <Button
                variant="default"
                onClick={() => {
                  setJobId(null);
                  setUploadRound((round) => round + 1);
                }}
                data-testid={`${testIdPrefix}-import-again`}
              >
                {t('importAnother')}
              </Button>
            </Group>
          </Stack>
        ) : null}

        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={`${testIdPrefix}-import-close`}>
            {t('importClose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};

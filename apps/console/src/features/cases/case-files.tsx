import type { FileDownloadUrl } from '@bk/contracts';
import { api, formatDateTime } from '@bk/web';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n';
import type { CaseFile } from './case-kind';

/**
 * The applicant's materials on a case page. A download asks the server for a short-lived link
 * (it checks the viewer's right to the case, not just the file id) and lets the browser follow it:
 * the store answers with the file under its own name.
 */
export const CaseFiles = ({ files, testIdPrefix }: { files: readonly CaseFile[]; testIdPrefix: string }) => {
  const t = useT();
  const download = useMutation({
    mutationFn: (fileId: string) => api.get<FileDownloadUrl>('/api/v1/upload/url', { params: { fileId } }),
    onSuccess: (link) => window.location.assign(link.url),
  });
  const headingId = `${testIdPrefix}-files-heading`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId} data-testid={`${testIdPrefix}-files`}>
      <Title order={2} size="h4" mb="sm" id={headingId}>
        {t('caseFilesTitle')}
      </Title>
      {files.length === 0 ? (
        <Text c="dimmed">{t('caseFilesEmpty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {files.map((file) => (
            <Group key={file.fileId} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid={`${testIdPrefix}-file`}>
              <div style={{ minWidth: 0 }}>
                <Text fw={500} truncate="end">
                  {file.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {file.round === 0 ? t('caseFileFiled') : t('caseFileSupplied', { round: file.round })} · {formatDateTime(file.addedAt)}
                </Text>
              </div>
              <Button
                size="xs"
                variant="light"
                loading={download.isPending && download.variables === file.fileId}
                onClick={() => download.mutate(file.fileId)}
                aria-label={t('caseFileDownloadLabel', { name: file.fileName })}
              >
                {t('caseFileDownload')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
};

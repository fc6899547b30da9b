import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import type { StoredFileInfo } from '@bk/contracts';
import { UPLOAD_ACCEPT_ATTRIBUTE } from '@bk/domain';
import { useRef, useState, type ReactNode } from 'react';
import { api } from '../api/browser-client';
import { createI18n } from '../i18n/create-i18n';
import { uploadFile, UploadFailure, uploadMessages, type UploadEndpoints, type UploadProgress } from './upload-flow';

const { useT } = createI18n(uploadMessages);

type State =
  | { kind: 'idle' }
  | { kind: 'busy'; progress: UploadProgress }
  | { kind: 'done'; file: StoredFileInfo }
  | { kind: 'failed'; reason: string };

export type FileUploadProps = {
  /** Called with the verified file; its fileId is what forms submit. */
  onUploaded: (file: StoredFileInfo) => void;
  label?: ReactNode;
  disabled?: boolean;
  /** Narrows the picker (e.g. ".png,.jpg"); the server still decides what it accepts. */
  accept?: string;
  /** The portal's own upload calls for portal users; staff calls otherwise. */
  endpoints?: UploadEndpoints;
};

const percentOf = (progress: UploadProgress): number =>
  progress.phase === 'uploading' && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : progress.phase === 'verifying' ? 100 : 0;

/**
 * Picks one file and takes it through the upload flow (presign, PUT with progress, verify),
 * showing the progress and, when it fails, why, in the server's or the store's words.
 */
export const FileUpload = ({ onUploaded, label, disabled, accept = UPLOAD_ACCEPT_ATTRIBUTE, endpoints }: FileUploadProps) => {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const cancel = useRef<AbortController | undefined>(undefined);

  const start = (file: File | null) => {
    if (!file) return;
    const controller = new AbortController();
    cancel.current = controller;
    setState({ kind: 'busy', progress: { phase: 'preparing', loaded: 0, total: file.size } });
    uploadFile(
      { api, createRequest: () => new XMLHttpRequest(), endpoints },
      { name: file.name, size: file.size, blob: file },
      (progress) => setState({ kind: 'busy', progress }),
      controller.signal,
    )
      .then((stored) => {
        setState({ kind: 'done', file: stored });
        onUploaded(stored);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return setState({ kind: 'failed', reason: t('uploadCancelled') });
        const reason = error instanceof UploadFailure ? (typeof error.reason === 'string' ? t.m(error.reason) : t.l(error.reason)) : t('uploadNetwork');
        setState({ kind: 'failed', reason });
      });
  };

  const busy = state.kind === 'busy';
  return (
    <Stack gap="xs" data-testid="file-upload">
      <Group gap="sm">
        <FileButton onChange={start} accept={accept} disabled={disabled || busy}>
          {(props) => (
            <Button variant="default" {...props} loading={busy}>
              {label ?? t('uploadChoose')}
            </Button>
          )}
        </FileButton>
        {busy ? (
          <Button variant="subtle" color="gray" onClick={() => cancel.current?.abort()}>
            {t('uploadCancel')}
          </Button>
        ) : null}
      </Group>
      {state.kind === 'busy' ? (
        <>
          <Progress value={percentOf(state.progress)} animated={state.progress.phase !== 'uploading'} aria-label={t('uploadUploading', { percent: percentOf(state.progress) })} />
          <Text size="sm" c="dimmed" role="status">
            {state.progress.phase === 'preparing'
              ? t('uploadPreparing')
              : state.progress.phase === 'uploading'
                ? t('uploadUploading', { percent: percentOf(state.progress) })
                : t('uploadVerifying')}
          </Text>
        </>
      ) : null}
      {state.kind === 'done' ? (
        <Text size="sm" c="teal" role="status">
          {t('uploadDone', { name: state.file.fileName })}
        </Text>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {t('uploadFailed', { reason: state.reason })}
        </Alert>
      ) : null}
    </Stack>
  );
};

import type { PresignedUpload, StoredFileInfo } from '@bk/contracts';
import { validateUpload } from '@bk/domain';
import type { ApiClient } from '../api/api-client';
import { isApiError } from '../api/api-error';
import type { Localized } from '../i18n/translate';

/** The part of XMLHttpRequest the upload uses (fetch has no upload progress). */
export type UploadRequest = Pick<
  XMLHttpRequest,
  'upload' | 'onload' | 'onerror' | 'onabort' | 'status' | 'responseText' | 'open' | 'setRequestHeader' | 'send' | 'abort'
>;

export type UploadFileDeps = {
  api: Pick<ApiClient, 'post'>;
  createRequest: () => UploadRequest;
  /** Where to presign and verify: the staff calls unless given (portal users have their own). */
  endpoints?: UploadEndpoints;
};

export type UploadEndpoints = { presign: string; verify: string };

export const STAFF_UPLOAD_ENDPOINTS: UploadEndpoints = { presign: '/api/storage/v1/generatePresignedInfo', verify: '/api/storage/v1/verifyFile' };
export const PORTAL_UPLOAD_ENDPOINTS: UploadEndpoints = {
  presign: '/api/v1/portal/storage/generatePresignedInfo',
  verify: '/api/v1/portal/storage/verifyFile',
};

export type UploadPhase = 'preparing' | 'uploading' | 'verifying';

export type UploadProgress = { phase: UploadPhase; loaded: number; total: number };

/** Why an upload failed, in the words the user should read (the server's message when it gave one). */
export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
  constructor(readonly reason: Localized | string) {
    super(typeof reason === 'string' ? reason : reason.zh);
  }
}

export const uploadMessages = {
  uploadChoose: { zh: '选择文件', en: 'Choose a file' },
  uploadPreparing: { zh: '准备上传…', en: 'Preparing…' },
  uploadUploading: { zh: '正在上传 {percent}%', en: 'Uploading {percent}%' },
  uploadVerifying: { zh: '正在校验文件…', en: 'Checking the file…' },
  uploadDone: { zh: '上传成功：{name}', en: 'Uploaded: {name}' },
  uploadFailed: { zh: '上传失败：{reason}', en: 'Upload failed: {reason}' },
  uploadCancel: { zh: '取消上传', en: 'Cancel upload' },
  uploadCancelled: { zh: '已取消上传', en: 'Upload cancelled' },
  uploadStoreRefused: { zh: '存储服务拒绝了该文件（{detail}）', en: 'The file store refused the file ({detail})' },
  uploadNetwork: { zh: '网络中断，文件未能上传，请重试', en: 'The connection dropped before the file was uploaded; try again' },
} as const;

/** S3's XML error names its reason in <Message>; fall back to the status. */
const storeRefusal = (request: UploadRequest): Localized => {
  const message = /<Message>([^<]*)<\/Message>/.exec(request.responseText)?.[1];
  const detail = message ? `HTTP ${request.status}: ${message}` : `HTTP ${request.status}`;
  return {
    zh: uploadMessages.uploadStoreRefused.zh.replace('{detail}', detail),
    en: uploadMessages.uploadStoreRefused.en.replace('{detail}', detail),
  };
};

const serverMessage = (error: unknown): never => {
  if (isApiError(error) && error.msg) throw new UploadFailure(error.msg);
  throw error;
};

const put = (deps: UploadFileDeps, target: PresignedUpload, file: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const request = deps.createRequest();
    const cancel = () => request.abort();
    signal?.addEventListener('abort', cancel, { once: true });
    const settle = (outcome: () => void) => () => {
      signal?.removeEventListener('abort', cancel);
      outcome();
    };
    request.upload.onprogress = (event) => onProgress(event.lengthComputable ? event.loaded : 0);
    request.onload = settle(() => (request.status >= 200 && request.status < 300 ? resolve() : reject(new UploadFailure(storeRefusal(request)))));
    request.onerror = settle(() => reject(new UploadFailure(uploadMessages.uploadNetwork)));
    request.onabort = settle(() => reject(new DOMException('upload cancelled', 'AbortError')));
    request.open(target.method, target.uploadUrl);
    // Exactly the signed headers: the store refuses any other type (and any other length).
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.send(file);
  });

/**
 * One file through the platform's upload flow: the §5 rules in the browser (instant feedback),
 * a presigned PUT from the API, the bytes straight to the object store with progress, then the
 * server's verification. Resolves with the verified file; rejects with UploadFailure naming why,
 * or with an AbortError when `signal` cancelled it.
 */
export const uploadFile = async (
  deps: UploadFileDeps,
  file: { name: string; size: number; blob: Blob },
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<StoredFileInfo> => {
  const rules = validateUpload({ name: file.name, size: file.size });
  if (!rules.ok) throw new UploadFailure(rules.message);
  onProgress({ phase: 'preparing', loaded: 0, total: file.size });
  const endpoints = deps.endpoints ?? STAFF_UPLOAD_ENDPOINTS;
  const target = await deps.api
    .post<PresignedUpload>(endpoints.presign, { fileName: file.name, size: file.size, contentType: file.blob.type || undefined }, { quiet: true, signal })
    .catch(serverMessage);
  await put(deps, target, file.blob, (loaded) => onProgress({ phase: 'uploading', loaded, total: file.size }), signal);
  onProgress({ phase: 'verifying', loaded: file.size, total: file.size });
  return deps.api.post<StoredFileInfo>(endpoints.verify, { fileId: target.fileId }, { quiet: true, signal }).catch(serverMessage);
};

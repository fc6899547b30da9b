import type { PresignedUpload, StoredFileInfo } from '@bk/contracts';
import type { ApiClient } from './api-client';

type UploadCalls = { presign: string; verify: string };
const STAFF_UPLOADS: UploadCalls = { presign: '/api/storage/v1/generatePresignedInfo', verify: '/api/storage/v1/verifyFile' };
/** A signed-in portal user's own upload calls: their files are theirs alone. */
export const PORTAL_UPLOADS: UploadCalls = { presign: '/api/v1/portal/storage/generatePresignedInfo', verify: '/api/v1/portal/storage/verifyFile' };

/** A file through the whole upload flow (presign, PUT to the store, verify), as the browser sends it; its fileId. */
export const uploadVerified = async (client: ApiClient, fileName: string, bytes: Buffer, contentType?: string, calls = STAFF_UPLOADS): Promise<string> => {
  const presigned = await client.post<PresignedUpload>(calls.presign, { fileName, size: bytes.length, ...(contentType ? { contentType } : {}) });
  if (presigned.status !== 200) throw new Error(`presign ${fileName}: ${JSON.stringify(presigned.body)}`);
  const put = await fetch(presigned.body.data.uploadUrl, { method: 'PUT', headers: presigned.body.data.headers, body: bytes });
  if (put.status !== 200) throw new Error(`PUT ${fileName}: ${put.status}`);
  const verified = await client.post<StoredFileInfo>(calls.verify, { fileId: presigned.body.data.fileId });
  if (verified.body.data?.status !== 'verified') throw new Error(`verify ${fileName}: ${JSON.stringify(verified.body)}`);
  return presigned.body.data.fileId;
};

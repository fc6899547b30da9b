import { UPLOAD_MAX_BYTES, validateUpload } from '@bk/domain';
import { z } from 'zod';

/**
 * Uploads (spec §7 "Upload"): the browser asks for a presigned PUT (generatePresignedInfo), sends
 * the bytes straight to the object store, then asks the server to check them (verifyFile); only a
 * verified file is served, through a short-lived presigned GET (upload/url, func/file/getFileUrl).
 */

/** Longer names are refused before the §5 rules: object metadata and download headers stay small. */
export const UPLOAD_NAME_MAX_LENGTH = 200;

const fileIdField = z.uuid({ message: '文件编号无效' });

/**
 * The §5 rules, in the domain's order and with its messages: name, then type, then size. The
 * name is taken as typed (no trim): a leading space is itself a refusal.
 */
export const presignUploadSchema = z
  .object({
    fileName: z.string({ message: '请选择文件' }).max(UPLOAD_NAME_MAX_LENGTH, { message: `文件名不能超过${UPLOAD_NAME_MAX_LENGTH}个字` }),
    size: z.number({ message: '文件大小无效' }).int({ message: '文件大小无效' }).min(0, { message: '文件大小无效' }).max(Number.MAX_SAFE_INTEGER, { message: '文件大小无效' }),
    contentType: z
      .string()
      .max(200, { message: '文件类型无效' })
      .regex(/^[\w.+-]+\/[\w.+-]+$/, { message: '文件类型无效' })
      .optional(),
  })
  .superRefine((request, context) => {
    const verdict = validateUpload({ name: request.fileName, size: request.size });
    if (!verdict.ok) context.addIssue({ code: 'custom', path: [], message: verdict.message.zh });
  });
export type PresignUploadRequest = z.infer<typeof presignUploadSchema>;

export type PresignedUpload = {
  fileId: string;
  /** PUT the file's bytes here, with exactly these headers, before `expiresAt`. */
  uploadUrl: string;
  method: 'PUT';
  headers: { 'Content-Type': string };
  expiresAt: string;
  maxBytes: typeof UPLOAD_MAX_BYTES;
};

export const verifyFileSchema = z.object({ fileId: fileIdField });
export type VerifyFileRequest = z.infer<typeof verifyFileSchema>;

export const fileRefSchema = z.object({ fileId: fileIdField });
export type FileRef = z.infer<typeof fileRefSchema>;

export type StoredFileStatus = 'pending' | 'verified' | 'refused' | 'expired';

export type StoredFileInfo = {
  fileId: string;
  fileName: string;
  size: number;
  contentType: string;
  status: StoredFileStatus;
};

export type FileDownloadUrl = { fileId: string; fileName: string; url: string; expiresAt: string };

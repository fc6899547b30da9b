import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FileDownloadUrl, PresignedUpload, PresignUploadRequest, StoredFileInfo } from '@bk/contracts';
import {
  fileExtension,
  UPLOAD_MAX_BYTES,
  UPLOAD_SNIFF_BYTES,
  validateStoredSize,
  validateUpload,
  validateUploadContent,
  validateUploadName,
  type UploadType,
  type ValidationResult,
} from '@bk/domain';
import type { ObjectStore } from '@bk/infrastructure';
import { ApiError } from '../common/api-error';
import { OBJECT_STORE } from '../infrastructure/tokens';
import { sniffContentType } from './content-sniffer';
import { MEDIA_TYPE_OF } from './media-types';
import { StoredFiles, type StoredFileRow } from './stored-files';

/** A presigned PUT is usable for 15 minutes: long enough for 50 MB on a slow line, short if it leaks. */
const UPLOAD_URL_SECONDS = 15 * 60;
/** Download links live 5 minutes: enough to start the download, too short to pass around. */
const DOWNLOAD_URL_SECONDS = 5 * 60;

export const FILE_NOT_FOUND = '文件不存在或尚未通过校验';
const NOT_UPLOADED = '文件尚未上传完成，请重新上传';

/** Who uploads: a staff member (uid) or a portal user (their user id as uid), in their association. */
export type Uploader = { tenantId: string; uid: string };

const refusal = (verdict: ValidationResult): string | undefined => (verdict.ok ? undefined : verdict.message.zh);

/**
 * The upload flow. Files belong to the caller's association: every read and write goes through
 * row-level security with the session's tenant, and object keys start with the tenant id.
 */
@Injectable()
export class Uploads {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly files: StoredFiles,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async presign(user: Uploader, request: PresignUploadRequest, now = new Date()): Promise<PresignedUpload> {
    // The edge schema checked the same rules; they are the contract of this method too.
    const verdict = validateUpload({ name: request.fileName, size: request.size });
    if (!verdict.ok) throw ApiError.badRequest(verdict.message.zh);
    const extension = fileExtension(request.fileName) as UploadType;
    const fileId = randomUUID();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const objectKey = `${user.tenantId}/${now.getUTCFullYear()}/${month}/${fileId}.${extension}`;
    const contentType = MEDIA_TYPE_OF[extension];
    await this.files.insertPending({
      fileId,
      tenantId: user.tenantId,
      objectKey,
      fileName: request.fileName,
      extension,
      contentType,
      declaredSize: request.size,
      uploadedBy: user.uid,
    });
    const uploadUrl = await this.store.presignPut(objectKey, request.size, contentType, UPLOAD_URL_SECONDS);
    return {
      fileId,
      uploadUrl,
      method: 'PUT',
      headers: { 'Content-Type': contentType },
      expiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000).toISOString(),
      maxBytes: UPLOAD_MAX_BYTES,
    };
  }

  /**
   * Checks what was stored before anyone may use it: size (≤ 50 MB and as declared), the content's
   * magic bytes against the extension, and the §5 name rules. A refused object is deleted at once.
   */
  async verify(user: Uploader, fileId: string, ownOnly = false): Promise<StoredFileInfo> {
    const file = await this.files.find(user.tenantId, fileId);
    if (!file || (ownOnly && file.uploadedBy !== user.uid)) throw ApiError.notFound('文件不存在');
    if (file.status === 'verified') return info(file);
    if (file.status === 'refused') throw ApiError.badRequest(file.refusalReason ?? NOT_UPLOADED);

    const head = await this.store.head(file.objectKey);
    if (!head) throw ApiError.badRequest(NOT_UPLOADED);
    const reason =
      refusal(validateUploadName(file.fileName)) ??
      refusal(validateUpload({ name: file.fileName, size: head.size })) ??
      refusal(validateStoredSize(file.declaredSize, head.size)) ??
      (await this.contentRefusal(file, head.size));
    if (reason) {
      await this.store.delete(file.objectKey);
      await this.files.decide(user.tenantId, fileId, 'refused', reason);
      this.logger.log(`refused upload ${fileId} (${file.fileName}): ${reason}`);
      throw ApiError.badRequest(reason);
    }
    await this.files.decide(user.tenantId, fileId, 'verified');
    return { ...info(file), status: 'verified' };
  }

  /** A short-lived GET for a verified file of the caller's association; anything else is "not found". */
  downloadUrl(user: Uploader, fileId: string, now = new Date()): Promise<FileDownloadUrl> {
    return this.downloadUrlFor(user.tenantId, fileId, now);
  }

  /** A download link for a verified file of the association (content shows its files without a session). */
  async downloadUrlFor(tenantId: string, fileId: string, now = new Date()): Promise<FileDownloadUrl> {
    const file = await this.files.find(tenantId, fileId);
    if (file?.status !== 'verified') throw ApiError.notFound(FILE_NOT_FOUND);
    const url = await this.store.presignGet(file.objectKey, file.fileName, file.contentType, DOWNLOAD_URL_SECONDS);
    return { fileId, fileName: file.fileName, url, expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString() };
  }

  private async contentRefusal(file: StoredFileRow, storedSize: number): Promise<string | undefined> {
    const start = storedSize === 0 ? new Uint8Array() : await this.store.readStart(file.objectKey, UPLOAD_SNIFF_BYTES);
    const sniffed = await sniffContentType(start);
    return refusal(validateUploadContent(file.fileName, sniffed, start, storedSize > start.length));
  }
}

const info = (file: StoredFileRow): StoredFileInfo => ({
  fileId: file.fileId,
  fileName: file.fileName,
  size: file.declaredSize,
  contentType: file.contentType,
  status: file.status,
});

import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FileDownloadUrl, PresignedUpload, PresignUploadRequest, StoredFileInfo } from '@bk/contracts';
import { fileExtension, UPLOAD_MAX_BYTES, validateStoredSize, validateUpload, validateUploadName, type UploadType, type ValidationResult } from '@bk/domain';
import type { ObjectStore } from '@bk/infrastructure';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { OBJECT_STORE } from '../infrastructure/tokens';
import { inspectStoredContent } from './content-inspection';
import { FileEntitlements } from './file-entitlements';
import { MEDIA_TYPE_OF } from './media-types';
import { StoredFiles, type StoredFileRow } from './stored-files';
import { quotaRefusal, uploadQuota } from './upload-quota';

/** A presigned PUT is usable for 15 minutes: long enough for 50 MB on a slow line, short if it leaks. */
const UPLOAD_URL_SECONDS = 15 * 60;
/** Download links live 5 minutes: enough to start the download, too short to pass around. */
const DOWNLOAD_URL_SECONDS = 5 * 60;

export const FILE_NOT_FOUND = '文件不存在或尚未通过校验';
const NOT_UPLOADED = '文件尚未上传完成，请重新上传';

/** Who uploads: a staff member (uid) or a portal user (their user id as uid), in their association. */
export type Uploader = { tenantId: string; uid: string };

const refusal = (verdict: ValidationResult): string | undefined => (verdict.ok ? undefined : verdict.message.zh);

/** `<tenant>/<area>/<yyyy>/<mm>/<name>`: tenant first, so an association's objects share a prefix. */
const keyOf = (tenantId: string, area: 'incoming' | 'verified', at: Date, name: string): string =>
  `${tenantId}/${area}/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${name}`;

/**
 * The upload flow. Files belong to the caller's association: every read and write goes through
 * row-level security with the session's tenant, and object keys start with the tenant id. An
 * upload URL writes under `incoming/`; what verification accepted is a copy under `verified/`
 * that no URL can write, so a replayed upload URL never changes a verified file.
 */
@Injectable()
export class Uploads {
  private readonly logger = new Logger('Uploads');

  constructor(
    private readonly files: StoredFiles,
    private readonly entitlements: FileEntitlements,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async presign(user: Uploader, request: PresignUploadRequest, now = new Date()): Promise<PresignedUpload> {
    // The edge schema checked the same rules; they are the contract of this method too.
    const verdict = validateUpload({ name: request.fileName, size: request.size });
    if (!verdict.ok) throw ApiError.badRequest(verdict.message.zh);
    const extension = fileExtension(request.fileName) as UploadType;
    const fileId = randomUUID();
    const uploadKey = keyOf(user.tenantId, 'incoming', now, `${fileId}.${extension}`);
    const contentType = MEDIA_TYPE_OF[extension];
    const overQuota = await this.files.insertPendingWithin(
      { fileId, tenantId: user.tenantId, uploadKey, fileName: request.fileName, extension, contentType, declaredSize: request.size, uploadedBy: user.uid },
      uploadQuota,
    );
    if (overQuota) throw new ApiError(429, 429, quotaRefusal(overQuota, request.size), { reason: 'UPLOAD_QUOTA' });
    const uploadUrl = await this.store.presignPut(uploadKey, request.size, contentType, UPLOAD_URL_SECONDS);
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
   * Checks what was stored before anyone may use it, on a copy the upload URL cannot reach: size
   * (≤ 50 MB and as declared), the name rules, and the content (magic bytes, no embedded markup in
   * what browsers render, real Office packages). Only the uploader verifies their upload. A refused
   * upload is deleted at once.
   */
  async verify(user: Uploader, fileId: string, now = new Date()): Promise<StoredFileInfo> {
    const file = await this.files.find(user.tenantId, fileId);
    if (!file || file.uploadedBy !== user.uid) throw ApiError.notFound('文件不存在');
    if (file.status === 'verified') return info(file);
    if (file.status !== 'pending') throw ApiError.badRequest(file.refusalReason ?? NOT_UPLOADED);

    const head = await this.store.head(file.uploadKey);
    if (!head) throw ApiError.badRequest(NOT_UPLOADED);
    // A key of its own per attempt: two verifications racing never overwrite each other's copy.
    const verifiedKey = keyOf(user.tenantId, 'verified', now, `${fileId}-${randomUUID().slice(0, 8)}.${file.extension}`);
    await this.store.copy(file.uploadKey, verifiedKey);
    const size = (await this.store.head(verifiedKey))?.size ?? -1;
    const reason =
      refusal(validateUploadName(file.fileName)) ??
      refusal(validateUpload({ name: file.fileName, size })) ??
      refusal(validateStoredSize(file.declaredSize, size)) ??
      (await inspectStoredContent(this.store, verifiedKey, file.fileName, file.extension, size));
    if (reason) {
      await this.store.delete(verifiedKey);
      await this.store.delete(file.uploadKey);
      if (!(await this.files.decide(user.tenantId, fileId, { status: 'refused', reason }))) return this.settledInfo(user.tenantId, fileId);
      this.logger.log(`refused upload ${fileId} (${file.fileName}): ${reason}`);
      throw ApiError.badRequest(reason);
    }
    if (!(await this.files.decide(user.tenantId, fileId, { status: 'verified', objectKey: verifiedKey }))) {
      // Another verification settled it first: this copy is nobody's.
      await this.store.delete(verifiedKey);
      return this.settledInfo(user.tenantId, fileId);
    }
    // The upload key's work is done; a replay before its URL expires is cleared by the workers' sweep.
    await this.store.delete(file.uploadKey);
    return { ...info(file), status: 'verified' };
  }

  /** A short-lived GET for a staff member entitled to the file through the thing that names it (or its uploader). */
  async downloadUrlForStaff(staff: StaffPrincipal, fileId: string, now = new Date()): Promise<FileDownloadUrl> {
    const file = await this.files.find(staff.tenantId, fileId);
    if (file?.status !== 'verified' || !(await this.entitlements.staffMayRead(staff, file))) throw ApiError.notFound(FILE_NOT_FOUND);
    return this.downloadOf(file, now);
  }

  /**
   * A download link for a verified file of the association, for callers that checked the
   * entitlement through the file's owner themselves (published content, a matter's party, the
   * portal user's own upload).
   */
  async downloadUrlFor(tenantId: string, fileId: string, now = new Date()): Promise<FileDownloadUrl> {
    const file = await this.files.find(tenantId, fileId);
    if (file?.status !== 'verified') throw ApiError.notFound(FILE_NOT_FOUND);
    return this.downloadOf(file, now);
  }

  private async downloadOf(file: StoredFileRow, now: Date): Promise<FileDownloadUrl> {
    const url = await this.store.presignGet(file.objectKey, file.fileName, file.contentType, DOWNLOAD_URL_SECONDS);
    return { fileId: file.fileId, fileName: file.fileName, url, expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString() };
  }

  private async settledInfo(tenantId: string, fileId: string): Promise<StoredFileInfo> {
    const settled = await this.files.find(tenantId, fileId);
    if (settled?.status === 'verified') return info(settled);
    throw ApiError.badRequest(settled?.refusalReason ?? NOT_UPLOADED);
  }
}

const info = (file: StoredFileRow): StoredFileInfo => ({
  fileId: file.fileId,
  fileName: file.fileName,
  size: file.declaredSize,
  contentType: file.contentType,
  status: file.status,
});

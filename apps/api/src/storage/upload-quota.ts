import { UPLOAD_MAX_BYTES } from '@bk/domain';
import type { UploaderUsage } from './stored-files';

const MIB = 1024 * 1024;

/**
 * How much one uploader (a staff member or a portal user) may have in flight and start in a day.
 * A form of materials holds a dozen files, each verified right after its PUT, so twenty pending
 * at once is far above what a person reaches; the daily figures admit a heavy day of a staff
 * member posting content (300 files, 3 GiB) while a script presigning in a loop stops within
 * minutes instead of filling the store.
 */
export const UPLOAD_QUOTA = {
  pendingFiles: 20,
  pendingBytes: 10 * UPLOAD_MAX_BYTES,
  dayFiles: 300,
  dayBytes: 3 * 1024 * MIB,
} as const;

export type UploadQuota = { admits(usage: UploaderUsage, nextBytes: number): boolean };

const pendingAdmits = (usage: UploaderUsage, nextBytes: number): boolean =>
  usage.pendingFiles < UPLOAD_QUOTA.pendingFiles && usage.pendingBytes + nextBytes <= UPLOAD_QUOTA.pendingBytes;

const dayAdmits = (usage: UploaderUsage, nextBytes: number): boolean =>
  usage.dayFiles < UPLOAD_QUOTA.dayFiles && usage.dayBytes + nextBytes <= UPLOAD_QUOTA.dayBytes;

export const uploadQuota: UploadQuota = { admits: (usage, nextBytes) => pendingAdmits(usage, nextBytes) && dayAdmits(usage, nextBytes) };

/** The refusal, saying which limit held the upload back and what to do. */
export const quotaRefusal = (usage: UploaderUsage, nextBytes: number): string =>
  pendingAdmits(usage, nextBytes)
    ? '今日上传的文件数量或总大小已达上限，请明天再试'
    : `尚未完成的上传过多（最多${UPLOAD_QUOTA.pendingFiles}个），请等待已选文件上传完成后再试`;

import { Injectable } from '@nestjs/common';
import { ApiError } from '../common/api-error';
import { StoredFiles } from '../storage/stored-files';

/**
 * Supporting materials are files of the upload service, verified, in the caller's association,
 * and uploaded by the applicant themselves: a file id seen elsewhere cannot be attached to
 * someone's consultation. Anything else reads as not there.
 */
@Injectable()
export class DistressMaterials {
  constructor(private readonly files: StoredFiles) {}

  async requireVerified(tenantId: string, fileIds: readonly string[], uploadedBy: string): Promise<void> {
    const usable = new Set(
      (await this.files.findAll(tenantId, fileIds)).filter((file) => file.status === 'verified' && file.uploadedBy === uploadedBy).map((file) => file.fileId),
    );
    if (fileIds.some((fileId) => !usable.has(fileId))) {
      const message = '材料文件不存在或尚未上传完成';
      throw ApiError.badRequest(message, [{ field: 'materialFileIds', message }]);
    }
  }
}

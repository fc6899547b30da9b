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
    for (const fileId of fileIds) {
      const file = await this.files.find(tenantId, fileId);
      if (file?.status !== 'verified' || file.uploadedBy !== uploadedBy) {
        const message = '材料文件不存在或尚未上传完成';
        throw ApiError.badRequest(message, [{ field: 'materialFileIds', message }]);
      }
    }
  }
}

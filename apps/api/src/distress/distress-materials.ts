import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { distressConsultationCaseKind, hasPermission, PermissionKeys, type DistressConsultationState, type PermissionKey } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { FileEntitlements, type FileOwner } from '../storage/file-entitlements';
import { StoredFiles } from '../storage/stored-files';

/** Who reads a consultation as staff: its detail call and its materials alike. */
export const DISTRESS_READER_KEYS: [PermissionKey, ...PermissionKey[]] = [
  PermissionKeys.distressQuery,
  PermissionKeys.distressAllocate,
  PermissionKeys.distressHandle,
  PermissionKeys.distressProgress,
];

/**
 * Supporting materials are files of the upload service, verified, in the caller's association,
 * and uploaded by the applicant themselves: a file id seen elsewhere cannot be attached to
 * someone's consultation. Anything else reads as not there. A consultation owns its materials:
 * staff who may read the consultation may read them, nobody else but the applicant.
 */
@Injectable()
export class DistressMaterials implements FileOwner, OnModuleInit {
  constructor(
    private readonly files: StoredFiles,
    private readonly entitlements: FileEntitlements,
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.entitlements.register(this);
  }

  async requireVerified(tenantId: string, fileIds: readonly string[], uploadedBy: string): Promise<void> {
    const usable = new Set(
      (await this.files.findAll(tenantId, fileIds)).filter((file) => file.status === 'verified' && file.uploadedBy === uploadedBy).map((file) => file.fileId),
    );
    if (fileIds.some((fileId) => !usable.has(fileId))) {
      const message = '材料文件不存在或尚未上传完成';
      throw ApiError.badRequest(message, [{ field: 'materialFileIds', message }]);
    }
    await this.files.markReferenced(tenantId, fileIds);
  }

  /** The names the consultation's materials were uploaded under. */
  async namesOf(tenantId: string, state: DistressConsultationState): Promise<Map<string, string>> {
    const materials = state.status === 'empty' ? [] : state.materials;
    const files = await this.files.findAll(tenantId, materials.map((material) => material.fileId));
    return new Map(files.map((file) => [file.fileId, file.fileName]));
  }

  async admitsStaff(staff: StaffPrincipal, fileId: string): Promise<boolean> {
    if (!DISTRESS_READER_KEYS.some((key) => hasPermission(staff.rightKeys, key))) return false;
    const rows: unknown[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(`SELECT 1 FROM case_read WHERE kind = $1 AND state->'materials' @> jsonb_build_array(jsonb_build_object('fileId', $2::text)) LIMIT 1`, [
        distressConsultationCaseKind.kind,
        fileId,
      ]),
    );
    return rows.length > 0;
  }
}

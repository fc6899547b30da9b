import { Injectable, type OnModuleInit } from '@nestjs/common';
import { mayOnContentKind } from '@bk/domain';
import type { StaffPrincipal } from '../auth/staff-principal';
import { FileEntitlements, type FileOwner } from '../storage/file-entitlements';
import { ContentReadModel } from './queries/content-read-model';

/**
 * Content items own the files they name. Everyone reads those of published items; a staff
 * member also those of any item not deleted whose kind they may view (a draft's images in the
 * editor) — the same rules as reading the items themselves.
 */
@Injectable()
export class ContentFileOwner implements FileOwner, OnModuleInit {
  constructor(
    private readonly content: ContentReadModel,
    private readonly entitlements: FileEntitlements,
  ) {}

  onModuleInit(): void {
    this.entitlements.register(this);
  }

  async admitsStaff(staff: StaffPrincipal, fileId: string): Promise<boolean> {
    if (await this.admitsPublic(staff.tenantId, fileId)) return true;
    const kinds = await this.content.kindsNamingFile(staff.tenantId, fileId, 'notDeleted');
    return kinds.some((kind) => mayOnContentKind(staff.rightKeys, kind, 'view'));
  }

  async admitsPublic(tenantId: string, fileId: string): Promise<boolean> {
    return (await this.content.kindsNamingFile(tenantId, fileId, 'published')).length > 0;
  }
}

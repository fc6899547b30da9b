import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { StaffPrincipal } from '../auth/staff-principal';
import { FileEntitlements, type FileOwner } from '../storage/file-entitlements';
import { TenantService } from '../tenant/tenant.service';

/** The association's configuration owns its icons: public on the portal, so every staff member of it may read them. */
@Injectable()
export class ChannelIconOwner implements FileOwner, OnModuleInit {
  constructor(
    private readonly tenants: TenantService,
    private readonly entitlements: FileEntitlements,
  ) {}

  onModuleInit(): void {
    this.entitlements.register(this);
  }

  async admitsStaff(staff: StaffPrincipal, fileId: string): Promise<boolean> {
    const { values } = await this.tenants.byChannel(staff.channel);
    return values.icoFileId === fileId || values.crossImIcoFileId === fileId;
  }
}

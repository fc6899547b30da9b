import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  disableStaffSchema,
  removeStaffRoleSchema,
  saveStaffAccountSchema,
  saveStaffRoleSchema,
  staffAccessSchema,
  staffHistoryQuerySchema,
  staffRefSchema,
  staffUserPageSchema,
  type DisableStaffRequest,
  type Page,
  type RemoveStaffRoleRequest,
  type SaveStaffAccountRequest,
  type SaveStaffRoleRequest,
  type StaffAccessRequest,
  type StaffAccountHistoryEntry,
  type StaffAccountResult,
  type StaffRefRequest,
  type StaffRole,
  type StaffUserPageRequest,
  type StaffUserSummary,
} from '@bk/contracts';
import { allPermissionKeys, PermissionKeys } from '@bk/domain';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import { ClientAddress } from '../auth/client-address.decorator';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffAccountQueries } from './staff-account-queries';

/**
 * authorityManagement (权限管理): the association's staff accounts, their keys and roles. Listing
 * needs the user-list key, changing an account the account key, granting keys and defining roles
 * the authority key (spec §6 "Users and access"). Whatever the key, nobody reaches above their own
 * keys: an account or role holding more than the caller is out of their reach, and so is granting
 * a key they lack (AuthorityCeiling, 403 and audited).
 */
@Controller('v1')
export class AuthorityController {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly directory: StaffAccountQueries,
  ) {}

  @RequirePermission(PermissionKeys.userList)
  @Post('menu/queryUserPage')
  users(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(staffUserPageSchema)) request: StaffUserPageRequest): Promise<Page<StaffUserSummary>> {
    return this.directory.users(staff.tenantId, request);
  }

  @RequirePermission(PermissionKeys.userList)
  @Get('authority/account/history')
  async history(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(staffHistoryQuerySchema)) query: { uid: string }): Promise<StaffAccountHistoryEntry[]> {
    return this.accounts.history(staff, query.uid);
  }

  /** Every permission key the platform knows, for the grant screen. */
  @RequirePermission(PermissionKeys.authorityManage, PermissionKeys.accountManage)
  @Get('authority/permissionKeys')
  permissionKeys(): readonly string[] {
    return allPermissionKeys;
  }

  @RequirePermission(PermissionKeys.accountManage)
  @Idempotent('authority/account/save')
  @Post('authority/account/save')
  save(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(saveStaffAccountSchema)) request: SaveStaffAccountRequest,
    @CommandId() commandId: string,
    @ClientAddress() address: string,
  ): Promise<StaffAccountResult> {
    // Keys and roles at creation are a grant: they take the authority key too.
    if (request.uid === undefined && (request.rightKeys.length > 0 || request.roleIds.length > 0) && !staff.rightKeys.includes(PermissionKeys.authorityManage)) {
      throw ApiError.forbidden();
    }
    return this.accounts.save({ staff, address }, request, commandId);
  }

  @RequirePermission(PermissionKeys.authorityManage)
  @Post('authority/account/access')
  setAccess(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(staffAccessSchema)) request: StaffAccessRequest, @CommandId() commandId: string, @ClientAddress() address: string): Promise<StaffAccountResult> {
    return this.accounts.setAccess({ staff, address }, request, commandId);
  }

  @RequirePermission(PermissionKeys.accountManage)
  @Post('authority/account/disable')
  disable(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(disableStaffSchema)) request: DisableStaffRequest, @CommandId() commandId: string, @ClientAddress() address: string): Promise<StaffAccountResult> {
    return this.accounts.disable({ staff, address }, request, commandId);
  }

  @RequirePermission(PermissionKeys.accountManage)
  @Post('authority/account/enable')
  enable(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(staffRefSchema)) request: StaffRefRequest, @CommandId() commandId: string, @ClientAddress() address: string): Promise<StaffAccountResult> {
    return this.accounts.enable({ staff, address }, request, commandId);
  }

  @RequirePermission(PermissionKeys.accountManage)
  @Post('authority/account/resetPassword')
  resetPassword(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(staffRefSchema)) request: StaffRefRequest, @CommandId() commandId: string, @ClientAddress() address: string): Promise<StaffAccountResult> {
    return this.accounts.resetPassword({ staff, address }, request, commandId);
  }

  /** The owner's way back in when guessing from elsewhere held the account's sign-in back. */
  @RequirePermission(PermissionKeys.accountManage)
  @Post('authority/account/unlockSignIn')
  unlockSignIn(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(staffHistoryQuerySchema)) request: { uid: string }, @ClientAddress() address: string): Promise<null> {
    return this.accounts.unlockSignIn({ staff, address }, request.uid);
  }

  @RequirePermission(PermissionKeys.authorityManage)
  @Get('authority/roles')
  roles(@CurrentStaff() staff: StaffPrincipal): Promise<StaffRole[]> {
    return this.directory.roles(staff.tenantId);
  }

  @RequirePermission(PermissionKeys.authorityManage)
  @Idempotent('authority/roles/save')
  @Post('authority/roles/save')
  saveRole(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(saveStaffRoleSchema)) request: SaveStaffRoleRequest, @CommandId() commandId: string, @ClientAddress() address: string) {
    return this.accounts.saveRole({ staff, address }, request, commandId);
  }

  @RequirePermission(PermissionKeys.authorityManage)
  @Post('authority/roles/remove')
  removeRole(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(removeStaffRoleSchema)) request: RemoveStaffRoleRequest, @CommandId() commandId: string, @ClientAddress() address: string) {
    return this.accounts.removeRole({ staff, address }, request, commandId);
  }
}

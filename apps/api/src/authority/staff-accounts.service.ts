import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import type {
  DisableStaffRequest,
  RemoveStaffRoleRequest,
  SaveStaffAccountRequest,
  SaveStaffRoleRequest,
  StaffAccessRequest,
  StaffAccountHistoryEntry,
  StaffAccountResult,
  StaffRefRequest,
} from '@bk/contracts';
import type { StaffAccountCommand } from '@bk/domain';
import { AggregateStore, type CommandInput } from '../aggregates/aggregate-store';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { staffAccounts, staffRoles, writePasswordHash } from './staff-aggregates';
import { StaffAccountQueries } from './staff-account-queries';

/** Letters and digits without look-alikes (0/O, 1/l/I): read out over the phone without mistakes. */
const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A temporary password: 12 characters with letters and digits, shown once, changed at first sign-in. */
export const temporaryPassword = (): string => {
  const bytes = randomBytes(12);
  const password = Array.from(bytes, (byte) => TEMPORARY_ALPHABET[byte % TEMPORARY_ALPHABET.length]).join('');
  return /\d/.test(password) && /[A-Za-z]/.test(password) ? password : temporaryPassword();
};

/**
 * authorityManagement's commands: each is one decision on an account's or role's stream, recorded
 * with who made it and when, and applied to the read model sign-in uses in the same transaction.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly store: AggregateStore,
    private readonly directory: StaffAccountQueries,
  ) {}

  async save(staff: StaffPrincipal, request: SaveStaffAccountRequest, commandId: string): Promise<StaffAccountResult> {
    const profile = { name: request.name, mobile: request.mobile };
    if (request.uid !== undefined) {
      const edited = await this.account(staff, { uid: request.uid, version: request.version! }, commandId, { type: 'EditStaffAccount', profile });
      return { uid: request.uid, version: edited };
    }
    const loginId = request.loginId!;
    if (await this.directory.loginIdTaken(staff.tenantId, loginId)) throw new ApiError(409, 409, `账号“${loginId}”已存在`, { reason: 'ALREADY_EXISTS' });
    await this.requireLiveRoles(staff, request.roleIds);
    // The account's id derives from the command, so a retried creation names the same account.
    const uid = commandId;
    const password = temporaryPassword();
    const hash = await argon2.hash(password);
    const { version } = await this.store.execute(
      staffAccounts,
      { tenantId: staff.tenantId, id: uid, commandId, expectedVersion: 0 },
      {
        type: 'CreateStaffAccount',
        accountId: uid,
        tenantId: staff.tenantId,
        loginId,
        profile,
        access: { rightKeys: request.rightKeys, roleIds: request.roleIds },
        mustChangePassword: true,
        actor: staffActor(staff),
        at: new Date().toISOString(),
      },
      (manager) => writePasswordHash(manager, uid, hash),
    );
    return { uid, version, temporaryPassword: password };
  }

  async setAccess(staff: StaffPrincipal, request: StaffAccessRequest, commandId: string): Promise<StaffAccountResult> {
    await this.requireLiveRoles(staff, request.roleIds);
    const version = await this.account(staff, request, commandId, { type: 'SetStaffAccess', access: { rightKeys: request.rightKeys, roleIds: request.roleIds } });
    return { uid: request.uid, version };
  }

  async disable(staff: StaffPrincipal, request: DisableStaffRequest, commandId: string): Promise<StaffAccountResult> {
    return { uid: request.uid, version: await this.account(staff, request, commandId, { type: 'DisableStaffAccount', reason: request.reason }) };
  }

  async enable(staff: StaffPrincipal, request: StaffRefRequest, commandId: string): Promise<StaffAccountResult> {
    return { uid: request.uid, version: await this.account(staff, request, commandId, { type: 'EnableStaffAccount' }) };
  }

  async resetPassword(staff: StaffPrincipal, request: StaffRefRequest, commandId: string): Promise<StaffAccountResult> {
    const password = temporaryPassword();
    const hash = await argon2.hash(password);
    const version = await this.account(staff, request, commandId, { type: 'ResetStaffPassword' }, hash);
    return { uid: request.uid, version, temporaryPassword: password };
  }

  /** The holder's own change, after the current password was checked by the caller. */
  async changeOwnPassword(staff: StaffPrincipal, newPassword: string, commandId: string): Promise<void> {
    const hash = await argon2.hash(newPassword);
    await this.store.execute(
      staffAccounts,
      { tenantId: staff.tenantId, id: staff.uid, commandId },
      { type: 'ChangeOwnPassword', actor: staffActor(staff), at: new Date().toISOString() },
      (manager) => writePasswordHash(manager, staff.uid, hash),
    );
  }

  async history(staff: StaffPrincipal, uid: string): Promise<StaffAccountHistoryEntry[]> {
    const events = await this.store.history(staffAccounts, staff.tenantId, uid);
    if (events.length === 0) throw ApiError.notFound('账号不存在');
    return events.map((event) => ({
      version: event.version,
      at: event.recordedAt,
      type: event.type,
      actorName: ((event.data as { actor?: { name?: string } }).actor?.name ?? '') || '系统',
      data: Object.fromEntries(Object.entries(event.data as Record<string, unknown>).filter(([key]) => key !== 'actor' && key !== 'at')),
    }));
  }

  async saveRole(staff: StaffPrincipal, request: SaveStaffRoleRequest, commandId: string): Promise<{ roleId: string; version: number }> {
    if (await this.directory.roleNameTaken(staff.tenantId, request.name, request.roleId)) {
      throw new ApiError(409, 409, `角色“${request.name}”已存在`, { reason: 'ALREADY_EXISTS' });
    }
    const definition = { name: request.name, description: request.description, rightKeys: request.rightKeys };
    const [actor, at] = [staffActor(staff), new Date().toISOString()];
    const roleId = request.roleId ?? commandId;
    const { version } = await this.store.execute(
      staffRoles,
      { tenantId: staff.tenantId, id: roleId, commandId, expectedVersion: request.roleId === undefined ? 0 : request.version },
      request.roleId === undefined
        ? { type: 'DefineStaffRole', roleId, tenantId: staff.tenantId, definition, actor, at }
        : { type: 'EditStaffRole', definition, actor, at },
    );
    return { roleId, version };
  }

  async removeRole(staff: StaffPrincipal, request: RemoveStaffRoleRequest, commandId: string): Promise<{ roleId: string; version: number }> {
    const { version } = await this.store.execute(
      staffRoles,
      { tenantId: staff.tenantId, id: request.roleId, commandId, expectedVersion: request.version },
      { type: 'RemoveStaffRole', actor: staffActor(staff), at: new Date().toISOString() },
    );
    return { roleId: request.roleId, version };
  }

  private async account(
    staff: StaffPrincipal,
    target: { uid: string; version: number },
    commandId: string,
    command: CommandInput<Exclude<StaffAccountCommand, { type: 'CreateStaffAccount' }>>,
    passwordHash?: string,
  ): Promise<number> {
    const { version, state } = await this.store.execute(
      staffAccounts,
      { tenantId: staff.tenantId, id: target.uid, commandId, expectedVersion: target.version },
      { ...command, actor: staffActor(staff), at: new Date().toISOString() } as StaffAccountCommand,
      passwordHash ? (manager) => writePasswordHash(manager, target.uid, passwordHash) : undefined,
    );
    if (state.status === 'empty') throw ApiError.notFound('账号不存在');
    return version;
  }

  private async requireLiveRoles(staff: StaffPrincipal, roleIds: readonly string[]): Promise<void> {
    const live = await this.directory.liveRoles(staff.tenantId, roleIds);
    if (live.length !== new Set(roleIds).size) throw ApiError.badRequest('所选角色不存在或已删除');
  }
}



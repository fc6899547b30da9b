import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import type { EntityManager } from 'typeorm';
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
import { LoginThrottle } from '../auth/login-throttle';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { AuthorityCeiling, type Caller } from './authority-ceiling';
import { endSessions, endSessionsBut, staffAccounts, staffRoles, writePasswordHash } from './staff-aggregates';
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
 * None reaches above the caller's own keys (AuthorityCeiling).
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    private readonly store: AggregateStore,
    private readonly directory: StaffAccountQueries,
    private readonly ceiling: AuthorityCeiling,
    private readonly throttle: LoginThrottle,
  ) {}

  async save(caller: Caller, request: SaveStaffAccountRequest, commandId: string): Promise<StaffAccountResult> {
    const { staff } = caller;
    const profile = { name: request.name, mobile: request.mobile };
    if (request.uid !== undefined) {
      await this.ceiling.requireAccountWithin(caller, request.uid, 'edit');
      const edited = await this.account(staff, { uid: request.uid, version: request.version! }, commandId, { type: 'EditStaffAccount', profile });
      return { uid: request.uid, version: edited };
    }
    const loginId = request.loginId!;
    if (await this.directory.loginIdTaken(staff.tenantId, loginId)) throw new ApiError(409, 409, `账号“${loginId}”已存在`, { reason: 'ALREADY_EXISTS' });
    await this.requireLiveRoles(staff, request.roleIds);
    await this.ceiling.requireGrantWithin(caller, request, 'create', loginId);
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

  async setAccess(caller: Caller, request: StaffAccessRequest, commandId: string): Promise<StaffAccountResult> {
    const { staff } = caller;
    await this.requireLiveRoles(staff, request.roleIds);
    await this.ceiling.requireAccountWithin(caller, request.uid, 'setAccess');
    await this.ceiling.requireGrantWithin(caller, request, 'setAccess', request.uid);
    const version = await this.account(staff, request, commandId, { type: 'SetStaffAccess', access: { rightKeys: request.rightKeys, roleIds: request.roleIds } });
    return { uid: request.uid, version };
  }

  async disable(caller: Caller, request: DisableStaffRequest, commandId: string): Promise<StaffAccountResult> {
    const { staff } = caller;
    await this.ceiling.requireAccountWithin(caller, request.uid, 'disable');
    return { uid: request.uid, version: await this.account(staff, request, commandId, { type: 'DisableStaffAccount', reason: request.reason }) };
  }

  async enable(caller: Caller, request: StaffRefRequest, commandId: string): Promise<StaffAccountResult> {
    const { staff } = caller;
    await this.ceiling.requireAccountWithin(caller, request.uid, 'enable');
    return { uid: request.uid, version: await this.account(staff, request, commandId, { type: 'EnableStaffAccount' }) };
  }

  /** A new temporary password; every session of the account ends (whoever held the old one is out). */
  async resetPassword(caller: Caller, request: StaffRefRequest, commandId: string): Promise<StaffAccountResult> {
    await this.ceiling.requireAccountWithin(caller, request.uid, 'resetPassword');
    const password = temporaryPassword();
    const hash = await argon2.hash(password);
    const version = await this.account(caller.staff, request, commandId, { type: 'ResetStaffPassword' }, async (manager) => {
      await writePasswordHash(manager, request.uid, hash);
      await endSessions(manager, request.uid);
    });
    return { uid: request.uid, version, temporaryPassword: password };
  }

  /**
   * The holder's own change, after the current password was checked by the caller. Every other
   * session of the account ends (a session opened with the old password, elsewhere); the one
   * that made the change (`keepSessionTokenHash`) stays.
   */
  async changeOwnPassword(staff: StaffPrincipal, newPassword: string, commandId: string, keepSessionTokenHash: string): Promise<void> {
    const hash = await argon2.hash(newPassword);
    await this.store.execute(
      staffAccounts,
      { tenantId: staff.tenantId, id: staff.uid, commandId },
      { type: 'ChangeOwnPassword', actor: staffActor(staff), at: new Date().toISOString() },
      async (manager) => {
        await writePasswordHash(manager, staff.uid, hash);
        await endSessionsBut(manager, staff.uid, keepSessionTokenHash);
      },
    );
  }

  /** Lets the account's owner sign in again after guessing elsewhere held it back (LoginThrottle.unlock). */
  async unlockSignIn(caller: Caller, uid: string): Promise<null> {
    await this.ceiling.requireAccountWithin(caller, uid, 'unlockSignIn');
    const account = await this.directory.user(caller.staff.tenantId, uid);
    if (!account) throw ApiError.notFound('账号不存在');
    await this.throttle.unlock(caller.staff.tenantId, account.loginId, { uid: caller.staff.uid, loginId: caller.staff.loginId, address: caller.address });
    return null;
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

  async saveRole(caller: Caller, request: SaveStaffRoleRequest, commandId: string): Promise<{ roleId: string; version: number }> {
    const { staff } = caller;
    if (request.roleId !== undefined) await this.ceiling.requireRoleWithin(caller, request.roleId, 'editRole');
    await this.ceiling.requireGrantWithin(caller, { rightKeys: request.rightKeys, roleIds: [] }, request.roleId === undefined ? 'defineRole' : 'editRole', request.roleId ?? request.name);
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

  async removeRole(caller: Caller, request: RemoveStaffRoleRequest, commandId: string): Promise<{ roleId: string; version: number }> {
    const { staff } = caller;
    await this.ceiling.requireRoleWithin(caller, request.roleId, 'removeRole');
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
    alongside?: (manager: EntityManager) => Promise<unknown>,
  ): Promise<number> {
    const { version, state } = await this.store.execute(
      staffAccounts,
      { tenantId: staff.tenantId, id: target.uid, commandId, expectedVersion: target.version },
      { ...command, actor: staffActor(staff), at: new Date().toISOString() } as StaffAccountCommand,
      alongside,
    );
    if (state.status === 'empty') throw ApiError.notFound('账号不存在');
    return version;
  }

  private async requireLiveRoles(staff: StaffPrincipal, roleIds: readonly string[]): Promise<void> {
    const live = await this.directory.liveRoles(staff.tenantId, roleIds);
    if (live.length !== new Set(roleIds).size) throw ApiError.badRequest('所选角色不存在或已删除');
  }
}



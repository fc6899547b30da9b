import type { Actor } from '../shared/actor';

type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;

/** Who may do what: keys given directly, and roles (named sets of keys) of the association. */
export type StaffAccess = { rightKeys: readonly string[]; roleIds: readonly string[] };

export type StaffProfile = { name: string; mobile: string };

/**
 * A staff account's life (authorityManagement). Passwords are never in a command or an event:
 * the handler stores the hash beside the account; the events only say that it was reset or changed.
 */
export type StaffAccountCommand =
  | CommandOf<'CreateStaffAccount', { accountId: string; tenantId: string; loginId: string; profile: StaffProfile; access: StaffAccess; mustChangePassword: boolean }>
  | CommandOf<'EditStaffAccount', { profile: StaffProfile }>
  | CommandOf<'SetStaffAccess', { access: StaffAccess }>
  | CommandOf<'DisableStaffAccount', { reason: string }>
  | CommandOf<'EnableStaffAccount', Record<never, never>>
  | CommandOf<'ResetStaffPassword', Record<never, never>>
  | CommandOf<'ChangeOwnPassword', Record<never, never>>;

export type StaffAccountCommandType = StaffAccountCommand['type'];

import type { Actor } from '../shared/actor';
import type { StaffAccess, StaffProfile } from './commands';

type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

/** StaffAccountCreated.mustChangePassword: created with a temporary password (by an administrator), or a known one (seeded). */
export type StaffAccountEvent =
  | EventOf<'StaffAccountCreated', { accountId: string; tenantId: string; loginId: string; profile: StaffProfile; access: StaffAccess; mustChangePassword: boolean }>
  | EventOf<'StaffAccountEdited', { profile: StaffProfile }>
  | EventOf<'StaffAccessSet', { access: StaffAccess; added: string[]; removed: string[] }>
  | EventOf<'StaffAccountDisabled', { reason: string }>
  | EventOf<'StaffAccountEnabled', Record<never, never>>
  /** A temporary password was issued: it must be changed at the next sign-in. */
  | EventOf<'StaffPasswordReset', Record<never, never>>
  | EventOf<'StaffPasswordChanged', Record<never, never>>;

export type StaffAccountEventType = StaffAccountEvent['type'];

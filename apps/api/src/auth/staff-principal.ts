import type { Actor } from '@bk/domain';

/** The logged-in staff member, resolved from the session cookie on every request. */
export type StaffPrincipal = {
  uid: string;
  tenantId: string;
  channel: string;
  loginId: string;
  name: string;
  showName: string;
  mobile: string;
  rightKeys: string[];
  /** Signed in with a temporary password: nothing but changing it is allowed until then. */
  mustChangePassword: boolean;
};

/** The staff member as the actor of a domain command. */
export const staffActor = (staff: Pick<StaffPrincipal, 'uid' | 'name'>): Actor => ({ kind: 'staff', id: staff.uid, name: staff.name });

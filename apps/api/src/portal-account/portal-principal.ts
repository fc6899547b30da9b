import type { Actor } from '@bk/domain';
import type { CertificationState } from '@bk/contracts';

/**
 * A signed-in portal user (applicant, debtor, creditor), resolved from the portal session cookie.
 * Never a staff principal: staff endpoints read only the staff cookie, and portal endpoints only this.
 */
export type PortalPrincipal = {
  userId: string;
  tenantId: string;
  channel: string;
  /** Verified by the one-time code it signed in with. */
  mobile: string;
  name: string;
  /** Set only once certified (then it is the verified one). */
  citizenId: string;
  certification: CertificationState;
};

/** The portal user as the actor of a domain command. */
export const portalActor = (user: Pick<PortalPrincipal, 'userId' | 'name' | 'mobile'>): Actor => ({
  kind: 'applicant',
  id: user.userId,
  name: user.name || user.mobile,
});

import type { PortalUserInfo } from '@bk/contracts';
import { certificationOf, type PortalUserRow } from './portal-session.service';

/** A citizen id shown back to its owner: region and check character only (4403**********123X). */
export const maskCitizenId = (citizenId: string): string =>
  citizenId.length < 8 ? '' : `${citizenId.slice(0, 4)}${'*'.repeat(citizenId.length - 8)}${citizenId.slice(-4)}`;

export const portalUserInfo = (row: PortalUserRow): PortalUserInfo => ({
  userId: row.user_id,
  mobile: row.mobile,
  name: row.name,
  citizenIdMasked: maskCitizenId(row.citizen_id),
  email: row.email,
  certification: certificationOf(row),
  certifiedAt: row.certified_at ? new Date(row.certified_at).toISOString() : null,
});

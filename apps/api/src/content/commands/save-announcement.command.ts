import type { SaveAnnouncementRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

export class SaveAnnouncementCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: SaveAnnouncementRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}

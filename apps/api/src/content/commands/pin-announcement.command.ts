import type { AnnouncementPinRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

/** doOperTopCmsContent: pin to the top (true) or unpin (false). */
export class PinAnnouncementCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: AnnouncementPinRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}

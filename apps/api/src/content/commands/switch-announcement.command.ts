import type { AnnouncementOnOffRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

/** doOnOffCmsContent: publish (true) or unpublish (false). */
export class SwitchAnnouncementCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: AnnouncementOnOffRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}

import type { AnnouncementDeleteRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

/** doDeleteCmsContent. */
export class DeleteAnnouncementCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: AnnouncementDeleteRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}

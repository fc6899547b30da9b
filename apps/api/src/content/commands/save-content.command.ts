import type { SaveContentRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

/** saveOrUpdateCmsContent for any kind. */
export class SaveContentCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly request: SaveContentRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}

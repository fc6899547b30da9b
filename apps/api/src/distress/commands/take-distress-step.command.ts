import type { DistressStaffSubmitItemRequest, DistressSupplyMaterialsRequest } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';
import type { PortalPrincipal } from '../../portal-account/portal-principal';

/** submitItem (staff) or supplyMaterials (the applicant): one step of a consultation. */
export class TakeDistressStepCommand {
  constructor(
    readonly by: { staff: StaffPrincipal; request: DistressStaffSubmitItemRequest } | { applicant: PortalPrincipal; request: DistressSupplyMaterialsRequest },
    readonly requestId: string,
    readonly at: string,
  ) {}
}

import type { CreateFlowInstanceRequest } from '@bk/contracts';
import type { PortalPrincipal } from '../../portal-account/portal-principal';

/** createFlowInstance: a signed-in portal user files a consultation for themselves or their enterprise. */
export class CreateDistressConsultationCommand {
  constructor(
    readonly user: PortalPrincipal,
    readonly application: CreateFlowInstanceRequest,
    readonly requestId: string,
    readonly at: string,
  ) {}
}

import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  createFlowInstanceSchema,
  distressDetailRequestSchema,
  distressSupplyMaterialsSchema,
  distressUserPageRequestSchema,
  type CreateFlowInstanceRequest,
  type CreateFlowInstanceResponse,
  type DistressDetail,
  type DistressDetailRequest,
  type DistressSubmitItemResponse,
  type DistressSummary,
  type DistressSupplyMaterialsRequest,
  type DistressUserPageRequest,
  type Page,
} from '@bk/contracts';
import { CurrentPortalUser, PortalUserRoute } from '../auth/portal-user.decorators';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { PublicWriteLimit } from '../edge/public-write-limits';
import type { PortalPrincipal } from '../portal-account/portal-principal';
import { CreateDistressConsultationCommand } from './commands/create-distress-consultation.command';
import { TakeDistressStepCommand } from './commands/take-distress-step.command';
import { distressDetailOf } from './distress-detail';
import { DistressMaterials } from './distress-materials';
import { DistressQueues, distressSummaryOf } from './distress-queues';
import { applicantMaySupply } from './distress-steps';

/**
 * The applicant's distress calls, for a signed-in portal user only: file a consultation
 * (createFlowInstance), list their own (userPage), read one of theirs, and supply the materials a
 * handler asked for (supplyMaterials: the portal's step screen; not in §7, which lists only the
 * staff-side submitItem).
 */
@PortalUserRoute()
@Controller('v1/distressManage')
export class DistressApplicantController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queues: DistressQueues,
    private readonly materials: DistressMaterials,
  ) {}

  @PublicWriteLimit('consultation')
  @Idempotent('distressManage/createFlowInstance')
  @Post('createFlowInstance')
  createFlowInstance(
    @CurrentPortalUser() user: PortalPrincipal,
    @Body(new ZodValidationPipe(createFlowInstanceSchema)) application: CreateFlowInstanceRequest,
    @CommandId() requestId: string,
  ): Promise<CreateFlowInstanceResponse> {
    return this.commands.execute(new CreateDistressConsultationCommand(user, application, requestId, new Date().toISOString()));
  }

  @Post('userPage')
  async userPage(
    @CurrentPortalUser() user: PortalPrincipal,
    @Body(new ZodValidationPipe(distressUserPageRequestSchema)) request: DistressUserPageRequest,
  ): Promise<Page<DistressSummary>> {
    const page = await this.queues.userPage(user.tenantId, user.userId, request);
    return { ...page, list: page.list.map(distressSummaryOf) };
  }

  /** One of the user's own consultations; anyone else's reads as not found. */
  @Post('getUserDetailInfo')
  async userDetailInfo(
    @CurrentPortalUser() user: PortalPrincipal,
    @Body(new ZodValidationPipe(distressDetailRequestSchema)) request: DistressDetailRequest,
  ): Promise<DistressDetail> {
    const row = await this.queues.detail(user.tenantId, request.businessId);
    if (!row || row.submittedById !== user.userId) throw ApiError.notFound('咨询不存在');
    return distressDetailOf(row, applicantMaySupply(row.state, user.userId) ? ['supplyMaterials'] : [], null, await this.materials.namesOf(user.tenantId, row.state));
  }

  @Idempotent('distressManage/supplyMaterials')
  @Post('supplyMaterials')
  supplyMaterials(
    @CurrentPortalUser() user: PortalPrincipal,
    @Body(new ZodValidationPipe(distressSupplyMaterialsSchema)) request: DistressSupplyMaterialsRequest,
    @CommandId() requestId: string,
  ): Promise<DistressSubmitItemResponse> {
    return this.commands.execute(new TakeDistressStepCommand({ applicant: user, request }, requestId, new Date().toISOString()));
  }
}

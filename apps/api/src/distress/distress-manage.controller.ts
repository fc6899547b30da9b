import { randomBytes } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  distressCompletedRequestSchema,
  distressDetailRequestSchema,
  distressPageRequestSchema,
  distressPersonnelRequestSchema,
  distressStaffSubmitItemSchema,
  distressTodoRequestSchema,
  type ActionableDistressSummary,
  type DistressCompletedRequest,
  type DistressDetail,
  type DistressDetailRequest,
  type DistressPageRequest,
  type DistressPersonnelRequest,
  type DistressPersonnelResponse,
  type DistressStaffSubmitItemRequest,
  type DistressSubmitItemResponse,
  type DistressSummary,
  type DistressTodoRequest,
  type Page,
} from '@bk/contracts';
import { hasPermission, PermissionKeys } from '@bk/domain';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { drawAmong } from '../cases/allocation';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { TakeDistressStepCommand } from './commands/take-distress-step.command';
import { distressDetailOf } from './distress-detail';
import { DISTRESS_READER_KEYS, DistressMaterials } from './distress-materials';
import { DistressQueues, distressSummaryOf, type DistressRow } from './distress-queues';
import { availableStaffSteps } from './distress-steps';
import { DistressWorkflows } from './distress-workflows';

const { distressQuery, distressAllocate, distressHandle, distressProgress } = PermissionKeys;

/** The distress service's staff calls (spec §7 POST /api/v1/distressManage/…), behind the distress keys of §6. */
@Controller('v1/distressManage')
export class DistressManageController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queues: DistressQueues,
    private readonly workflows: DistressWorkflows,
    private readonly materials: DistressMaterials,
  ) {}

  /** The allocation pool (distress:allocate) or the viewer's own handling queue (distress:handle). */
  @RequirePermission(distressAllocate, distressHandle)
  @Post('getTodoItemList')
  async todoItemList(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(distressTodoRequestSchema)) request: DistressTodoRequest,
  ): Promise<Page<ActionableDistressSummary>> {
    const queue = { allocation: distressAllocate, handling: distressHandle }[request.queue];
    if (!hasPermission(staff.rightKeys, queue)) throw ApiError.forbidden();
    return actionable(await this.queues.todo(staff.tenantId, staff.uid, request), staff);
  }

  /** The progress query: every consultation of the association. */
  @RequirePermission(distressQuery, distressProgress)
  @Post('getDistressPage')
  async distressPage(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(distressPageRequestSchema)) request: DistressPageRequest,
  ): Promise<Page<DistressSummary>> {
    return summaries(await this.queues.page(staff.tenantId, request));
  }

  @RequirePermission(distressQuery, distressHandle)
  @Post('getCompletedItemList')
  async completedItemList(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(distressCompletedRequestSchema)) request: DistressCompletedRequest,
  ): Promise<Page<DistressSummary>> {
    return summaries(await this.queues.completed(staff.tenantId, staff.uid, request));
  }

  /** Who may handle; with `random`, also one drawn with a fresh seed, which allocation re-checks. */
  @RequirePermission(distressAllocate)
  @Post('getAssignPersonnels')
  async assignPersonnels(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(distressPersonnelRequestSchema)) request: DistressPersonnelRequest,
  ): Promise<DistressPersonnelResponse> {
    const list = await this.queues.eligibleHandlers(staff.tenantId);
    return { list, draw: request.random ? drawAmong(list, randomBytes(16).toString('hex'), '暂无可分配的处理人') : null };
  }

  @RequirePermission(...DISTRESS_READER_KEYS)
  @Post('getCurrentDetailInfo')
  async currentDetailInfo(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(distressDetailRequestSchema)) request: DistressDetailRequest,
  ): Promise<DistressDetail> {
    const row = await this.queues.detail(staff.tenantId, request.businessId);
    if (!row) throw ApiError.notFound('咨询不存在');
    return distressDetailOf(
      row,
      availableStaffSteps(row.state, staff),
      this.workflows.temporalUrl(staff.tenantId, request.businessId),
      await this.materials.namesOf(staff.tenantId, row.state),
    );
  }

  /** A staff step (allocate, returnToPool, requestMaterials, handle, complete); each checks its own key. */
  @RequirePermission(distressAllocate, distressHandle)
  @Idempotent('distressManage/submitItem')
  @Post('submitItem')
  submitItem(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(distressStaffSubmitItemSchema)) request: DistressStaffSubmitItemRequest,
    @CommandId() requestId: string,
  ): Promise<DistressSubmitItemResponse> {
    return this.commands.execute(new TakeDistressStepCommand({ staff, request }, requestId, new Date().toISOString()));
  }
}

const summaries = (page: Page<DistressRow>): Page<DistressSummary> => ({ ...page, list: page.list.map(distressSummaryOf) });

const actionable = (page: Page<DistressRow>, staff: StaffPrincipal): Page<ActionableDistressSummary> => ({
  ...page,
  list: page.list.map((row) => ({ ...distressSummaryOf(row), availableActions: availableStaffSteps(row.state, staff) })),
});

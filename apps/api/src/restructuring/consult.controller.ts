import { randomBytes, randomUUID } from 'node:crypto';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  acceptTaskSchema,
  assignRestructuringTaskSchema,
  pageRequestSchema,
  processTaskSchema,
  taskPageRequestSchema,
  taskRefSchema,
  type AcceptTaskRequest,
  type ActionableTaskSummary,
  type AssignRestructuringTaskRequest,
  type Page,
  type PageRequest,
  type Personnel,
  type ProcessTaskRequest,
  type RandomDraw,
  type TaskAction,
  type TaskDetail,
  type TaskPageRequest,
  type TaskRef,
  type TaskSummary,
  type TimelineEntry,
} from '@bk/contracts';
import { isRestructuringTaskStaff, PermissionKeys } from '@bk/domain';
import type { CaseCommandResult } from '@bk/workflows';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { drawAmong } from '../cases/allocation';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { availableTaskActions } from './available-task-actions';
import { ActOnRestructuringTaskCommand } from './commands/act-on-restructuring-task.command';
import { AssignRestructuringTaskCommand } from './commands/assign-restructuring-task.command';
import { RestructuringQueues, taskSummaryOf, type TaskDetailRow, type TaskRow } from './restructuring-queues';
import { RestructuringWorkflows } from './restructuring-workflows';

const isTaskStaff = (staff: StaffPrincipal): boolean => isRestructuringTaskStaff(staff.rightKeys);

/** The restructuring centre's staff calls (spec §7 "Consult service", /api/v1/out/court/). */
@Controller('v1/out/court')
export class ConsultController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queues: RestructuringQueues,
    private readonly workflows: RestructuringWorkflows,
  ) {}

  /** "My applications": always available to a signed-in user, listing only what they filed. */
  @Post('applicantPage')
  async applicantPage(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(taskPageRequestSchema)) request: TaskPageRequest,
  ): Promise<Page<TaskSummary>> {
    return summaries(await this.queues.myApplications(staff.tenantId, staff.uid, request));
  }

  @RequirePermission(PermissionKeys.csjTaskAllocateList)
  @Post('assignPage')
  async assignPage(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(pageRequestSchema)) page: PageRequest,
  ): Promise<Page<TaskSummary>> {
    return summaries(await this.queues.assignQueue(staff.tenantId, page));
  }

  @RequirePermission(PermissionKeys.csjTaskAllocate)
  @Post('getAssignPersonnel')
  personnel(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(taskRefSchema)) _body: TaskRef): Promise<Personnel[]> {
    return this.queues.eligibleAssignees(staff.tenantId);
  }

  @RequirePermission(PermissionKeys.csjTaskAllocate)
  @Get('getConsultUserList')
  consultUsers(@CurrentStaff() staff: StaffPrincipal): Promise<Personnel[]> {
    return this.queues.eligibleAssignees(staff.tenantId);
  }

  /** Draws an assignee at random; the allocator confirms with assignTask, which re-checks the draw. */
  @RequirePermission(PermissionKeys.csjTaskAllocate)
  @Post('getAssignPersonnelRandom')
  async randomPersonnel(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(taskRefSchema)) _body: TaskRef,
  ): Promise<RandomDraw> {
    return drawAmong(await this.queues.eligibleAssignees(staff.tenantId), randomBytes(16).toString('hex'), '暂无可分配的受理人员');
  }

  @RequirePermission(PermissionKeys.csjTaskAllocate)
  @Post('assignTask')
  assignTask(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(assignRestructuringTaskSchema)) body: AssignRestructuringTaskRequest,
  ): Promise<CaseCommandResult> {
    return this.commands.execute(new AssignRestructuringTaskCommand(staff, body, randomUUID(), new Date().toISOString()));
  }

  @RequirePermission(PermissionKeys.csjTaskAcceptList)
  @Post('acceptPage')
  async acceptPage(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(pageRequestSchema)) page: PageRequest,
  ): Promise<Page<ActionableTaskSummary>> {
    return actionable(await this.queues.acceptQueue(staff.tenantId, staff.uid, page), staff);
  }

  @RequirePermission(PermissionKeys.csjTaskAccept)
  @Post('acceptTask')
  acceptTask(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(acceptTaskSchema)) body: AcceptTaskRequest,
  ): Promise<CaseCommandResult> {
    const text = body.decision === 'decline' ? body.reason : '';
    return this.act(staff, body.taskId, body.decision, text);
  }

  @RequirePermission(PermissionKeys.csjTaskHandleList)
  @Post('processPage')
  async processPage(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(pageRequestSchema)) page: PageRequest,
  ): Promise<Page<ActionableTaskSummary>> {
    return actionable(await this.queues.processQueue(staff.tenantId, staff.uid, page), staff);
  }

  @RequirePermission(PermissionKeys.csjTaskHandle)
  @Post('processTask')
  processTask(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(processTaskSchema)) body: ProcessTaskRequest,
  ): Promise<CaseCommandResult> {
    return this.act(staff, body.taskId, body.action, body.text);
  }

  /** A task's application, state, timeline and what the viewer may do: for its staff and for whoever filed it. */
  @Get('getOneConsultInfo')
  async oneConsultInfo(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(taskRefSchema)) query: TaskRef,
  ): Promise<TaskDetail> {
    const row = await this.visibleTask(staff, query.taskId);
    const { state, timeline, contactPhone, description, version } = row;
    // The workflow is an operator's view: an applicant following their own task gets no link to it.
    return {
      ...taskSummaryOf(row),
      availableActions: availableTaskActions(state, staff),
      contactPhone,
      description,
      version,
      reallocations: state.status === 'empty' ? 0 : state.reallocations,
      result: state.status === 'completed' ? state.result : null,
      rejectionReason: state.status === 'rejected' ? state.reason : null,
      timeline,
      temporalUrl: isTaskStaff(staff) ? this.workflows.temporalUrl(staff.tenantId, query.taskId) : null,
    };
  }

  @Get('getProcessDetail')
  async processDetail(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(taskRefSchema)) query: TaskRef,
  ): Promise<TimelineEntry[]> {
    return (await this.visibleTask(staff, query.taskId)).timeline;
  }

  private act(staff: StaffPrincipal, taskId: string, action: TaskAction, text: string): Promise<CaseCommandResult> {
    return this.commands.execute<ActOnRestructuringTaskCommand, CaseCommandResult>(
      new ActOnRestructuringTaskCommand(staff, taskId, action, text, randomUUID(), new Date().toISOString()),
    );
  }

  private async visibleTask(staff: StaffPrincipal, taskId: string): Promise<TaskDetailRow> {
    const row = await this.queues.detail(staff.tenantId, taskId);
    if (!row) throw ApiError.notFound('任务不存在');
    if (!isTaskStaff(staff) && row.submittedById !== staff.uid) throw ApiError.forbidden();
    return row;
  }
}

const summaries = (page: Page<TaskRow>): Page<TaskSummary> => ({ ...page, list: page.list.map(taskSummaryOf) });

const actionable = (page: Page<TaskRow>, staff: StaffPrincipal): Page<ActionableTaskSummary> => ({
  ...page,
  list: page.list.map((row) => ({ ...taskSummaryOf(row), availableActions: availableTaskActions(row.state, staff) })),
});

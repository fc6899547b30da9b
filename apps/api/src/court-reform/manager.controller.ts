import { randomBytes, randomUUID } from 'node:crypto';
import { Body, Controller, Get, Post, Query, Sse, type MessageEvent } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { concat, concatMap, defer, map, type Observable } from 'rxjs';
import {
  assignTaskSchema,
  caseNumberQuerySchema,
  casePageRequestSchema,
  caseRefSchema,
  completeCaseSchema,
  issueStatementSchema,
  pageRequestSchema,
  registerCaseSchema,
  rejectCaseSchema,
  signCaseSchema,
  submitProgressSchema,
  type ActionableCaseSummary,
  type AssignTaskRequest,
  type CaseDetail,
  type CaseNumberQuery,
  type CasePageRequest,
  type HandleCaseCheck,
  type CaseSummary,
  type CompleteCaseRequest,
  type IssueStatementRequest,
  type Page,
  type PageRequest,
  type Personnel,
  type RandomDraw,
  type RegisterCaseRequest,
  type RejectCaseRequest,
  type SignCaseRequest,
  type SubmitProgressRequest,
  type TodoCounts,
} from '@bk/contracts';
import { PermissionKeys, todoQueueKeys } from '@bk/domain';
import type { CaseCommandResult } from '@bk/workflows';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { availableCaseActions } from './available-actions';
import { ActOnCourtReformCaseCommand } from './commands/act-on-court-reform-case.command';
import { AssignCourtReformHandlerCommand } from './commands/assign-court-reform-handler.command';
import type { CourtReformAction } from './court-reform-actions';
import { CourtReformWorkflows } from './court-reform-workflows';
import { drawAmong } from '../cases/allocation';
import { CaseReadModel } from '../cases/case-read-model';
import { TodoCountNotifier } from '../cases/todo-count-notifier';
import { CourtReformQueues, HANDLERS, type CourtReformCaseRow } from './court-reform-queues';

/** Staff calls for the court-reform (out-of-court settlement) queues. */
@Controller('v1/manager')
export class ManagerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cases: CourtReformQueues,
    private readonly readModel: CaseReadModel,
    private readonly workflows: CourtReformWorkflows,
    private readonly notifier: TodoCountNotifier,
  ) {}

  @RequirePermission(PermissionKeys.courtReformAllocate)
  @Post('getAssignmentList')
  assignmentList(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(pageRequestSchema)) page: PageRequest,
  ): Promise<Page<CaseSummary>> {
    return this.cases.assignmentQueue(staff.tenantId, page);
  }

  /** The handler's open cases; unprocessedPage is the spec's name for the same queue. */
  @RequirePermission(PermissionKeys.courtReformHandle)
  @Post(['getHandlingList', 'unprocessedPage'])
  async handlingList(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(pageRequestSchema)) page: PageRequest,
  ): Promise<Page<ActionableCaseSummary>> {
    return actionable(await this.cases.handlingQueue(staff.tenantId, staff.uid, page), staff);
  }

  /** The handler's finished cases: registered, completed or rejected since. */
  @RequirePermission(PermissionKeys.courtReformHandle)
  @Post('processedPage')
  processedPage(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(pageRequestSchema)) page: PageRequest): Promise<Page<CaseSummary>> {
    return this.cases.processedQueue(staff.tenantId, staff.uid, page);
  }

  /** Whether the caller may sign, note progress on, register or reject the case now: the console asks before it opens the handling screen. */
  @RequirePermission(PermissionKeys.courtReformHandle)
  @Get('checkHandleCase')
  async checkHandleCase(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(caseRefSchema)) query: { caseId: string }): Promise<HandleCaseCheck> {
    const detail = await this.cases.detail(staff.tenantId, query.caseId);
    if (!detail) throw ApiError.notFound('案件不存在');
    const refusal =
      detail.assigneeId !== staff.uid
        ? '该案件未分配给您办理'
        : HANDLERS.openStateCodes.includes(detail.stateCode)
          ? null
          : '案件当前状态不可办理';
    return { caseId: detail.caseId, canHandle: refusal === null, reason: refusal };
  }

  @RequirePermission(PermissionKeys.courtReformQuery)
  @Get('caseNumber')
  async caseByNumber(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(caseNumberQuerySchema)) query: CaseNumberQuery): Promise<CaseSummary> {
    const found = await this.cases.byNumber(staff.tenantId, query.caseNumber);
    if (!found) throw ApiError.notFound('未找到该案件编号');
    return found;
  }

  /** Registered cases (register 4) awaiting their statement or completion. */
  @RequirePermission(PermissionKeys.courtReformSituation)
  @Post('getIssuanceList')
  async issuanceList(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(pageRequestSchema)) page: PageRequest,
  ): Promise<Page<ActionableCaseSummary>> {
    return actionable(await this.cases.issuanceQueue(staff.tenantId, page), staff);
  }

  /** The progress query: every case of the association in any state, filterable by state (getOcSetlementPage in the spec). */
  @RequirePermission(PermissionKeys.courtReformQuery)
  @Post(['getCasePage', 'getOcSetlementPage'])
  casePage(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(casePageRequestSchema)) request: CasePageRequest,
  ): Promise<Page<CaseSummary>> {
    return this.cases.casePage(staff.tenantId, request);
  }

  @RequirePermission(PermissionKeys.courtReformAllocate)
  @Post('getAssignPersonnel')
  personnel(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(caseRefSchema)) _body: { caseId: string }): Promise<Personnel[]> {
    return this.cases.eligibleHandlers(staff.tenantId);
  }

  /** Draws a handler at random; the allocator confirms with assignTask, which re-checks the draw. */
  @RequirePermission(PermissionKeys.courtReformAllocate)
  @Post('getAssignPersonnelRandom')
  async randomPersonnel(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(caseRefSchema)) _body: { caseId: string },
  ): Promise<RandomDraw> {
    return drawAmong(await this.cases.eligibleHandlers(staff.tenantId), randomBytes(16).toString('hex'), '暂无可分配的承办人');
  }

  @RequirePermission(PermissionKeys.courtReformAllocate)
  @Post('assignTask')
  assignTask(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(assignTaskSchema)) body: AssignTaskRequest,
  ): Promise<CaseCommandResult> {
    return this.commands.execute(new AssignCourtReformHandlerCommand(staff, body, randomUUID(), new Date().toISOString()));
  }

  @RequirePermission(PermissionKeys.courtReformHandle)
  @Post('signCase')
  signCase(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(signCaseSchema)) body: SignCaseRequest,
  ): Promise<CaseCommandResult> {
    return this.act(staff, { action: 'sign', request: body });
  }

  @RequirePermission(PermissionKeys.courtReformHandle)
  @Post('submitProgress')
  submitProgress(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(submitProgressSchema)) body: SubmitProgressRequest,
  ): Promise<CaseCommandResult> {
    return this.act(staff, { action: 'note', request: body });
  }

  /** Either key gets in; the handler requires the one the case's state calls for (allocator before signing, handler after). */
  @RequirePermission(PermissionKeys.courtReformAllocate, PermissionKeys.courtReformHandle)
  @Post('rejectCase')
  rejectCase(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(rejectCaseSchema)) body: RejectCaseRequest,
  ): Promise<CaseCommandResult> {
    return this.act(staff, { action: 'reject', request: body });
  }

  @RequirePermission(PermissionKeys.courtReformHandle)
  @Post('registerCase')
  registerCase(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(registerCaseSchema)) body: RegisterCaseRequest,
  ): Promise<CaseCommandResult> {
    return this.act(staff, { action: 'register', request: body });
  }

  @RequirePermission(PermissionKeys.courtReformSituation)
  @Post('issueStatement')
  issueStatement(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(issueStatementSchema)) body: IssueStatementRequest,
  ): Promise<CaseCommandResult> {
    return this.act(staff, { action: 'issueStatement', request: body });
  }

  @RequirePermission(PermissionKeys.courtReformSituation)
  @Post('completeCase')
  completeCase(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(completeCaseSchema)) body: CompleteCaseRequest,
  ): Promise<CaseCommandResult> {
    return this.act(staff, { action: 'complete', request: body });
  }

  /** Every staff action after assignment goes through one command; its handler checks the action's own key. */
  private act(staff: StaffPrincipal, act: CourtReformAction): Promise<CaseCommandResult> {
    return this.commands.execute(new ActOnCourtReformCaseCommand(staff, act, randomUUID(), new Date().toISOString()));
  }

  @RequirePermission(PermissionKeys.courtReformQuery)
  @Get('caseDetail')
  async caseDetail(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(caseRefSchema)) query: { caseId: string },
  ): Promise<CaseDetail> {
    const detail = await this.cases.detail(staff.tenantId, query.caseId);
    if (!detail) throw ApiError.notFound('案件不存在');
    const { state: _state, ...rest } = detail;
    return { ...rest, ...actionsOn(detail, staff), temporalUrl: this.workflows.temporalUrl(staff.tenantId, query.caseId) };
  }

  @RequirePermission(...todoQueueKeys)
  @Get('getOcsettlementCount')
  todoCounts(@CurrentStaff() staff: StaffPrincipal): Promise<TodoCounts> {
    return this.readModel.todoCounts(staff.tenantId, staff.uid);
  }

  /** Live to-do counts for the console's menu badges: the current counts, then every change. */
  @RequirePermission(...todoQueueKeys)
  @Sse('todoStream')
  todoStream(@CurrentStaff() staff: StaffPrincipal): Observable<MessageEvent> {
    const updates = this.notifier
      .countsFor(staff.tenantId)
      .pipe(concatMap((counts) => this.readModel.withPersonalCounts(staff.tenantId, staff.uid, counts)));
    return concat(defer(() => this.readModel.todoCounts(staff.tenantId, staff.uid)), updates).pipe(
      map((counts) => ({ type: 'counts', data: counts })),
    );
  }
}

/** Registration and statement numbers from the domain state, and what the viewer may do now. */
const actionsOn = (row: CourtReformCaseRow, staff: StaffPrincipal): Pick<ActionableCaseSummary, 'registrationNo' | 'statementNo' | 'availableActions'> => {
  const { state } = row;
  return {
    registrationNo: 'registrationNo' in state ? state.registrationNo : null,
    statementNo: 'statementNo' in state ? (state.statementNo ?? null) : null,
    availableActions: availableCaseActions(state, staff),
  };
};

const actionable = (page: Page<CourtReformCaseRow>, staff: StaffPrincipal): Page<ActionableCaseSummary> => ({
  ...page,
  list: page.list.map((row) => {
    const { state: _state, ...summary } = row;
    return { ...summary, ...actionsOn(row, staff) };
  }),
});

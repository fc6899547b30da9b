import { randomBytes, randomUUID } from 'node:crypto';
import { Body, Controller, Get, Post, Query, Sse, type MessageEvent } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { concat, concatMap, defer, map, type Observable } from 'rxjs';
import {
  assignTaskSchema,
  caseRefSchema,
  pageRequestSchema,
  type AssignTaskRequest,
  type CaseDetail,
  type CaseSummary,
  type Page,
  type PageRequest,
  type Personnel,
  type RandomDraw,
  type TodoCounts,
} from '@bk/contracts';
import { drawCandidate, PermissionKeys } from '@bk/domain';
import type { CaseCommandResult } from '@bk/workflows';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AssignCourtReformHandlerCommand } from './commands/assign-court-reform-handler.command';
import { CourtReformWorkflows } from './court-reform-workflows';
import { CaseReadModel } from './queries/case-read-model';
import { StaffDirectory } from './staff-directory';
import { TodoCountNotifier } from './todo-count-notifier';

/** Staff calls for the court-reform (out-of-court settlement) queues. */
@Controller('v1/manager')
export class ManagerController {
  constructor(
    private readonly commands: CommandBus,
    private readonly cases: CaseReadModel,
    private readonly directory: StaffDirectory,
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

  @RequirePermission(PermissionKeys.courtReformHandle)
  @Post('getHandlingList')
  handlingList(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(pageRequestSchema)) page: PageRequest,
  ): Promise<Page<CaseSummary>> {
    return this.cases.handlingQueue(staff.tenantId, staff.uid, page);
  }

  @RequirePermission(PermissionKeys.courtReformAllocate)
  @Post('getAssignPersonnel')
  personnel(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(caseRefSchema)) _body: { caseId: string }): Promise<Personnel[]> {
    return this.directory.eligibleHandlers(staff.tenantId);
  }

  /** Draws a handler at random; the allocator confirms with assignTask, which re-checks the draw. */
  @RequirePermission(PermissionKeys.courtReformAllocate)
  @Post('getAssignPersonnelRandom')
  async randomPersonnel(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(caseRefSchema)) _body: { caseId: string },
  ): Promise<RandomDraw> {
    const eligible = await this.directory.eligibleHandlers(staff.tenantId);
    const seed = randomBytes(16).toString('hex');
    const candidates = eligible.map((person) => person.uid).sort();
    const drawn = eligible.find((person) => person.uid === drawCandidate(seed, candidates));
    if (!drawn) throw ApiError.badRequest('暂无可分配的承办人');
    return { personnel: drawn, seed, candidates };
  }

  @RequirePermission(PermissionKeys.courtReformAllocate)
  @Post('assignTask')
  assignTask(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(assignTaskSchema)) body: AssignTaskRequest,
  ): Promise<CaseCommandResult> {
    return this.commands.execute(new AssignCourtReformHandlerCommand(staff, body, randomUUID(), new Date().toISOString()));
  }

  @RequirePermission(PermissionKeys.courtReformQuery)
  @Get('caseDetail')
  async caseDetail(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(caseRefSchema)) query: { caseId: string },
  ): Promise<CaseDetail> {
    const detail = await this.cases.detail(staff.tenantId, query.caseId);
    if (!detail) throw ApiError.notFound('案件不存在');
    return { ...detail, temporalUrl: this.workflows.temporalUrl(staff.tenantId, query.caseId) };
  }

  @Get('getOcsettlementCount')
  todoCounts(@CurrentStaff() staff: StaffPrincipal): Promise<TodoCounts> {
    return this.cases.todoCounts(staff.tenantId, staff.uid);
  }

  /** Live to-do counts for the console's menu badges: the current counts, then every change. */
  @Sse('todoStream')
  todoStream(@CurrentStaff() staff: StaffPrincipal): Observable<MessageEvent> {
    const updates = this.notifier
      .countsFor(staff.tenantId)
      .pipe(concatMap((counts) => this.cases.withMyHandlingCount(staff.tenantId, staff.uid, counts)));
    return concat(defer(() => this.cases.todoCounts(staff.tenantId, staff.uid)), updates).pipe(
      map((counts) => ({ type: 'counts', data: counts })),
    );
  }
}

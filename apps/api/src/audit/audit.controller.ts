import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  auditCaseRefSchema,
  auditCaseSearchSchema,
  auditDiffSchema,
  auditStateAtSchema,
  type AuditCaseInfo,
  type AuditCaseRef,
  type AuditCaseSearch,
  type AuditCaseSummary,
  type AuditDiffQuery,
  type AuditHistoryStep,
  type AuditStateAtQuery,
  type Page,
} from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import type { EventStore, PlatformConfig } from '@bk/infrastructure';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { EVENT_STORE, PLATFORM_CONFIG } from '../infrastructure/tokens';
import { AuditCaseDirectory, type AuditTarget } from './audit-case-directory';
import { diffStates, historyOf, stateAsOf, withChanges, type HistoryStep, type StateChange } from './case-history';

/**
 * Auditors' replay calls. They read the event store itself, not projections: the point is to
 * check what was recorded. Every state shown is a fold of the events, never a stored snapshot.
 * Cases of every kind: `kind=` names it, else the case read model knows it.
 */
@RequirePermission(PermissionKeys.auditReplay)
@Controller('v1/audit')
export class AuditController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    private readonly cases: AuditCaseDirectory,
  ) {}

  /** The association's cases by case number or enterprise name, newest first. */
  @Get('cases')
  search(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditCaseSearchSchema)) query: AuditCaseSearch,
  ): Promise<Page<AuditCaseSummary>> {
    return this.cases.search(staff.tenantId, query);
  }

  /** What the replay screen shows above the timeline, with the way into the case's workflow. */
  @Get('case')
  async caseInfo(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditCaseRefSchema)) query: AuditCaseRef,
  ): Promise<AuditCaseInfo> {
    const target = await this.cases.resolve(staff.tenantId, query);
    const head = await this.eventStore.readStream(staff.tenantId, target.streamId, 1, 1);
    if (head.length === 0) throw ApiError.notFound('案件不存在');
    const workflowId = target.audited.workflowId(staff.tenantId, target.caseId);
    const { uiUrl, namespace } = this.config.temporal;
    return {
      caseId: target.caseId,
      kind: target.audited.kind,
      streamId: target.streamId,
      caseNumber: target.caseNumber,
      enterpriseName: target.enterpriseName,
      workflowId,
      temporalUrl: `${uiUrl}/namespaces/${encodeURIComponent(namespace)}/workflows/${encodeURIComponent(workflowId)}`,
    };
  }

  /** The case's full history, event by event: actor, time, reason, the state after each and what it changed. */
  @Get('history')
  async history(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditCaseRefSchema)) query: AuditCaseRef,
  ): Promise<AuditHistoryStep[]> {
    const target = await this.cases.resolve(staff.tenantId, query);
    const steps = withChanges(await this.historyOf(staff, target), target.audited.initialState());
    return steps as AuditHistoryStep[];
  }

  @Get('stateAt')
  async stateAt(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditStateAtSchema)) query: AuditStateAtQuery,
  ): Promise<HistoryStep<unknown> | null> {
    const target = await this.cases.resolve(staff.tenantId, query);
    // An event number bounds the read; for a moment the whole stream is read, then folded.
    const history = await this.historyOf(staff, target, query.version);
    return stateAsOf(history, query.version !== undefined ? { version: query.version } : { at: query.at! }) ?? null;
  }

  @Get('diff')
  async diff(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditDiffSchema)) query: AuditDiffQuery,
  ): Promise<{ from: number; to: number; changes: StateChange[] }> {
    const target = await this.cases.resolve(staff.tenantId, query);
    const history = await this.historyOf(staff, target);
    if (query.to > history.length) throw ApiError.badRequest(`该案件只有 ${history.length} 个事件`);
    const before = stateAsOf(history, { version: query.from })?.stateAfter ?? target.audited.initialState();
    const after = stateAsOf(history, { version: query.to })!.stateAfter;
    return { from: query.from, to: query.to, changes: diffStates(before, after) };
  }

  private async historyOf(staff: StaffPrincipal, target: AuditTarget, upToVersion?: number): Promise<HistoryStep<unknown>[]> {
    const events = await this.eventStore.readStream(staff.tenantId, target.streamId, 1, upToVersion);
    if (events.length === 0) throw ApiError.notFound('案件不存在');
    return historyOf(events, target.audited);
  }
}

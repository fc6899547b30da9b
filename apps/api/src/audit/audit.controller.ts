import { Controller, Get, Inject, Query } from '@nestjs/common';
import { auditDiffSchema, auditStateAtSchema, caseRefSchema, type AuditDiffQuery, type AuditStateAtQuery } from '@bk/contracts';
import { courtReformDecider, PermissionKeys } from '@bk/domain';
import type { ChainVerdict, EventStore } from '@bk/infrastructure';
import { courtReformStreamId } from '@bk/workflows';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { EVENT_STORE } from '../infrastructure/tokens';
import { diffStates, historyOf, stateAsOf, type HistoryStep, type StateChange } from './case-history';

/**
 * Auditors' calls. They read the event store itself, not projections: the point is to check
 * what was recorded. Every state shown is a fold of the events, never a stored snapshot.
 */
@RequirePermission(PermissionKeys.auditReplay)
@Controller('v1/audit')
export class AuditController {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  /** Recomputes the case's hash chain: intact, or the first event that was changed, inserted or removed. */
  @Get('verify')
  async verify(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(caseRefSchema)) query: { caseId: string },
  ): Promise<ChainVerdict> {
    const verdict = await this.eventStore.verifyStream(staff.tenantId, courtReformStreamId(query.caseId));
    if (verdict.events === 0) throw ApiError.notFound('案件不存在');
    return verdict;
  }

  /** The case's full history, event by event, with actor, time, reason and the state after each. */
  @Get('history')
  async history(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(caseRefSchema)) query: { caseId: string },
  ): Promise<HistoryStep[]> {
    return this.historyOf(staff, query.caseId);
  }

  @Get('stateAt')
  async stateAt(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditStateAtSchema)) query: AuditStateAtQuery,
  ): Promise<HistoryStep | null> {
    // An event number bounds the read; for a moment the whole stream is read, then folded.
    const history = await this.historyOf(staff, query.caseId, query.version);
    return stateAsOf(history, query.version !== undefined ? { version: query.version } : { at: query.at! }) ?? null;
  }

  @Get('diff')
  async diff(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(auditDiffSchema)) query: AuditDiffQuery,
  ): Promise<{ from: number; to: number; changes: StateChange[] }> {
    const history = await this.historyOf(staff, query.caseId);
    if (query.to > history.length) throw ApiError.badRequest(`该案件只有 ${history.length} 个事件`);
    const before = stateAsOf(history, { version: query.from })?.stateAfter ?? courtReformDecider.initialState();
    const after = stateAsOf(history, { version: query.to })!.stateAfter;
    return { from: query.from, to: query.to, changes: diffStates(before, after) };
  }

  private async historyOf(staff: StaffPrincipal, caseId: string, upToVersion?: number): Promise<HistoryStep[]> {
    const events = await this.eventStore.readStream(staff.tenantId, courtReformStreamId(caseId), 1, upToVersion);
    if (events.length === 0) throw ApiError.notFound('案件不存在');
    return historyOf(events);
  }
}

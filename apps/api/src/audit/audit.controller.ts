import { Controller, Get, Inject, Query } from '@nestjs/common';
import { caseRefSchema } from '@bk/contracts';
import { PermissionKeys } from '@bk/domain';
import type { ChainVerdict, EventStore } from '@bk/infrastructure';
import { courtReformStreamId } from '@bk/workflows';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { EVENT_STORE } from '../infrastructure/tokens';

/**
 * Auditors' calls. They read the event store itself, not projections: the point is to check
 * what was recorded.
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
}

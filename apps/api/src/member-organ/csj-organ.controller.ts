import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { addConsultantSchema, consultantPageSchema, consultantRefSchema, editConsultantSchema, type ConsultantInfo, type OrganChange, type Page } from '@bk/contracts';
import { memberOrganKinds, PermissionKeys } from '@bk/domain';
import type { z } from 'zod';
import { AggregateStore } from '../aggregates/aggregate-store';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { memberOrganController, MemberOrganRoutes } from './member-organ.controller';
import { MemberOrganQueries } from './member-organ-queries';

const CSJ_PATH = 'v1/org/csj';

/** A restructuring centre's organisations (orgList, orgDetail, orgEdit, orgTree): the member-organisation calls. */
export const CsjOrganController = memberOrganController(CSJ_PATH, memberOrganKinds.csj);

/** The centre's consultants (顾问), each kept by one of its organisations: reading takes 全部机构, changing 新增机构. */
@Controller(CSJ_PATH)
export class CsjConsultantController extends MemberOrganRoutes {
  constructor(store: AggregateStore, queries: MemberOrganQueries) {
    super(memberOrganKinds.csj, store, queries);
  }

  @RequirePermission(PermissionKeys.csjAddOrganisation)
  @Idempotent('csj/addConsultant')
  @Post('addConsultant')
  async add(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(addConsultantSchema)) body: z.infer<typeof addConsultantSchema>, @CommandId() commandId: string): Promise<OrganChange & { consultantId: string }> {
    const { orgId, ...consultant } = body;
    await this.queries.detail(staff.tenantId, 'csj', orgId);
    return { consultantId: commandId, ...(await this.change(staff, { orgId, commandId }, { type: 'SaveConsultant', consultant: { ...consultant, consultantId: commandId }, mustExist: false })) };
  }

  @RequirePermission(PermissionKeys.csjAddOrganisation)
  @Post('editConsultant')
  async edit(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(editConsultantSchema)) body: z.infer<typeof editConsultantSchema>, @CommandId() commandId: string): Promise<OrganChange> {
    const { orgId, ...consultant } = body;
    const current = await this.queries.consultant(staff.tenantId, consultant.consultantId);
    // A consultant stays with the organisation that keeps them; moving one is adding them elsewhere.
    if (current.orgId !== orgId) throw ApiError.badRequest('该顾问不属于所选机构', { field: 'orgId' });
    return this.change(staff, { orgId, commandId }, { type: 'SaveConsultant', consultant, mustExist: true });
  }

  @RequirePermission(PermissionKeys.csjAllOrganisations)
  @Get('consultantDetail')
  detail(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(consultantRefSchema)) query: { consultantId: string }): Promise<ConsultantInfo> {
    return this.queries.consultant(staff.tenantId, query.consultantId);
  }

  @RequirePermission(PermissionKeys.csjAllOrganisations)
  @Post('consultantPage')
  page(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(consultantPageSchema)) body: z.infer<typeof consultantPageSchema>): Promise<Page<ConsultantInfo>> {
    return this.queries.consultants(staff.tenantId, body);
  }
}

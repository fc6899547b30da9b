import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  deptChildrenQuerySchema,
  deptJobListQuerySchema,
  deptJobOrderSchema,
  deptJobRefSchema,
  deptOrderSchema,
  deptRefSchema,
  deptUserOrderSchema,
  deptUserPageSchema,
  deptUserRefSchema,
  deptUsersByJobQuerySchema,
  saveDeptJobSchema,
  saveDeptSchema,
  saveDeptUserSchema,
  type DeptJob,
  type DeptTreeNode,
  type DeptUser,
  type Page,
} from '@bk/contracts';
import { PermissionKeys, type OrganisationCommand } from '@bk/domain';
import type { z } from 'zod';
import { AggregateStore, type CommandInput } from '../aggregates/aggregate-store';
import { CurrentStaff, Public, RequirePermission } from '../auth/access.decorators';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { channelOf } from '../tenant/request-channel';
import { TenantService } from '../tenant/tenant.service';
import { organisationStructure } from './organisation-aggregate';
import { OrganisationQueries } from './organisation-queries';


/**
 * organizationalStructure: departments (deptInfo), their jobs (deptJob) and members (deptUser)
 * under /api/v1/cms/, one stream per association; the public tree for the portal's 组织机构.
 * Reading takes org:view, changing org:edit.
 */
@Controller('v1/cms')
export class OrganisationController {
  constructor(
    private readonly store: AggregateStore,
    private readonly queries: OrganisationQueries,
  ) {}

  private async change(staff: StaffPrincipal, commandId: string, command: CommandInput<OrganisationCommand>): Promise<{ version: number }> {
    const { version } = await this.store.execute(
      organisationStructure,
      { tenantId: staff.tenantId, id: staff.tenantId, commandId },
      { ...command, actor: staffActor(staff), at: new Date().toISOString() } as OrganisationCommand,
    );
    return { version };
  }

  @RequirePermission(PermissionKeys.organisationView)
  @Get('deptInfo/queryDeptTreeData')
  tree(@CurrentStaff() staff: StaffPrincipal): Promise<DeptTreeNode[]> {
    return this.queries.tree(staff.tenantId, false);
  }

  @RequirePermission(PermissionKeys.organisationView)
  @Get('deptInfo/queryDeptTreeDatasByPid')
  children(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(deptChildrenQuerySchema)) query: { pid?: string }): Promise<DeptTreeNode[]> {
    return this.queries.children(staff.tenantId, query.pid ?? null);
  }

  @RequirePermission(PermissionKeys.organisationView)
  @Get('deptInfo/queryTotalSubDeptCnt')
  subDepartmentCount(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(deptChildrenQuerySchema)) query: { pid?: string }): Promise<number> {
    return this.queries.subDepartmentCount(staff.tenantId, query.pid ?? null);
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Idempotent('cms/deptInfo/saveOrUpdateDeptInfo')
  @Post('deptInfo/saveOrUpdateDeptInfo')
  async saveDept(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(saveDeptSchema)) body: z.infer<typeof saveDeptSchema>, @CommandId() commandId: string) {
    const deptId = body.deptId ?? commandId;
    return { deptId, ...(await this.change(staff, commandId, { type: 'SaveOrgUnit', deptId, parentId: body.pid, name: body.deptName, unitType: body.nodeType, isPublic: body.isPublic })) };
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Post('deptInfo/deleteDeptInfo')
  deleteDept(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(deptRefSchema)) body: { deptId: string }, @CommandId() commandId: string) {
    return this.change(staff, commandId, { type: 'DeleteOrgUnit', deptId: body.deptId });
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Post('deptInfo/updateDeptOrder')
  orderDepts(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(deptOrderSchema)) body: z.infer<typeof deptOrderSchema>, @CommandId() commandId: string) {
    return this.change(staff, commandId, { type: 'ReorderOrgUnits', parentId: body.pid, orderedIds: body.orderedIds });
  }

  @RequirePermission(PermissionKeys.organisationView)
  @Get('deptJob/queryDeptJobList')
  jobs(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(deptJobListQuerySchema)) query: { deptId: string }): Promise<DeptJob[]> {
    return this.queries.jobs(staff.tenantId, query.deptId);
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Idempotent('cms/deptJob/saveOrUpdateDeptJob')
  @Post('deptJob/saveOrUpdateDeptJob')
  async saveJob(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(saveDeptJobSchema)) body: z.infer<typeof saveDeptJobSchema>, @CommandId() commandId: string) {
    const jobId = body.jobId ?? commandId;
    return { jobId, ...(await this.change(staff, commandId, { type: 'SaveOrgJob', jobId, deptId: body.deptId, name: body.jobName })) };
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Post('deptJob/deleteDeptJob')
  deleteJob(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(deptJobRefSchema)) body: { jobId: string }, @CommandId() commandId: string) {
    return this.change(staff, commandId, { type: 'DeleteOrgJob', jobId: body.jobId });
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Post('deptJob/updateDeptJobOrder')
  orderJobs(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(deptJobOrderSchema)) body: z.infer<typeof deptJobOrderSchema>, @CommandId() commandId: string) {
    return this.change(staff, commandId, { type: 'ReorderOrgJobs', deptId: body.deptId, orderedIds: body.orderedIds });
  }

  @RequirePermission(PermissionKeys.organisationView)
  @Post('deptUser/queryPageDeptUser')
  users(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(deptUserPageSchema)) body: z.infer<typeof deptUserPageSchema>): Promise<Page<DeptUser>> {
    return this.queries.users(staff.tenantId, body);
  }

  @RequirePermission(PermissionKeys.organisationView)
  @Get('deptUser/queryDeptUserListByJobId')
  usersByJob(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(deptUsersByJobQuerySchema)) query: { jobId: string }): Promise<DeptUser[]> {
    return this.queries.usersByJob(staff.tenantId, query.jobId);
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Idempotent('cms/deptUser/saveOrUpdateDeptUser')
  @Post('deptUser/saveOrUpdateDeptUser')
  async saveUser(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(saveDeptUserSchema)) body: z.infer<typeof saveDeptUserSchema>, @CommandId() commandId: string) {
    const memberId = body.memberId ?? commandId;
    return {
      memberId,
      ...(await this.change(staff, commandId, { type: 'SaveOrgMember', memberId, deptId: body.deptId, jobId: body.jobId, name: body.userName, mobile: body.mobileNo, isPublic: body.isPublic })),
    };
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Post('deptUser/deleteDeptUser')
  deleteUser(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(deptUserRefSchema)) body: { memberId: string }, @CommandId() commandId: string) {
    return this.change(staff, commandId, { type: 'DeleteOrgMember', memberId: body.memberId });
  }

  @RequirePermission(PermissionKeys.organisationEdit)
  @Post('deptUser/updateDeptUserOrder')
  orderUsers(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(deptUserOrderSchema)) body: z.infer<typeof deptUserOrderSchema>, @CommandId() commandId: string) {
    return this.change(staff, commandId, { type: 'ReorderOrgMembers', deptId: body.deptId, orderedIds: body.orderedIds });
  }
}

/** The portal's 组织机构 (jilin blpcfw): only what the association marked public. */
@Public()
@Controller('noauth/v1/home/about')
export class PublicOrganisationController {
  constructor(
    private readonly queries: OrganisationQueries,
    private readonly tenants: TenantService,
  ) {}

  @Get('queryHomeDeptTree')
  async tree(@Req() request: FastifyRequest): Promise<DeptTreeNode[]> {
    const tenant = await this.tenants.byChannel(channelOf(request));
    return this.queries.tree(tenant.tenantId, true);
  }
}

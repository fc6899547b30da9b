import { Body, Controller, Get, Post, Query, Req, type Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  addOfficeSchema,
  addOfficeUserSchema,
  addOrganSchema,
  deleteOfficeSchema,
  deleteOfficeUserSchema,
  editOfficeUserSchema,
  editOrganSchema,
  existsOrganByNameSchema,
  existsOrganByUnifiedNoSchema,
  membersByMobileSchema,
  membersByNameSchema,
  officeChildrenSchema,
  orderOfficesSchema,
  organPageSchema,
  organRefSchema,
  renameOfficeSchema,
  RequestHeaders,
  searchMembersSchema,
  type OfficeNode,
  type OrganChange,
  type OrganDetail,
  type OrganMember,
  type OrganRoot,
  type OrganSummary,
  type Page,
} from '@bk/contracts';
import type { MemberOrganCommand, MemberOrganKindDeclaration } from '@bk/domain';
import { AggregateStore, type CommandInput } from '../aggregates/aggregate-store';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { HeaderParameters } from '../openapi/request-shape.decorators';
import { memberOrgans } from './member-organ-aggregate';
import { MemberOrganQueries } from './member-organ-queries';

type Infer<S extends z.ZodType> = z.infer<S>;
const uuid = z.uuid();

/**
 * What every member-organisation controller shares, for the routes a kind adds of its own
 * (consultants, census, batch import): the kind, and changing or resolving one organisation.
 */
export class MemberOrganRoutes {
  constructor(
    readonly declaration: MemberOrganKindDeclaration,
    protected readonly store: AggregateStore,
    protected readonly queries: MemberOrganQueries,
  ) {}

  protected async change(staff: StaffPrincipal, target: { orgId: string; commandId: string; expectedVersion?: number }, command: CommandInput<MemberOrganCommand>): Promise<OrganChange> {
    const { version } = await this.store.execute(
      memberOrgans,
      { tenantId: staff.tenantId, id: target.orgId, commandId: target.commandId, expectedVersion: target.expectedVersion },
      { ...command, actor: staffActor(staff), at: new Date().toISOString() } as MemberOrganCommand,
    );
    return { orgId: target.orgId, version };
  }

  /**
   * The organisation a call is about: `orgId` from the call, or — for a kind whose calls may name
   * it in a header (law firms: lawFirmId) — the header. The header must name one of the caller's
   * association's organisations of this kind; any other value is refused, never ignored.
   */
  protected async organOf(staff: StaffPrincipal, request: FastifyRequest, given: string | undefined): Promise<string> {
    const noun = this.declaration.noun.zh;
    const header = this.headerOrgan(request);
    if (header !== undefined) {
      if (given !== undefined && given !== header) throw ApiError.badRequest(`请求头 lawFirmId 与 orgId 指向不同的${noun}`, { field: 'orgId' });
      const known = uuid.safeParse(header).success && (await this.queries.holderOf(staff.tenantId, this.declaration.kind, 'organ_id', header)) !== undefined;
      if (!known) throw new ApiError(403, 403, `无权访问该${noun}：它不属于当前协会`);
      return header;
    }
    if (given === undefined) throw ApiError.badRequest(`请选择${noun}`, { field: 'orgId' });
    await this.queries.detail(staff.tenantId, this.declaration.kind, given);
    return given;
  }

  /** The organisation the lawFirmId header names, for a kind whose calls may name it there. */
  protected headerOrgan(request: FastifyRequest): string | undefined {
    const raw = this.declaration.kind === 'lawfirm' ? request.headers[RequestHeaders.lawFirmId] : undefined;
    return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
  }

  /** One organisation when the call names one (orgId or the header), otherwise all of the kind. */
  protected async optionalOrganOf(staff: StaffPrincipal, request: FastifyRequest, given: string | undefined): Promise<string | undefined> {
    return given !== undefined || this.headerOrgan(request) !== undefined ? this.organOf(staff, request, given) : undefined;
  }

  /** A friendlier refusal than the unique index's 409 for the usual case: the name or code is taken. */
  protected async requireFree(staff: StaffPrincipal, profile: { name: string; unifiedNo: string }, orgId?: string): Promise<void> {
    const noun = this.declaration.noun.zh;
    const byName = await this.queries.holderOf(staff.tenantId, this.declaration.kind, 'name', profile.name.trim());
    if (byName && byName !== orgId) throw ApiError.badRequest(`已有同名的${noun}，${noun}名称不能重复`, { field: 'name', orgId: byName });
    const byCode = await this.queries.holderOf(staff.tenantId, this.declaration.kind, 'unified_no', profile.unifiedNo.trim().toUpperCase());
    if (byCode && byCode !== orgId) throw ApiError.badRequest(`已有使用该统一社会信用代码的${noun}，不能重复添加`, { field: 'unifiedNo', orgId: byCode });
  }
}

/**
 * The calls every member organisation answers, under `path`, for one kind: organisations (page,
 * detail, the two existence checks, add, editOrgan), the office tree (office/first, child,
 * addChild, delChild, oder, reName), office users (office/user/add, edit, del) and members
 * (searchMembersPageByCond and the lookups by mobile and by name). Reading takes the kind's view
 * key, changing its edit key. Reads are GET, changes POST: a change by GET could be triggered by
 * a link or a prefetch.
 */
export const memberOrganController = (path: string, declaration: MemberOrganKindDeclaration): Type<MemberOrganRoutes> => {
  const { viewKey, editKey, kind } = declaration;
  const scope = (call: string) => `${kind}/${call}`;

  @Controller(path)
  @HeaderParameters(...(kind === 'lawfirm' ? [{ name: RequestHeaders.lawFirmId, description: 'The law firm an office, user or member call is about (instead of orgId); one of the association\'s firms, or the call is refused.' }] : []))
  class MemberOrganController extends MemberOrganRoutes {
    constructor(store: AggregateStore, queries: MemberOrganQueries) {
      super(declaration, store, queries);
    }

    @RequirePermission(viewKey)
    @Post('page')
    page(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(organPageSchema)) body: Infer<typeof organPageSchema>): Promise<Page<OrganSummary>> {
      return this.queries.page(staff.tenantId, kind, body);
    }

    @RequirePermission(viewKey)
    @Get('detail')
    detail(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(organRefSchema)) query: { orgId: string }): Promise<OrganDetail> {
      return this.queries.detail(staff.tenantId, kind, query.orgId);
    }

    /** Whether another organisation of the kind has this name (a form asks before saving). */
    @RequirePermission(viewKey)
    @Get('existsOrganByName')
    async existsByName(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(existsOrganByNameSchema)) query: Infer<typeof existsOrganByNameSchema>): Promise<boolean> {
      const holder = await this.queries.holderOf(staff.tenantId, kind, 'name', query.name.trim());
      return holder !== undefined && holder !== query.orgId;
    }

    @RequirePermission(viewKey)
    @Get('existsOrganByUnifiedNo')
    async existsByUnifiedNo(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(existsOrganByUnifiedNoSchema)) query: Infer<typeof existsOrganByUnifiedNoSchema>): Promise<boolean> {
      const holder = await this.queries.holderOf(staff.tenantId, kind, 'unified_no', query.unifiedNo.trim().toUpperCase());
      return holder !== undefined && holder !== query.orgId;
    }

    @RequirePermission(editKey)
    @Idempotent(scope('add'))
    @Post('add')
    async add(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(addOrganSchema)) body: Infer<typeof addOrganSchema>, @CommandId() commandId: string): Promise<OrganChange> {
      await this.requireFree(staff, body);
      return this.change(staff, { orgId: commandId, commandId }, { type: 'RegisterMemberOrgan', organId: commandId, tenantId: staff.tenantId, kind, profile: body });
    }

    @RequirePermission(editKey)
    @Post('editOrgan')
    async edit(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(editOrganSchema)) body: Infer<typeof editOrganSchema>, @CommandId() commandId: string): Promise<OrganChange> {
      const { orgId, version, ...profile } = body;
      await this.queries.detail(staff.tenantId, kind, orgId);
      await this.requireFree(staff, profile, orgId);
      return this.change(staff, { orgId, commandId, expectedVersion: version }, { type: 'EditMemberOrgan', profile });
    }

    /** The tree's root: the organisation itself (node type 1) with its first-level offices. */
    @RequirePermission(viewKey)
    @Get('office/first')
    async first(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Query(new ZodValidationPipe(organRefSchema.partial())) query: { orgId?: string }): Promise<OrganRoot> {
      const orgId = await this.organOf(staff, request, query.orgId);
      const organ = await this.queries.detail(staff.tenantId, kind, orgId);
      return { orgId, name: organ.name, nodeType: 1, children: await this.queries.offices(staff.tenantId, orgId, null) };
    }

    @RequirePermission(viewKey)
    @Get('office/child')
    async children(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Query(new ZodValidationPipe(officeChildrenSchema)) query: Infer<typeof officeChildrenSchema>): Promise<OfficeNode[]> {
      const orgId = await this.organOf(staff, request, query.orgId);
      return this.queries.offices(staff.tenantId, orgId, query.deptPid ?? null);
    }

    @RequirePermission(editKey)
    @Idempotent(scope('office/addChild'))
    @Post('office/addChild')
    async addOffice(
      @CurrentStaff() staff: StaffPrincipal,
      @Req() request: FastifyRequest,
      @Body(new ZodValidationPipe(addOfficeSchema)) body: Infer<typeof addOfficeSchema>,
      @CommandId() commandId: string,
    ): Promise<OrganChange & { officeId: string }> {
      const orgId = await this.organOf(staff, request, body.orgId);
      return { officeId: commandId, ...(await this.change(staff, { orgId, commandId }, { type: 'AddOffice', officeId: commandId, parentId: body.deptPid ?? null, name: body.name })) };
    }

    @RequirePermission(editKey)
    @Post('office/delChild')
    async deleteOffice(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Body(new ZodValidationPipe(deleteOfficeSchema)) body: Infer<typeof deleteOfficeSchema>, @CommandId() commandId: string): Promise<OrganChange> {
      const orgId = await this.organOf(staff, request, body.orgId);
      return this.change(staff, { orgId, commandId }, { type: 'DeleteOffice', officeId: body.officeId });
    }

    /** Reorders one level of the tree (drag and drop): `orderedIds` lists that level's offices, each once. */
    @RequirePermission(editKey)
    @Post('office/oder')
    async orderOffices(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Body(new ZodValidationPipe(orderOfficesSchema)) body: Infer<typeof orderOfficesSchema>, @CommandId() commandId: string): Promise<OrganChange> {
      const orgId = await this.organOf(staff, request, body.orgId);
      return this.change(staff, { orgId, commandId }, { type: 'ReorderOffices', parentId: body.deptPid ?? null, orderedIds: body.orderedIds });
    }

    @RequirePermission(editKey)
    @Post('office/reName')
    async renameOffice(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Body(new ZodValidationPipe(renameOfficeSchema)) body: Infer<typeof renameOfficeSchema>, @CommandId() commandId: string): Promise<OrganChange> {
      const orgId = await this.organOf(staff, request, body.orgId);
      return this.change(staff, { orgId, commandId }, { type: 'RenameOffice', officeId: body.officeId, name: body.name });
    }

    @RequirePermission(editKey)
    @Idempotent(scope('office/user/add'))
    @Post('office/user/add')
    async addUser(
      @CurrentStaff() staff: StaffPrincipal,
      @Req() request: FastifyRequest,
      @Body(new ZodValidationPipe(addOfficeUserSchema)) body: Infer<typeof addOfficeUserSchema>,
      @CommandId() commandId: string,
    ): Promise<OrganChange & { userId: string }> {
      const { orgId: given, ...user } = body;
      const orgId = await this.organOf(staff, request, given);
      return { userId: commandId, ...(await this.change(staff, { orgId, commandId }, { type: 'SaveOfficeUser', user: { ...user, userId: commandId }, mustExist: false })) };
    }

    @RequirePermission(editKey)
    @Post('office/user/edit')
    async editUser(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Body(new ZodValidationPipe(editOfficeUserSchema)) body: Infer<typeof editOfficeUserSchema>, @CommandId() commandId: string): Promise<OrganChange> {
      const { orgId: given, ...user } = body;
      const orgId = await this.organOf(staff, request, given);
      return this.change(staff, { orgId, commandId }, { type: 'SaveOfficeUser', user, mustExist: true });
    }

    @RequirePermission(editKey)
    @Post('office/user/del')
    async deleteUser(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Body(new ZodValidationPipe(deleteOfficeUserSchema)) body: Infer<typeof deleteOfficeUserSchema>, @CommandId() commandId: string): Promise<OrganChange> {
      const orgId = await this.organOf(staff, request, body.orgId);
      return this.change(staff, { orgId, commandId }, { type: 'DeleteOfficeUser', userId: body.userId });
    }

    /** Office users across the kind's organisations, or one organisation (orgId or the header), or one office. */
    @RequirePermission(viewKey)
    @Post('searchMembersPageByCond')
    async members(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Body(new ZodValidationPipe(searchMembersSchema)) body: Infer<typeof searchMembersSchema>): Promise<Page<OrganMember>> {
      const orgId = await this.optionalOrganOf(staff, request, body.orgId);
      return this.queries.members(staff.tenantId, kind, { ...body, orgId });
    }

    @RequirePermission(viewKey)
    @Get('organ/queryMemberUserInfosByMobileNo')
    async byMobile(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Query(new ZodValidationPipe(membersByMobileSchema)) query: Infer<typeof membersByMobileSchema>): Promise<OrganMember[]> {
      const orgId = await this.optionalOrganOf(staff, request, query.orgId);
      return this.queries.lookup(staff.tenantId, kind, { mobileNo: query.mobileNo }, orgId);
    }

    @RequirePermission(viewKey)
    @Get('organ/queryMemberUserInfosByName')
    async byName(@CurrentStaff() staff: StaffPrincipal, @Req() request: FastifyRequest, @Query(new ZodValidationPipe(membersByNameSchema)) query: Infer<typeof membersByNameSchema>): Promise<OrganMember[]> {
      const orgId = await this.optionalOrganOf(staff, request, query.orgId);
      return this.queries.lookup(staff.tenantId, kind, { userName: query.userName }, orgId);
    }
  }

  // The kind's own name, so the OpenAPI document, logs and the route catalogue tell the two apart.
  Object.defineProperty(MemberOrganController, 'name', { value: `${kind === 'csj' ? 'CsjOrgan' : 'LawFirm'}Controller` });
  return MemberOrganController;
};

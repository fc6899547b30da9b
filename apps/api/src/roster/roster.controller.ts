import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import {
  removeRosterEntrySchema,
  removeRosterMemberSchema,
  rosterImportJobRefSchema,
  rosterPageSchema,
  rosterRefSchema,
  saveRosterEntrySchema,
  saveRosterMemberSchema,
  startRosterImportSchema,
  type Page,
  type RosterEntryDetail,
  type RosterEntrySummary,
  type RosterImportJob,
} from '@bk/contracts';
import { PermissionKeys, type RosterEntryCommand } from '@bk/domain';
import type { z } from 'zod';
import { AggregateStore, type CommandInput } from '../aggregates/aggregate-store';
import { CurrentStaff, RequirePermission } from '../auth/access.decorators';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { rosterEntries } from './roster-aggregate';
import { ExcelImports } from '../imports/excel-imports';
import { rosterImport } from './roster-import';
import { RosterQueries } from './roster-queries';

/**
 * The roster (rosterManagement, rosterEdit, rosterMember) under /api/v1/roster/: reading takes
 * roster:view, changing and importing roster:edit. One stream per entry on the aggregate kit.
 */
@Controller('v1/roster')
export class RosterController {
  constructor(
    private readonly store: AggregateStore,
    private readonly queries: RosterQueries,
    private readonly imports: ExcelImports,
  ) {}

  private async change(staff: StaffPrincipal, target: { id: string; commandId: string; expectedVersion?: number }, command: CommandInput<RosterEntryCommand>) {
    const { version } = await this.store.execute(
      rosterEntries,
      { tenantId: staff.tenantId, ...target },
      { ...command, actor: staffActor(staff), at: new Date().toISOString() } as RosterEntryCommand,
    );
    return { entryId: target.id, version };
  }

  /** A friendlier refusal than the index's 409 for the usual case: the code is already on the roster. */
  private async requireFreeCreditCode(staff: StaffPrincipal, orgType: number, creditCode: string, entryId?: string): Promise<void> {
    const holder = await this.queries.holderOf(staff.tenantId, orgType, creditCode.trim().toUpperCase());
    if (holder && holder !== entryId) throw ApiError.badRequest('该类型的名录中已有此统一社会信用代码的机构', { field: 'creditCode', entryId: holder });
  }

  @RequirePermission(PermissionKeys.rosterView)
  @Post('page')
  page(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(rosterPageSchema)) body: z.infer<typeof rosterPageSchema>): Promise<Page<RosterEntrySummary>> {
    return this.queries.page(staff.tenantId, body);
  }

  @RequirePermission(PermissionKeys.rosterView)
  @Get('detail')
  detail(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(rosterRefSchema)) query: { entryId: string }): Promise<RosterEntryDetail> {
    return this.queries.detail(staff.tenantId, query.entryId);
  }

  /** Without entryId it registers a new entry (its id derives from the request); with it, edits at `version`. */
  @RequirePermission(PermissionKeys.rosterEdit)
  @Idempotent('roster/save')
  @Post('save')
  async save(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(saveRosterEntrySchema)) body: z.infer<typeof saveRosterEntrySchema>, @CommandId() commandId: string) {
    const { entryId, version, ...institution } = body;
    await this.requireFreeCreditCode(staff, body.orgType, body.creditCode, entryId);
    if (!entryId) return this.change(staff, { id: commandId, commandId, expectedVersion: 0 }, { type: 'RegisterRosterEntry', entryId: commandId, tenantId: staff.tenantId, institution, members: [] });
    if (version === undefined) throw ApiError.badRequest('缺少名录版本，请刷新后重试', { field: 'version' });
    return this.change(staff, { id: entryId, commandId, expectedVersion: version }, { type: 'EditRosterEntry', institution });
  }

  @RequirePermission(PermissionKeys.rosterEdit)
  @Post('remove')
  remove(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(removeRosterEntrySchema)) body: z.infer<typeof removeRosterEntrySchema>, @CommandId() commandId: string) {
    return this.change(staff, { id: body.entryId, commandId, expectedVersion: body.version }, { type: 'RemoveRosterEntry' });
  }

  @RequirePermission(PermissionKeys.rosterEdit)
  @Idempotent('roster/member/save')
  @Post('member/save')
  async saveMember(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(saveRosterMemberSchema)) body: z.infer<typeof saveRosterMemberSchema>, @CommandId() commandId: string) {
    const { entryId, version, memberId = commandId, ...member } = body;
    await this.requireEntry(staff, entryId);
    return { memberId, ...(await this.change(staff, { id: entryId, commandId, expectedVersion: version }, { type: 'SaveRosterMember', member: { memberId, ...member } })) };
  }

  @RequirePermission(PermissionKeys.rosterEdit)
  @Post('member/remove')
  async removeMember(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(removeRosterMemberSchema)) body: z.infer<typeof removeRosterMemberSchema>, @CommandId() commandId: string) {
    await this.requireEntry(staff, body.entryId);
    return this.change(staff, { id: body.entryId, commandId, expectedVersion: body.version }, { type: 'RemoveRosterMember', memberId: body.memberId });
  }

  /** Starts importing an uploaded, verified .xlsx; answers the job at once (poll `import/job`). */
  @RequirePermission(PermissionKeys.rosterEdit)
  @Idempotent('roster/import')
  @Post('import')
  startImport(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(startRosterImportSchema)) body: { fileId: string }, @CommandId() commandId: string): Promise<RosterImportJob> {
    return this.imports.startFromStoredFile(rosterImport, staff, body.fileId, commandId);
  }

  @RequirePermission(PermissionKeys.rosterEdit)
  @Get('import/job')
  importJob(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(rosterImportJobRefSchema)) query: { jobId: string }): Promise<RosterImportJob> {
    return this.imports.job(rosterImport, staff.tenantId, query.jobId);
  }

  /** Another association's entry (or none) reads as missing, before the kit would start a stream for it. */
  private async requireEntry(staff: StaffPrincipal, entryId: string): Promise<void> {
    await this.queries.detail(staff.tenantId, entryId);
  }
}

import { Body, Controller, Get, Headers, Inject, Post, Query, Sse, type MessageEvent } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import {
  createImMatterSchema,
  createImRecordSchema,
  imMatterPageSchema,
  imMatterRefSchema,
  imMemberPageSchema,
  imMemberRefSchema,
  imMemberSearchSchema,
  imRecordPageSchema,
  imRecordRefSchema,
  imStreamQuerySchema,
  imTreeQuerySchema,
  imUserRefSchema,
  type CreateImMatterRequest,
  type CreateImRecordRequest,
  type FileDownloadUrl,
  type ImMatter,
  type ImMatterPageRequest,
  type ImMember,
  type ImMemberPageRequest,
  type ImMemberSearch,
  type ImRecord,
  type ImRecordPageRequest,
  type ImRecordRef,
  type ImTreeNode,
  type ImTreeQuery,
  type ImUnread,
  type ImUserInfo,
  type Page,
} from '@bk/contracts';
import type { z } from 'zod';
import { CurrentStaff } from '../auth/access.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { CommandId, Idempotent } from '../common/idempotency/idempotent.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { ImFeed } from './im-feed';
import { IM_MEMBER_SOURCE, type ImMemberSource } from './im-member-source';
import { ImMatters } from './im-matters';

/*
 * Who may communicate: any signed-in staff member of the association. The spec's permission keys
 * (§6) name no key for the communicate area, so the access guard's default (a valid session of
 * this association) is the check; what one may read is narrowed per matter to its two parties.
 */

/** Spec §7 "Communicate service": matters, their records, the address book and the live feed. */
@Controller('v1/im')
export class ImController {
  constructor(
    private readonly matters: ImMatters,
    private readonly feed: ImFeed,
    @Inject(IM_MEMBER_SOURCE) private readonly members: ImMemberSource,
  ) {}

  @Idempotent('im/matters/create')
  @Post('matters/create')
  create(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(createImMatterSchema)) body: CreateImMatterRequest,
    @CommandId() commandId: string,
  ): Promise<{ id: string; existing: boolean }> {
    return this.matters.create(staff, body, commandId);
  }

  @Post('matters/finish')
  finish(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(imMatterRefSchema)) query: { id: string }, @CommandId() commandId: string): Promise<ImMatter> {
    return this.matters.finish(staff, query.id, commandId);
  }

  @Post('matters/getMattersImPage')
  page(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(imMatterPageSchema)) body: ImMatterPageRequest): Promise<Page<ImMatter>> {
    return this.matters.page(staff, body);
  }

  @Post('matters/readAll')
  readAll(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(imMatterRefSchema)) body: { id: string }, @CommandId() commandId: string): Promise<ImMatter> {
    return this.matters.readAll(staff, body.id, commandId);
  }

  @Get('matters/id')
  matter(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(imMatterRefSchema)) query: { id: string }): Promise<ImMatter> {
    return this.matters.matter(staff, query.id);
  }

  @Get('matters/unread')
  unread(@CurrentStaff() staff: StaffPrincipal): Promise<ImUnread> {
    return this.matters.unread(staff);
  }

  /** The matter's recorded events (its audit trail), for its two parties. */
  @Get('matters/history')
  history(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(imMatterRefSchema)) query: { id: string }) {
    return this.matters.history(staff, query.id);
  }

  @Idempotent('im/record/create')
  @Post('record/create')
  post(
    @CurrentStaff() staff: StaffPrincipal,
    @Body(new ZodValidationPipe(createImRecordSchema)) body: CreateImRecordRequest,
    @CommandId() commandId: string,
  ): Promise<ImRecord> {
    return this.matters.post(staff, body, commandId);
  }

  @Post('record/page')
  records(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(imRecordPageSchema)) body: ImRecordPageRequest): Promise<{ list: ImRecord[]; hasMore: boolean }> {
    return this.matters.records(staff, body);
  }

  @Post('record/read')
  read(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(imRecordRefSchema)) body: ImRecordRef, @CommandId() commandId: string): Promise<ImMatter> {
    return this.matters.read(staff, body, commandId);
  }

  /** A file message's file: a short-lived download link. */
  @Get('record/file')
  file(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(imRecordRefSchema)) query: ImRecordRef): Promise<FileDownloadUrl> {
    return this.matters.fileUrl(staff, query);
  }

  @Get('user/getUserInfoById')
  userInfo(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(imUserRefSchema)) query: { id: string }): Promise<ImUserInfo> {
    return this.matters.userInfo(staff, query.id);
  }

  @Post('member/searchMembersByCond')
  async searchMembers(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(imMemberSearchSchema)) body: ImMemberSearch): Promise<ImMember[]> {
    return this.members.search(await this.matters.scope(staff, body.associationId), body.keyword, 50);
  }

  @Post('member/searchMembersByPage')
  async memberPage(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(imMemberPageSchema)) body: ImMemberPageRequest): Promise<Page<ImMember>> {
    return this.members.page(await this.matters.scope(staff, body.associationId), body);
  }

  @Post('member/queryRootTreeByCond')
  async rootTree(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(imTreeQuerySchema)) body: ImTreeQuery): Promise<ImTreeNode[]> {
    return this.members.rootTree(await this.matters.scope(staff, body.associationId));
  }

  @Post('member/queryChildrenTreeByCond')
  async childrenTree(@CurrentStaff() staff: StaffPrincipal, @Body(new ZodValidationPipe(imTreeQuerySchema)) body: ImTreeQuery): Promise<ImTreeNode[]> {
    if (!body.parentId) throw ApiError.badRequest('请选择部门', { field: 'parentId' });
    return this.members.childrenTree(await this.matters.scope(staff, body.associationId), body.parentId);
  }

  @Get('member/queryMembersById')
  async member(@CurrentStaff() staff: StaffPrincipal, @Query(new ZodValidationPipe(imMemberRefSchema)) query: z.infer<typeof imMemberRefSchema>): Promise<ImMember> {
    const member = await this.members.byId(await this.matters.scope(staff, query.associationId), query.id);
    if (!member) throw ApiError.notFound('通讯录中没有该成员');
    return member;
  }

  /**
   * The signed-in person's live feed (event `im`), one connection per tab. `after` is the last
   * position the tab saw: entries after it come first, so a tab that was away catches up, each
   * entry once and in order. Without it the feed starts from now. A browser reconnecting on its
   * own sends the last event id it saw (each event's id is its position), which is later still.
   */
  @Sse('stream')
  stream(
    @CurrentStaff() staff: StaffPrincipal,
    @Query(new ZodValidationPipe(imStreamQuerySchema)) query: z.infer<typeof imStreamQuerySchema>,
    @Headers('last-event-id') lastEventId: string | undefined,
  ): Observable<MessageEvent> {
    const resumed = imStreamQuerySchema.safeParse({ after: lastEventId });
    const after = resumed.success && resumed.data.after !== undefined ? Math.max(resumed.data.after, query.after ?? 0) : query.after;
    return this.feed.stream(staff.tenantId, staff.uid, after).pipe(map((entry) => ({ type: 'im', id: String(entry.position), data: entry })));
  }
}

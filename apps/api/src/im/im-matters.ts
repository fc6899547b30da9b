import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type {
  CreateImRecordRequest,
  FileDownloadUrl,
  ImMatter,
  ImMatterPageRequest,
  ImRecord,
  ImRecordPageRequest,
  ImUnread,
  ImUserInfo,
  Page,
} from '@bk/contracts';
import { DomainError, type MatterCommand } from '@bk/domain';
import { inTenantTransaction } from '@bk/infrastructure';
import { AggregateStore, type CommandInput } from '../aggregates/aggregate-store';
import { staffActor, type StaffPrincipal } from '../auth/staff-principal';
import { ApiError } from '../common/api-error';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';
import { FileEntitlements } from '../storage/file-entitlements';
import { StoredFiles } from '../storage/stored-files';
import { FILE_NOT_FOUND, Uploads } from '../storage/uploads';
import { TenantService } from '../tenant/tenant.service';
import { imMatter } from './im-matter-aggregate';
import { IM_MEMBER_SOURCE, type ImDirectoryScope, type ImMemberSource } from './im-member-source';
import { MATTER_VIEW_SQL, toImMatter, toImRecord, type MatterViewRow, type RecordRow } from './im-read-model';

/** Said for a matter one is not a party to, whether or not it exists: nothing leaks about others' matters. */
export const NOT_A_PARTY = '只有事项的发起人和接收人可以查看此事项';

/** Said for another association's address book when the two have not named each other as partners. */
export const NOT_A_PARTNER = '本协会未与该协会开通跨协会沟通';

/** Two messages at the same instant race for the next version; the loser is decided again on the new state. */
const CONFLICT_RETRIES = 5;

const isConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && (error.data as { reason?: string } | null)?.reason === 'CONCURRENCY_CONFLICT';

/** The communicate service's matters and messages (spec §7 /api/v1/im/), for the signed-in party. */
@Injectable()
export class ImMatters {
  constructor(
    @Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource,
    private readonly store: AggregateStore,
    private readonly tenants: TenantService,
    private readonly files: StoredFiles,
    private readonly uploads: Uploads,
    private readonly entitlements: FileEntitlements,
    @Inject(IM_MEMBER_SOURCE) private readonly members: ImMemberSource,
  ) {}

  /**
   * One's own association, or, for a cross-border matter, a partner's: an association whose
   * address book (names, mobiles, units) the caller's association may see because each of the two
   * names the other in im_partners. Any other association's is refused.
   */
  async scope(staff: StaffPrincipal, associationId: string | undefined): Promise<ImDirectoryScope> {
    if (associationId === undefined || associationId === staff.channel) return { tenantId: staff.tenantId, channel: staff.channel };
    const tenant = await this.tenants.byChannel(associationId);
    const partners: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM im_partners ours
       JOIN im_partners theirs ON theirs.tenant_id = ours.partner_tenant_id AND theirs.partner_tenant_id = ours.tenant_id
       WHERE ours.tenant_id = $1 AND ours.partner_tenant_id = $2`,
      [staff.tenantId, tenant.tenantId],
    );
    if ((partners[0]?.n ?? 0) === 0) throw new ApiError(403, 403, NOT_A_PARTNER, { reason: 'NOT_A_PARTNER' });
    return { tenantId: tenant.tenantId, channel: tenant.channel };
  }

  private async view(staff: StaffPrincipal, matterId: string): Promise<MatterViewRow> {
    const rows: MatterViewRow[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(`${MATTER_VIEW_SQL} WHERE v.matter_id = $1 AND v.user_id = $2`, [matterId, staff.uid]),
    );
    if (!rows[0]) throw new ApiError(403, 403, NOT_A_PARTY);
    return rows[0];
  }

  private async execute(staff: StaffPrincipal, matterTenantId: string, matterId: string, commandId: string, command: CommandInput<MatterCommand>) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.store.execute(imMatter, { tenantId: matterTenantId, id: matterId, commandId }, {
          ...command,
          actor: staffActor(staff),
          at: new Date().toISOString(),
        } as MatterCommand);
      } catch (error) {
        if (!isConflict(error) || attempt >= CONFLICT_RETRIES) throw error;
      }
    }
  }

  /** Starts a matter with a person of the address book; an ongoing matter with them is reused. */
  async create(staff: StaffPrincipal, request: { memberId: string; associationId?: string }, commandId: string): Promise<{ id: string; existing: boolean }> {
    const scope = await this.scope(staff, request.associationId);
    const member = await this.members.byId(scope, request.memberId);
    if (!member) throw ApiError.notFound('通讯录中没有该成员');
    if (!member.uid) throw ApiError.badRequest('该成员尚未开通平台账号，暂不能发起沟通', { field: 'memberId' });
    if (member.uid === staff.uid) throw ApiError.badRequest('不能与自己发起沟通', { field: 'memberId' });
    const existing: { matter_id: string }[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(
        `SELECT matter_id FROM im_matter_views WHERE user_id = $1 AND status = 0 AND (initiator_id = $2 OR receiver_id = $2) ORDER BY updated_at DESC LIMIT 1`,
        [staff.uid, member.uid],
      ),
    );
    if (existing[0]) return { id: existing[0].matter_id, existing: true };
    await this.execute(staff, staff.tenantId, commandId, commandId, {
      type: 'CreateMatter',
      matterId: commandId,
      tenantId: staff.tenantId,
      receiver: { id: member.uid, name: member.name },
      receiverTenantId: scope.tenantId,
    });
    return { id: commandId, existing: false };
  }

  async matter(staff: StaffPrincipal, matterId: string): Promise<ImMatter> {
    return toImMatter(await this.view(staff, matterId));
  }

  async page(staff: StaffPrincipal, request: ImMatterPageRequest): Promise<Page<ImMatter>> {
    const keyword = request.keyword ? `%${request.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const rows: (MatterViewRow & { total: string })[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(
        `SELECT count(*) OVER () AS total, m.* FROM (${MATTER_VIEW_SQL}) m
         WHERE m.user_id = $1 AND ($2::smallint IS NULL OR m.status = $2)
           AND ($3::text IS NULL OR (CASE WHEN m.user_id = m.initiator_id THEN m.receiver_name ELSE m.initiator_name END) ILIKE $3
                OR m.last_message->>'content' ILIKE $3)
         ORDER BY m.updated_at DESC, m.matter_id LIMIT $4 OFFSET $5`,
        [staff.uid, request.status ?? null, keyword, request.pageSize, (request.pageNum - 1) * request.pageSize],
      ),
    );
    return { list: rows.map(toImMatter), total: Number(rows[0]?.total ?? 0), pageNum: request.pageNum, pageSize: request.pageSize };
  }

  async unread(staff: StaffPrincipal): Promise<ImUnread> {
    const rows: { n: number }[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query('SELECT coalesce(sum(unread), 0)::int AS n FROM im_matter_views WHERE user_id = $1', [staff.uid]),
    );
    return { total: rows[0]?.n ?? 0 };
  }

  async finish(staff: StaffPrincipal, matterId: string, commandId: string): Promise<ImMatter> {
    const view = await this.view(staff, matterId);
    await this.execute(staff, view.initiator_tenant_id, matterId, commandId, { type: 'FinishMatter' });
    return this.matter(staff, matterId);
  }

  async readAll(staff: StaffPrincipal, matterId: string, commandId: string): Promise<ImMatter> {
    const view = await this.view(staff, matterId);
    await this.execute(staff, view.initiator_tenant_id, matterId, commandId, { type: 'ReadAllMatterRecords' });
    return this.matter(staff, matterId);
  }

  async read(staff: StaffPrincipal, request: { matterId: string; recordId: string }, commandId: string): Promise<ImMatter> {
    const view = await this.view(staff, request.matterId);
    await this.execute(staff, view.initiator_tenant_id, request.matterId, commandId, { type: 'ReadMatterRecord', recordId: request.recordId });
    return this.matter(staff, request.matterId);
  }

  /** Posts a text, or a file the sender uploaded and had verified. `commandId` is the record's id. */
  async post(staff: StaffPrincipal, request: CreateImRecordRequest, commandId: string): Promise<ImRecord> {
    const view = await this.view(staff, request.matterId);
    let fileName: string | undefined;
    if (request.type === 2) {
      // The sender may forward only a file they may read themselves: the other party gets it through the matter.
      const file = (await this.entitlements.unusableBy(staff, [request.content])).length === 0 ? await this.files.find(staff.tenantId, request.content) : undefined;
      if (!file) throw ApiError.badRequest(FILE_NOT_FOUND, { field: 'content' });
      fileName = file.fileName;
    }
    try {
      await this.execute(staff, view.initiator_tenant_id, request.matterId, commandId, {
        type: 'PostMatterRecord',
        recordId: commandId,
        messageType: request.type,
        content: request.content,
        ...(fileName !== undefined ? { fileName } : {}),
      });
    } catch (error) {
      // The same record again (a retry whose first answer was lost): answer with it.
      if (!(error instanceof DomainError && error.code === 'ALREADY_EXISTS')) throw error;
    }
    const posted = await this.record(staff, request.matterId, commandId);
    if (!posted) throw new Error(`record ${commandId} was appended but not projected`);
    return posted;
  }

  private async record(staff: StaffPrincipal, matterId: string, recordId: string): Promise<ImRecord | undefined> {
    const rows: RecordRow[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query('SELECT * FROM im_records WHERE matter_id = $1 AND user_id = $2 AND record_id = $3', [matterId, staff.uid, recordId]),
    );
    return rows[0] ? toImRecord(rows[0]) : undefined;
  }

  /** A page of messages, newest first; the client shows them oldest first. */
  async records(staff: StaffPrincipal, request: ImRecordPageRequest): Promise<{ list: ImRecord[]; hasMore: boolean }> {
    await this.view(staff, request.matterId);
    const rows: RecordRow[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(
        `SELECT * FROM im_records WHERE matter_id = $1 AND user_id = $2 AND ($3::int IS NULL OR seq < $3) ORDER BY seq DESC LIMIT $4`,
        [request.matterId, staff.uid, request.beforeSeq ?? null, request.pageSize + 1],
      ),
    );
    return { list: rows.slice(0, request.pageSize).map(toImRecord), hasMore: rows.length > request.pageSize };
  }

  /** A short-lived link to a file message's file, for either party (the file stays in the sender's association). */
  async fileUrl(staff: StaffPrincipal, request: { matterId: string; recordId: string }): Promise<FileDownloadUrl> {
    const view = await this.view(staff, request.matterId);
    const record = await this.record(staff, request.matterId, request.recordId);
    if (record?.type !== 2) throw ApiError.notFound(FILE_NOT_FOUND);
    const senderTenant = record.senderId === view.initiator_id ? view.initiator_tenant_id : view.receiver_tenant_id;
    return this.uploads.downloadUrlFor(senderTenant, record.content);
  }

  /** The matter's events: who did what and when, hash-chained like a case's. */
  async history(staff: StaffPrincipal, matterId: string) {
    const view = await this.view(staff, matterId);
    const events = await this.store.history(imMatter, view.initiator_tenant_id, matterId);
    return events.map((event) => ({
      version: event.version,
      type: event.type,
      data: event.data,
      recordedAt: event.recordedAt,
      hash: event.hash,
      prevHash: event.prevHash,
    }));
  }

  /** A colleague of one's association, or the other party of one of one's matters. */
  async userInfo(staff: StaffPrincipal, uid: string): Promise<ImUserInfo> {
    const own: { uid: string; name: string; show_name: string; mobile: string }[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query('SELECT uid, name, show_name, mobile FROM staff_users WHERE uid = $1', [uid]),
    );
    const association = await this.tenants.byChannel(staff.channel);
    if (own[0]) {
      return { uid, name: own[0].name, showName: own[0].show_name, mobile: own[0].mobile, associationId: staff.channel, associationName: association.name };
    }
    const party: MatterViewRow[] = await inTenantTransaction(this.dataSource, staff.tenantId, (manager) =>
      manager.query(`${MATTER_VIEW_SQL} WHERE v.user_id = $1 AND (v.initiator_id = $2 OR v.receiver_id = $2) LIMIT 1`, [staff.uid, uid]),
    );
    if (!party[0]) throw ApiError.notFound('用户不存在');
    const other = toImMatter(party[0]).other;
    // Someone of another association: their name and association, not their mobile.
    return { uid, name: other.name, showName: other.name, mobile: '', associationId: other.associationId, associationName: other.associationName };
  }
}

import { z } from 'zod';
import { pageRequestSchema } from './court-reform';
import { PG_INTEGER_MAX } from './fields';

/** The communicate service (spec §7, /api/v1/im/): matters between two people, their messages, the address book. */

const matterIdField = z.uuid({ message: '事项编号无效' });
const recordIdField = z.uuid({ message: '消息编号无效' });
const memberIdField = z.uuid({ message: '成员编号无效' });
const channelField = z.string().trim().min(1).max(64).regex(/^[\w-]+$/, { message: '协会标识无效' });

export const imMatterRefSchema = z.object({ id: matterIdField });
export type ImMatterRef = z.infer<typeof imMatterRefSchema>;

/**
 * Start a matter with a person of the address book. `associationId` names the person's
 * association when it is not one's own (a cross-border matter).
 */
export const createImMatterSchema = z.object({ memberId: memberIdField, associationId: channelField.optional() });
export type CreateImMatterRequest = z.infer<typeof createImMatterSchema>;

/** status: ongoing 0, ended 1 (spec §4). */
export const imMatterPageSchema = pageRequestSchema.extend({
  status: z.coerce.number().int().refine((code) => code === 0 || code === 1, { message: '事项状态无效' }).optional(),
});
export type ImMatterPageRequest = z.infer<typeof imMatterPageSchema>;

export const IM_TEXT_MAX = 2000;

/** type 1: text in `content`; type 2: a verified upload's file id in `content`. */
export const createImRecordSchema = z.discriminatedUnion('type', [
  z.object({
    matterId: matterIdField,
    type: z.literal(1),
    content: z.string().trim().min(1, { message: '请输入消息内容' }).max(IM_TEXT_MAX, { message: `消息内容不能超过${IM_TEXT_MAX}个字` }),
  }),
  z.object({ matterId: matterIdField, type: z.literal(2), content: z.uuid({ message: '请先上传文件' }) }),
], { message: '消息类型不正确' });
export type CreateImRecordRequest = z.infer<typeof createImRecordSchema>;

/** Newest first; `beforeSeq` pages further back than the newest page. */
export const imRecordPageSchema = z.object({
  matterId: matterIdField,
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
  beforeSeq: z.coerce.number().int().min(1).max(PG_INTEGER_MAX).optional(),
});
export type ImRecordPageRequest = z.infer<typeof imRecordPageSchema>;

export const imRecordRefSchema = z.object({ matterId: matterIdField, recordId: recordIdField });
export type ImRecordRef = z.infer<typeof imRecordRefSchema>;

export const imUserRefSchema = z.object({ id: z.uuid({ message: '用户编号无效' }) });

export const imStreamQuerySchema = z.object({
  /** The last feed position this tab saw: everything after it is delivered first. */
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export type ImParty = { id: string; name: string; associationId: string; associationName: string };

/** A matter as one of its two parties sees it. */
export type ImMatter = {
  id: string;
  /** ongoing 0, ended 1. */
  status: 0 | 1;
  initiator: string;
  initiatorName: string;
  receiver: string;
  receiverName: string;
  /** The other party, seen from the viewer. */
  other: ImParty;
  /** The two parties belong to different associations. */
  crossBorder: boolean;
  createTime: string;
  updateTime: string;
  endTime: string | null;
  /** Messages to the viewer not read yet. */
  unread: number;
  lastMessage: { type: 1 | 2; content: string; senderId: string; time: string } | null;
  /** The matter's last event number. */
  seq: number;
};

export type ImRecord = {
  id: string;
  matterId: string;
  /** The record's event number in its matter: one order for both parties. */
  seq: number;
  type: 1 | 2;
  /** Text, or the file id of a file message. */
  content: string;
  fileName: string | null;
  senderId: string;
  senderName: string;
  time: string;
  /** Read by the party it was sent to. */
  read: boolean;
};

export type ImUnread = { total: number };

/** One entry of a person's live feed (GET /api/v1/im/stream, event `im`). */
export type ImFeedEntry = {
  /** Position in the viewer's own feed: resume after it. */
  position: number;
  kind: 'matter' | 'record' | 'read';
  matter: ImMatter;
  /** The viewer's unread total after this change (the header badge). */
  totalUnread: number;
  record?: ImRecord;
  /** Records the other party read (kind `read`). */
  readRecordIds?: string[];
  readerId?: string;
};

export const imMemberSearchSchema = z.object({
  keyword: z.string().trim().min(1, { message: '请输入姓名或手机号' }).max(50, { message: '搜索内容不能超过50个字' }),
  associationId: channelField.optional(),
});
export type ImMemberSearch = z.infer<typeof imMemberSearchSchema>;

export const imMemberPageSchema = pageRequestSchema.extend({ deptId: z.uuid({ message: '部门编号无效' }).optional(), associationId: channelField.optional() });
export type ImMemberPageRequest = z.infer<typeof imMemberPageSchema>;

export const imTreeQuerySchema = z.object({ parentId: z.uuid({ message: '部门编号无效' }).optional(), associationId: channelField.optional() });
export type ImTreeQuery = z.infer<typeof imTreeQuerySchema>;

export const imMemberRefSchema = z.object({ id: memberIdField, associationId: channelField.optional() });

/** A person of the address book; `uid` is their staff account (none: they cannot be messaged yet). */
export type ImMember = {
  id: string;
  name: string;
  mobile: string;
  deptId: string;
  deptName: string;
  jobName: string | null;
  uid: string | null;
  associationId: string;
};

/** nodeType: organ 1, department 2, member 3 (spec §3). */
export type ImTreeNode = {
  id: string;
  pid: string | null;
  name: string;
  nodeType: 1 | 2 | 3;
  hasChildren: boolean;
  member?: ImMember;
};

export type ImUserInfo = { uid: string; name: string; showName: string; mobile: string; associationId: string; associationName: string };

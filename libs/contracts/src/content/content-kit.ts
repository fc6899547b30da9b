import {
  ContentKindKeys,
  ContentLimits,
  isAnnouncementType,
  SUMMARY_LENGTH,
  type AnnouncementTypeCode,
  type ContentCategory,
  type ContentFieldValues,
  type ContentKindKey,
  type PageListIndex,
  type PublishType,
} from '@bk/domain';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../envelope';
import { isBlankText, numberFrom, numberInput, pageNumField, PG_INTEGER_MAX, versionField } from '../fields';

/**
 * The content kit's calls (spec §7 "CMS content", "Menu", "Links"): one set of calls for every
 * content kind of the catalogue (libs/domain content-kind). The decider checks each field again
 * by the kind's declaration, with the same messages; these schemas reject what is malformed.
 */

const characters = (text: string): number => Array.from(text).length;

export const contentKindField = z.enum(ContentKindKeys, { message: '内容类型无效' });
export const contentIdField = z.uuid({ message: '内容编号无效' });
const contentVersionField = versionField('缺少内容版本，请刷新后重试');
/** A client that retries after a lost answer sends the same request id: nothing is written twice. */
const requestIdField = z.uuid({ message: '请求编号无效' }).optional();
const fileIdField = z.uuid({ message: '文件编号无效' });
export const categoryCodeField = numberFrom(z.number({ message: '栏目无效' }).int({ message: '栏目无效' }).min(1, { message: '栏目无效' }).max(9_999, { message: '栏目无效' }), '栏目无效');
const labelIdField = z.uuid({ message: '标签编号无效' });
/** Instants travel as ISO 8601 with an offset (the domain never reads a clock). */
const instantField = (message: string) => z.iso.datetime({ offset: true, message });

export const contentStatuses = ['unpublished', 'published'] as const;
/** The list's status filter: scheduled is an unpublished item with a publication time set. */
export const contentStatusFilters = ['unpublished', 'published', 'scheduled'] as const;
export type ContentStatusFilter = (typeof contentStatusFilters)[number];

export const contentAttachmentSchema = z.object({
  fileId: fileIdField,
  name: z.string().trim().min(1, { message: '请填写附件名称' }).max(200, { message: '附件名称不能超过200个字' }),
});
export type ContentAttachment = z.infer<typeof contentAttachmentSchema>;

const fieldValueSchema = z.union([
  z.string().max(ContentLimits.body, { message: '字段内容过长' }),
  z.array(z.string().max(ContentLimits.tag, { message: `每项不能超过${ContentLimits.tag}个字` })).max(ContentLimits.labels, { message: '条目过多' }),
  z.null(),
]);

/** What an editor fills in for any kind; which parts a kind takes is its declaration's say. */
export const contentFormSchema = z.object({
  kind: contentKindField,
  title: z
    .string({ message: '请填写标题' })
    .trim()
    .min(1, { message: '请填写标题' })
    .refine((title) => !isBlankText(title), { message: '请填写标题' })
    .max(ContentLimits.title, { message: `标题不能超过${ContentLimits.title}个字` }),
  // Blank: the server derives 90 characters from the text (spec §9).
  summary: z
    .string()
    .trim()
    .refine((text) => characters(text) <= SUMMARY_LENGTH, { message: `摘要不能超过${SUMMARY_LENGTH}个字` })
    .optional(),
  /** Rich text (HTML); the server sanitises it with an allow-list before storing. */
  body: z.string().max(ContentLimits.body, { message: '正文过长' }).optional(),
  categoryCode: categoryCodeField.nullable().optional(),
  labelIds: z.array(labelIdField).max(ContentLimits.labels, { message: `标签不能超过${ContentLimits.labels}个` }).optional(),
  coverFileId: fileIdField.nullable().optional(),
  attachments: z.array(contentAttachmentSchema).max(ContentLimits.attachments, { message: `附件不能超过${ContentLimits.attachments}个` }).optional(),
  fields: z.record(z.string().max(50), fieldValueSchema).optional(),
  order: numberFrom(z.number({ message: '排序无效' }).int({ message: '排序无效' }).min(0, { message: '排序无效' }).max(ContentLimits.order, { message: '排序无效' }), '排序无效')
    .nullable()
    .optional(),
  /** Announcements only (kind courtReformAnnouncement). */
  announcementType: numberInput('请选择公告类型')
    .refine((code) => Number.isInteger(code) && isAnnouncementType(code), { message: '请选择公告类型' })
    .transform((code) => code as AnnouncementTypeCode)
    .nullable()
    .optional(),
});
export type ContentForm = z.input<typeof contentFormSchema>;

/**
 * POST /api/v1/cms/content/saveOrUpdateCmsContent. Without contentId it creates an item (a single
 * page's id derives from association and kind); with it, it updates that one at the version read.
 */
/** What a save adds to a kind's form: which item (none: a new one), at which version, and the request. */
export const contentWriteFields = { contentId: contentIdField.optional(), version: contentVersionField.optional(), requestId: requestIdField };
/** An update names the version it was edited at. */
export const versionNamedOnUpdate = (request: { contentId?: string; version?: number }): boolean => request.contentId === undefined || request.version !== undefined;
export const VERSION_MISSING = { message: '缺少内容版本，请刷新后重试', path: ['version'] };

export const saveContentSchema = contentFormSchema.extend(contentWriteFields).refine(versionNamedOnUpdate, VERSION_MISSING);
export type SaveContentRequest = z.infer<typeof saveContentSchema>;

const contentCommand = { contentId: contentIdField, version: contentVersionField, requestId: requestIdField };

/** POST doOnOffCmsContent: publish (true) or unpublish (false). */
export const contentOnOffSchema = z.object({ ...contentCommand, published: z.boolean({ message: '请指定发布状态' }) });
export type ContentOnOffRequest = z.infer<typeof contentOnOffSchema>;

/** POST doOperTopCmsContent: pin (true) or unpin (false). */
export const contentPinSchema = z.object({ ...contentCommand, pinned: z.boolean({ message: '请指定置顶状态' }) });
export type ContentPinRequest = z.infer<typeof contentPinSchema>;

/** POST doDeleteCmsContent. */
export const contentDeleteSchema = z.object(contentCommand);
export type ContentDeleteRequest = z.infer<typeof contentDeleteSchema>;

/** GET getCmsContentDetail, getCmsContentRevisions. */
export const contentRefSchema = z.object({ contentId: contentIdField });
export type ContentRef = z.infer<typeof contentRefSchema>;

/** POST restoreCmsContent: the fields of an older revision become a new revision. */
export const contentRestoreSchema = z.object({
  ...contentCommand,
  fromVersion: z.coerce.number({ message: '请选择要恢复的版本' }).int({ message: '请选择要恢复的版本' }).min(1, { message: '请选择要恢复的版本' }).max(PG_INTEGER_MAX, { message: '请选择要恢复的版本' }),
});
export type ContentRestoreRequest = z.infer<typeof contentRestoreSchema>;

/** POST scheduleCmsContent: publish at `publishAt` (a later time; a new time replaces the old one). */
export const contentScheduleSchema = z.object({ ...contentCommand, publishAt: instantField('请选择发布时间') });
export type ContentScheduleRequest = z.infer<typeof contentScheduleSchema>;

/** POST cancelCmsContentSchedule. */
export const contentCancelScheduleSchema = z.object(contentCommand);
export type ContentCancelScheduleRequest = z.infer<typeof contentCancelScheduleSchema>;

export const contentBulkActions = ['publish', 'unpublish', 'delete'] as const;
export type ContentBulkAction = (typeof contentBulkActions)[number];

/** POST bulkCmsContent: one action on many items; each item answers for itself. */
export const contentBulkSchema = z.object({
  action: z.enum(contentBulkActions, { message: '批量操作无效' }),
  items: z
    .array(z.object({ contentId: contentIdField, version: contentVersionField }))
    .min(1, { message: '请选择内容' })
    .max(ContentLimits.bulkItems, { message: `一次最多操作${ContentLimits.bulkItems}条` }),
});
export type ContentBulkRequest = z.infer<typeof contentBulkSchema>;

/** POST reorderCmsContent: the new order of items of one ordered kind (links, icon links). */
export const contentReorderSchema = z.object({
  kind: contentKindField,
  items: z
    .array(z.object({ contentId: contentIdField, version: contentVersionField, order: z.number().int().min(0).max(ContentLimits.order) }))
    .min(1, { message: '请选择内容' })
    .max(ContentLimits.bulkItems, { message: `一次最多操作${ContentLimits.bulkItems}条` }),
});
export type ContentReorderRequest = z.infer<typeof contentReorderSchema>;

/** One item's answer in a bulk call: its new version, or why it was refused. */
export type ContentBulkResult =
  | { contentId: string; ok: true; version: number; status: 'unpublished' | 'published' | 'deleted' }
  | { contentId: string; ok: false; code: number; msg: string };
export type ContentBulkResponse = { results: ContentBulkResult[]; succeeded: number; failed: number };

/** Every command answers with the item's new stream version: the editor's next write names it. */
export type ContentCommandResponse = {
  contentId: string;
  version: number;
  status: 'unpublished' | 'published' | 'deleted';
  pinned: boolean;
  scheduledAt: string | null;
};

const dateField = z.iso.date({ message: '日期格式应为 YYYY-MM-DD' });

/**
 * The filter of every content list: one kind, keyword on title and summary, status, category,
 * label, and a date range on the item's date (published, else created; inclusive, Asia/Shanghai days).
 */
export const contentFilterSchema = z.object({
  pageNum: pageNumField,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(contentStatusFilters, { message: '内容状态无效' }).optional(),
  categoryCode: categoryCodeField.optional(),
  labelId: labelIdField.optional(),
  dateFrom: dateField.optional(),
  dateTo: dateField.optional(),
  announcementType: numberInput('公告类型无效')
    .refine((code) => Number.isInteger(code) && isAnnouncementType(code), { message: '公告类型无效' })
    .transform((code) => code as AnnouncementTypeCode)
    .optional(),
});
/** POST getCmsContentPage. */
export const contentPageRequestSchema = contentFilterSchema.extend({ kind: contentKindField });
export type ContentPageRequest = z.infer<typeof contentPageRequestSchema>;
/** The menu's list calls (queryNewsPage…): the kind is the call's. */
export type ContentFilter = z.infer<typeof contentFilterSchema>;

export type ContentSummary = {
  contentId: string;
  kind: ContentKindKey;
  publishType: PublishType;
  pageListIndex: PageListIndex | null;
  categoryCode: number | null;
  labelIds: string[];
  announcementType: AnnouncementTypeCode | null;
  title: string;
  summary: string;
  coverFileId: string | null;
  /** A record's structured fields (member unit, investor, link); {} for articles. */
  fields: ContentFieldValues;
  order: number | null;
  status: 'unpublished' | 'published';
  pinned: boolean;
  /** Set while a scheduled publication is pending. */
  scheduledAt: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** Published less than 7 days ago, computed when read. */
  isNew: boolean;
  /** Who saved it last. */
  updatedByName: string;
  /** The version a command on this row names. */
  version: number;
};
export type ContentDetail = ContentSummary & { body: string; attachments: ContentAttachment[] };

/** A stored revision: one save (creation, edit or restore), with the full fields as then saved. */
export type ContentRevision = {
  version: number;
  /** created, updated, or restored (from an older version). */
  change: 'created' | 'updated' | 'restored';
  restoredFrom: number | null;
  editorName: string;
  at: string;
  /** Names of the fields that differ from the previous revision (all on creation). */
  changed: string[];
  content: {
    title: string;
    summary: string;
    body: string;
    categoryCode: number | null;
    labelIds: string[];
    coverFileId: string | null;
    attachments: ContentAttachment[];
    fields: ContentFieldValues;
    order: number | null;
    announcementType: AnnouncementTypeCode | null;
  };
};
/** Every recorded event of the item, for the history list beside the revisions. */
export type ContentHistoryEntry = { version: number; type: string; actorName: string; at: string };
export type ContentRevisions = { contentId: string; currentVersion: number; revisions: ContentRevision[]; history: ContentHistoryEntry[] };

/** GET getCmsCategoryList: the association's categories, of one kind or all. */
export const contentCategoryQuerySchema = z.object({ kind: contentKindField.optional() });
export type ContentCategoryQuery = z.infer<typeof contentCategoryQuerySchema>;
export type ContentCategoryList = ContentCategory[];

/** POST /api/v1/menu/index: the back office's home figures, for the kinds the user may view. */
export type ContentKindCounts = { kind: ContentKindKey; unpublished: number; published: number; scheduled: number };
export type MenuIndex = { counts: ContentKindCounts[]; recentEdits: ContentSummary[] };

/** POST /api/v1/menu/queryCenterInfo: the association's single pages (absent ones omitted). */
export type CenterInfo = { pages: ContentDetail[] };

/** GET /api/v1/menu/links: the association's links, in their order. */
export type MenuLinks = { friendlyLinks: ContentSummary[]; iconLinks: ContentSummary[] };

/** POST /api/v1/link/create: a friendly link in one call. */
export const createLinkSchema = z.object({
  name: z.string().trim().min(1, { message: '请填写链接名称' }).max(100, { message: '链接名称不能超过100个字' }),
  url: z.url({ protocol: /^https?$/, message: '链接地址须以 http:// 或 https:// 开头' }),
  order: z.coerce.number().int().min(0).max(ContentLimits.order).optional(),
  requestId: requestIdField,
});
export type CreateLinkRequest = z.infer<typeof createLinkSchema>;

/** What the public sees of an item: no status, editor, labels or version. */
export type PublicContent = {
  contentId: string;
  kind: ContentKindKey;
  categoryCode: number | null;
  /** Announcements only (types 1–6); null for other kinds. */
  announcementType: AnnouncementTypeCode | null;
  title: string;
  summary: string;
  coverUrl: string | null;
  fields: ContentFieldValues;
  pinned: boolean;
  publishedAt: string;
  isNew: boolean;
};
export type PublicContentDetail = PublicContent & { body: string; attachments: (ContentAttachment & { url: string })[] };
export type PublicContentPage = Page<PublicContent>;

/** GET /api/noauth/v1/home/content/detail. */
export const publicContentRefSchema = z.object({ contentId: contentIdField });
export type PublicContentRef = z.infer<typeof publicContentRefSchema>;

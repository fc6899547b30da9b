import { isAnnouncementType, SUMMARY_LENGTH, type AnnouncementTypeCode } from '@bk/domain';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../envelope';
import { pageRequestSchema } from '../court-reform';
import { isBlankText, numberInput, pageNumField } from '../fields';
import {
  contentDeleteSchema,
  contentOnOffSchema,
  contentPinSchema,
  contentWriteFields,
  VERSION_MISSING,
  versionNamedOnUpdate,
  type ContentCommandResponse,
  type ContentDeleteRequest,
  type ContentOnOffRequest,
  type ContentPinRequest,
} from './content-kit';

/**
 * Court-reform announcements (庭外重组公告): the back office's courtReformGgxx screens call
 * /api/v1/cms/content/* (spec §7 "CMS content"); the portal reads /api/noauth/v1/home/announcement
 * and /api/noauth/v1/announcement/list. The decider checks the same fields again (libs/domain
 * content-item) with the same messages; the title limit here is the announcement screen's, tighter
 * than the 200 the generic content item allows.
 */
export const AnnouncementTextLimits = { title: 100, summary: SUMMARY_LENGTH, body: 20_000 } as const;

/** Published or not: the list's status filter and what each row shows. Deleted items are never listed. */
export const announcementStatuses = ['unpublished', 'published'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

/** Code points, as the domain's summarize and its limit count them (an emoji is one character). */
const characters = (text: string): number => Array.from(text).length;

const announcementTypeField = numberInput('请选择公告类型')
  .refine((code) => Number.isInteger(code) && isAnnouncementType(code), { message: '请选择公告类型' })
  .transform((code) => code as AnnouncementTypeCode);

const contentIdField = z.uuid({ message: '公告编号无效' });

/** What the editor fills in, as the form validates it (every value a string from an input). */
export const announcementFormSchema = z.object({
  announcementType: announcementTypeField,
  title: z
    .string()
    .trim()
    .min(1, { message: '请填写标题' })
    .refine((title) => !isBlankText(title), { message: '请填写标题' })
    .max(AnnouncementTextLimits.title, { message: `标题不能超过${AnnouncementTextLimits.title}个字` }),
  // Blank: the domain derives it from the body's first 90 characters (spec §9).
  summary: z
    .string()
    .trim()
    .refine((text) => characters(text) <= AnnouncementTextLimits.summary, {
      message: `摘要不能超过${AnnouncementTextLimits.summary}个字`,
    })
    .optional(),
  body: z
    .string()
    .trim()
    .min(1, { message: '请填写正文' })
    .max(AnnouncementTextLimits.body, { message: `正文不能超过${AnnouncementTextLimits.body}个字` }),
});
export type AnnouncementForm = z.input<typeof announcementFormSchema>;

/**
 * The staff calls are the content kit's (content-kit.ts), announcements being its kind
 * courtReformAnnouncement; these names keep the announcement screens' vocabulary.
 */
export const saveAnnouncementSchema = announcementFormSchema.extend(contentWriteFields).refine(versionNamedOnUpdate, VERSION_MISSING);
export type SaveAnnouncementRequest = z.infer<typeof saveAnnouncementSchema>;
export const announcementOnOffSchema = contentOnOffSchema;
export type AnnouncementOnOffRequest = ContentOnOffRequest;
export const announcementPinSchema = contentPinSchema;
export type AnnouncementPinRequest = ContentPinRequest;
export const announcementDeleteSchema = contentDeleteSchema;
export type AnnouncementDeleteRequest = ContentDeleteRequest;
export type AnnouncementCommandResponse = ContentCommandResponse;

/** GET /api/v1/cms/content/getCmsContentDetail and the public GET /api/noauth/v1/announcement. */
export const announcementRefSchema = z.object({ contentId: contentIdField });
export type AnnouncementRef = z.infer<typeof announcementRefSchema>;

/** GET /api/noauth/v1/announcement/annex/url: the address of one attachment of a published announcement. */
export const announcementAnnexRefSchema = z.object({ contentId: contentIdField, fileId: z.uuid({ message: '附件编号无效' }) });
export type AnnouncementAnnexRef = z.infer<typeof announcementAnnexRefSchema>;
/** An address to open or share: an attachment's stable file address, or the announcement's portal page. */
export type PublicUrl = { url: string };


const announcementTypeFilter = numberInput('公告类型无效')
  .refine((code) => Number.isInteger(code) && isAnnouncementType(code), { message: '公告类型无效' })
  .transform((code) => code as AnnouncementTypeCode)
  .optional();

/**
 * POST /api/v1/cms/content/getCmsContentPage (the courtReformGgxx list; the spec names no list call
 * for content): keyword on title and summary, optional status and type, pinned first then newest.
 */
export const announcementPageRequestSchema = pageRequestSchema.extend({
  status: z.enum(announcementStatuses, { message: '公告状态无效' }).optional(),
  announcementType: announcementTypeFilter,
});
export type AnnouncementPageRequest = z.infer<typeof announcementPageRequestSchema>;

export type AnnouncementSummary = {
  contentId: string;
  announcementType: AnnouncementTypeCode;
  title: string;
  summary: string;
  status: AnnouncementStatus;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  /** When it was last switched on; kept while off. */
  publishedAt: string | null;
  /** Who saved or switched it last. */
  updatedByName: string;
  /** The version a command on this row names. */
  version: number;
};

export type AnnouncementDetail = AnnouncementSummary & { body: string };

/** POST /api/noauth/v1/announcement/list: published announcements, optionally of one type. */
export const publicAnnouncementPageSchema = z.object({
  pageNum: pageNumField,
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  announcementType: announcementTypeFilter,
});
export type PublicAnnouncementPageRequest = z.infer<typeof publicAnnouncementPageSchema>;

export const HOME_ANNOUNCEMENT_LIMIT = 6;

/** GET /api/noauth/v1/home/announcement: the latest published, pinned first. */
export const homeAnnouncementQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(20).default(HOME_ANNOUNCEMENT_LIMIT) });
export type HomeAnnouncementQuery = z.infer<typeof homeAnnouncementQuerySchema>;

/** What the public sees of an announcement: no status, editor or version. The "new" tag is isNew(publishedAt, now). */
export type PublicAnnouncement = {
  contentId: string;
  announcementType: AnnouncementTypeCode;
  title: string;
  summary: string;
  pinned: boolean;
  publishedAt: string;
};

export type PublicAnnouncementDetail = PublicAnnouncement & { body: string };

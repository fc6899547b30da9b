import { z } from 'zod';
import type { RosterInstitution, RosterMember } from '@bk/domain';
import { pageRequestSchema } from './court-reform';
import { versionField } from './fields';

/** The roster (名录): institutions by organisation type with their members, and its Excel import. */
const entryId = z.uuid({ message: '名录机构编号无效' });
const memberId = z.uuid({ message: '成员编号无效' });
const orgType = z.coerce.number({ message: '机构类型无效' }).int({ message: '机构类型无效' }).min(1, { message: '机构类型无效' }).max(4, { message: '机构类型无效' });
export const rosterStatuses = ['active', 'removed'] as const;
export type RosterStatus = (typeof rosterStatuses)[number];

const text = (max: number) => z.string().max(max * 2, { message: `不能超过${max}个字` });

export const rosterPageSchema = pageRequestSchema.extend({
  orgType: orgType.optional(),
  status: z.enum(rosterStatuses, { message: '状态无效' }).optional(),
});
export type RosterPageRequest = z.infer<typeof rosterPageSchema>;

export const rosterRefSchema = z.object({ entryId });

/** Detail fields are checked by the domain (every problem named); the edge only bounds their size. */
export const saveRosterEntrySchema = z.object({
  entryId: entryId.optional(),
  /** The version the client read; required when editing (a stale one is a 409). */
  version: versionField('缺少名录版本，请刷新后重试').optional(),
  orgType,
  name: text(100),
  creditCode: text(18),
  contactPerson: text(30),
  contactPhone: text(20),
  address: text(200).default(''),
  qualificationLevel: text(30).default(''),
});
export type SaveRosterEntryRequest = z.infer<typeof saveRosterEntrySchema>;

export const removeRosterEntrySchema = z.object({ entryId, version: versionField('缺少名录版本，请刷新后重试') });

export const saveRosterMemberSchema = z.object({
  entryId,
  memberId: memberId.optional(),
  version: versionField('缺少名录版本，请刷新后重试').optional(),
  name: text(30),
  citizenId: text(18),
  phone: text(11).default(''),
  position: text(30).default(''),
});
export type SaveRosterMemberRequest = z.infer<typeof saveRosterMemberSchema>;

export const removeRosterMemberSchema = z.object({ entryId, memberId, version: versionField('缺少名录版本，请刷新后重试').optional() });

/** The institution's fields as the domain keeps them, with the read model's status and version. */
export type RosterEntrySummary = RosterInstitution & {
  entryId: string;
  status: RosterStatus;
  memberCount: number;
  version: number;
  updatedAt: string;
};
export type RosterMemberInfo = RosterMember;
export type RosterEntryDetail = RosterEntrySummary & { members: RosterMemberInfo[] };

/** getTemplates: which import's template (the roster's, or the law firms'). */
export const excelTemplateSchema = z.object({ templateType: z.enum(['roster', 'lawfirm'], { message: '模板类型无效' }).default('roster') });

export const startRosterImportSchema = z.object({ fileId: z.uuid({ message: '文件编号无效' }) });
export const rosterImportJobRefSchema = z.object({ jobId: z.uuid({ message: '导入任务编号无效' }) });

/** An Excel import's job, whatever it imports (the roster, law firms): its progress and outcome. */
export const importJobStates = ['queued', 'running', 'done', 'failed', 'interrupted'] as const;
export type ImportJobState = (typeof importJobStates)[number];
export type ImportJob = {
  jobId: string;
  fileId: string | null;
  fileName: string;
  state: ImportJobState;
  /** Data rows in the file (known once the file was read through). */
  rowsTotal: number;
  /** Rows decided so far: imported, skipped as already there, or refused. */
  rowsRead: number;
  imported: number;
  skipped: number;
  refused: number;
  hasErrorFile: boolean;
  failure: string | null;
  createdAt: string;
  finishedAt: string | null;
};
export const rosterImportStates = importJobStates;
export type RosterImportState = ImportJobState;
export type RosterImportJob = ImportJob;

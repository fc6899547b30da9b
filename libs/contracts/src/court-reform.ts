import { isMobilePhone, isUnifiedSocialCreditCode } from '@bk/domain';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './envelope';

/** Portal form: out-of-court restructuring application (POST /api/v1/applicant/submitApply). */
export const submitApplySchema = z.object({
  enterpriseName: z.string().trim().min(1, { message: '请填写企业名称' }).max(100, { message: '企业名称不能超过100个字' }),
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isUnifiedSocialCreditCode, { message: '请输入正确的统一社会信用代码' }),
  contactName: z.string().trim().min(1, { message: '请填写联系人' }).max(30, { message: '联系人不能超过30个字' }),
  contactPhone: z.string().trim().refine(isMobilePhone, { message: '请输入正确的手机号码' }),
  description: z.string().trim().min(1, { message: '请填写情况说明' }).max(2000, { message: '情况说明不能超过2000个字' }),
});
export type SubmitApplyRequest = z.infer<typeof submitApplySchema>;
export type SubmitApplyResponse = { caseId: string; caseNumber: string };

/** Progress query (GET /api/v1/applicant/progress): the case number plus the contact phone as proof. */
export const progressQuerySchema = z.object({
  caseNumber: z.string().trim().min(1, { message: '请输入案件编号' }).max(40),
  contactPhone: z.string().trim().refine(isMobilePhone, { message: '请输入正确的手机号码' }),
});
export type ProgressQuery = z.infer<typeof progressQuerySchema>;

export type TimelineEntry = { version: number; at: string; type: string; stateCode: number; actorName: string; detail: string | null };

export type ProgressView = {
  caseNumber: string;
  enterpriseName: string;
  stateCode: number;
  submittedAt: string;
  updatedAt: string;
  timeline: TimelineEntry[];
};

export const pageRequestSchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  keyword: z.string().trim().max(100).optional(),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

export type CaseSummary = {
  caseId: string;
  caseNumber: string;
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  stateCode: number;
  assigneeId: string | null;
  assigneeName: string | null;
  submittedAt: string;
  updatedAt: string;
  workflowId: string;
};

export const caseRefSchema = z.object({ caseId: z.string().uuid({ message: '案件编号无效' }) });

/** A random allocation carries the draw the server made so the allocator confirms exactly that. */
export const assignTaskSchema = z.object({
  caseId: z.string().uuid({ message: '案件编号无效' }),
  assigneeId: z.string().min(1, { message: '请选择承办人' }),
  draw: z.object({ seed: z.string().min(8).max(128), candidates: z.array(z.string().min(1)).min(1).max(500) }).optional(),
});
export type AssignTaskRequest = z.infer<typeof assignTaskSchema>;

export type Personnel = { uid: string; name: string; openCases: number };
export type RandomDraw = { personnel: Personnel; seed: string; candidates: string[] };

export type CaseDetail = CaseSummary & {
  contactPhone: string;
  description: string;
  version: number;
  timeline: TimelineEntry[];
  temporalUrl: string;
};

/** To-do counts of an association (spec §3 "Association"). */
export type AssociationTodoCounts = { assignmentCount: number; handlingCount: number; issuanceCount: number };

/** What a console's menu badges show: the association's counts plus the signed-in handler's own queue. */
export type TodoCounts = AssociationTodoCounts & { myHandlingCount: number };

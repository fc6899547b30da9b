import { courtReformStatusFromCode, isMobilePhone, isUnifiedSocialCreditCode } from '@bk/domain';
import { z } from 'zod';
import { courtReformStepForms, type CourtReformFormAction } from './court-reform-step-forms';
import { stepValuesShape } from './form-region';

export { CaseTextLimits } from './court-reform-step-forms';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './envelope';
import { nameField, pageNumField } from './fields';

/** Portal form: out-of-court restructuring application (POST /api/v1/applicant/submitApply). */
export const submitApplySchema = z.object({
  enterpriseName: nameField('企业名称', 100),
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isUnifiedSocialCreditCode, { message: '请输入正确的统一社会信用代码' }),
  contactName: nameField('联系人', 30),
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
  /** Which process the number belongs to: its state codes read differently (spec §4). */
  kind: 'court-reform' | 'restructuring-task';
  caseNumber: string;
  enterpriseName: string;
  stateCode: number;
  submittedAt: string;
  updatedAt: string;
  timeline: TimelineEntry[];
};

export const pageRequestSchema = z.object({
  pageNum: pageNumField,
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

/**
 * What a member of staff may do to a case now (handling, statement and rejection steps). The API
 * computes it from the domain's rules, the viewer's rightKeys and whether they are the assignee.
 */
export const CaseActions = ['sign', 'note', 'reject', 'register', 'issueStatement', 'complete'] as const;
export type CaseAction = (typeof CaseActions)[number];

/** Handling and issuance queues: each row says which actions the viewer may take on it. */
export type ActionableCaseSummary = CaseSummary & {
  registrationNo: string | null;
  statementNo: string | null;
  availableActions: CaseAction[];
};

export type CaseDetail = ActionableCaseSummary & {
  contactPhone: string;
  description: string;
  version: number;
  timeline: TimelineEntry[];
  temporalUrl: string;
};

/** The back office's progress query (POST /api/v1/manager/getCasePage): every case, optionally one state. */
export const casePageRequestSchema = pageRequestSchema.extend({
  stateCode: z.coerce
    .number()
    .int()
    .refine((code) => courtReformStatusFromCode(code) !== undefined, { message: '案件状态无效' })
    .optional(),
});
export type CasePageRequest = z.infer<typeof casePageRequestSchema>;

/** GET manager/caseNumber: a case looked up by its number, as staff read it off a letter or a call. */
export const caseNumberQuerySchema = z.object({
  caseNumber: z
    .string({ message: '请输入案件编号' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,8}\d{6,16}$/, { message: '案件编号格式不正确' }),
});
export type CaseNumberQuery = z.infer<typeof caseNumberQuerySchema>;

/** GET manager/checkHandleCase: whether the caller may act on the case as its handler now, and if not, why. */
export type HandleCaseCheck = { caseId: string; canHandle: boolean; reason: string | null };

const caseIdField = z.string().uuid({ message: '案件编号无效' });

export const signCaseSchema = caseRefSchema;
export type SignCaseRequest = z.infer<typeof signCaseSchema>;

/** The steps that ask for input: their fields are their declared forms' (court-reform-step-forms). */
const formStep = <A extends CourtReformFormAction>(action: A) => z.object({ caseId: caseIdField, ...stepValuesShape(courtReformStepForms[action]) });

export const submitProgressSchema = formStep('note');
export type SubmitProgressRequest = z.infer<typeof submitProgressSchema>;

export const rejectCaseSchema = formStep('reject');
export type RejectCaseRequest = z.infer<typeof rejectCaseSchema>;

export const registerCaseSchema = formStep('register');
export type RegisterCaseRequest = z.infer<typeof registerCaseSchema>;

export const issueStatementSchema = formStep('issueStatement');
export type IssueStatementRequest = z.infer<typeof issueStatementSchema>;

export const completeCaseSchema = caseRefSchema;
export type CompleteCaseRequest = z.infer<typeof completeCaseSchema>;

/** Every case command answers with the case's new stream version and state. */
export type CaseCommandResponse = { version: number; status: string; stateCode: number };

/**
 * To-do counts of an association (spec §3 "Association"): the court-reform allocation, handling
 * and issuing queues, the restructuring-centre task allocation, acceptance and handling queues,
 * and the distress-consultation allocation and handling queues. Each is declared with its queue
 * in the case kind (libs/domain case-kinds).
 */
export type AssociationTodoCounts = {
  assignmentCount: number;
  handlingCount: number;
  issuanceCount: number;
  taskAssignmentCount: number;
  taskAcceptanceCount: number;
  taskHandlingCount: number;
  distressAssignmentCount: number;
  distressHandlingCount: number;
};

/** The signed-in staff member's own queues: cases, tasks and consultations assigned to them that wait on them. */
export type PersonalTodoCounts = {
  myHandlingCount: number;
  myTaskAcceptanceCount: number;
  myTaskHandlingCount: number;
  myDistressHandlingCount: number;
};

/** What a console's menu badges show: the association's counts plus the signed-in member's own queues. */
export type TodoCounts = AssociationTodoCounts & PersonalTodoCounts;

/** Every field of TodoCounts, for code that checks or iterates them. */
export const todoCountFields = [
  'assignmentCount',
  'handlingCount',
  'issuanceCount',
  'taskAssignmentCount',
  'taskAcceptanceCount',
  'taskHandlingCount',
  'distressAssignmentCount',
  'distressHandlingCount',
  'myHandlingCount',
  'myTaskAcceptanceCount',
  'myTaskHandlingCount',
  'myDistressHandlingCount',
] as const satisfies readonly (keyof TodoCounts)[];

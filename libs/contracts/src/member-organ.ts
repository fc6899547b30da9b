import { z } from 'zod';
import type { Consultant, MemberOrganKind, OrganProfile } from '@bk/domain';
import { pageRequestSchema } from './court-reform';
import { versionField } from './fields';

/**
 * Member organisations: a restructuring centre's organisations (/api/v1/org/csj/) and law firms
 * (/api/v1/lawfirm/). Both take the same calls; a law firm's office, user and member calls may
 * name the firm in the lawFirmId header instead of orgId. Field rules are the domain's (every
 * problem named); the edge only bounds sizes.
 */
const orgId = z.uuid({ message: '机构编号无效' });
const officeId = z.uuid({ message: '部门编号无效' });
const userId = z.uuid({ message: '人员编号无效' });
const consultantId = z.uuid({ message: '顾问编号无效' });
const text = (max: number) => z.string().max(max * 2, { message: `不能超过${max}个字` });
const version = versionField('缺少机构版本，请刷新后重试');
/** A parent office; empty or absent means the organisation's first level. */
const deptPid = z.preprocess((value) => (value === '' || value === null ? undefined : value), officeId.optional());

export const organProfileSchema = z.object({
  name: text(100),
  unifiedNo: text(18),
  contactPerson: text(30),
  contactPhone: text(20),
  address: text(200).default(''),
  intro: text(1000).default(''),
});

export const organPageSchema = pageRequestSchema;
export const organRefSchema = z.object({ orgId });
/** A call about one organisation's offices or users: orgId, or (law firms) the lawFirmId header. */
export const organScopeSchema = z.object({ orgId: orgId.optional() });

export const addOrganSchema = organProfileSchema;
export const editOrganSchema = organProfileSchema.extend({ orgId, version });

export const existsOrganByNameSchema = z.object({ name: text(100), orgId: orgId.optional() });
export const existsOrganByUnifiedNoSchema = z.object({ unifiedNo: text(18), orgId: orgId.optional() });

export const officeChildrenSchema = organScopeSchema.extend({ deptPid });
export const addOfficeSchema = organScopeSchema.extend({ deptPid, name: text(50) });
export const renameOfficeSchema = organScopeSchema.extend({ officeId, name: text(50) });
export const deleteOfficeSchema = organScopeSchema.extend({ officeId });
export const orderOfficesSchema = organScopeSchema.extend({
  deptPid,
  orderedIds: z.array(officeId, { message: '排序无效' }).max(500, { message: '同级部门过多' }),
});

const officeUserFields = { officeId, userName: text(30), mobileNo: text(11), position: text(50).default('') };
export const addOfficeUserSchema = organScopeSchema.extend(officeUserFields);
export const editOfficeUserSchema = organScopeSchema.extend({ userId, ...officeUserFields });
export const deleteOfficeUserSchema = organScopeSchema.extend({ userId });

export const searchMembersSchema = pageRequestSchema.extend({ orgId: orgId.optional(), officeId: officeId.optional() });
export const membersByMobileSchema = z.object({ mobileNo: z.string().trim().min(1, { message: '请输入手机号码' }).max(11, { message: '手机号码不正确' }), orgId: orgId.optional() });
export const membersByNameSchema = z.object({ userName: z.string().trim().min(1, { message: '请输入姓名' }).max(30, { message: '姓名不能超过30个字' }), orgId: orgId.optional() });

const consultantFields = { orgId, name: text(30), mobileNo: text(11), speciality: text(50), title: text(50).default(''), intro: text(1000).default('') };
export const addConsultantSchema = z.object(consultantFields);
export const editConsultantSchema = z.object({ consultantId, ...consultantFields });
export const consultantRefSchema = z.object({ consultantId });
export const consultantPageSchema = pageRequestSchema.extend({ orgId: orgId.optional() });

export const startLawFirmImportJobRefSchema = z.object({ jobId: z.uuid({ message: '导入任务编号无效' }) });
export const importRecordPageSchema = pageRequestSchema;

export type OrganSummary = OrganProfile & {
  orgId: string;
  kind: MemberOrganKind;
  officeCount: number;
  userCount: number;
  consultantCount: number;
  version: number;
  createdAt: string;
  updatedAt: string;
};
export type OrganDetail = OrganSummary;

/** An office as a tree node (nodeType 2, spec §3) with what lies below it. */
export type OfficeNode = { officeId: string; parentId: string | null; name: string; order: number; nodeType: 2; childCount: number; userCount: number };
/** The organisation as its tree's root (nodeType 1) with its first-level offices. */
export type OrganRoot = { orgId: string; name: string; nodeType: 1; children: OfficeNode[] };

export type OrganMember = {
  userId: string;
  orgId: string;
  orgName: string;
  officeId: string;
  officeName: string;
  userName: string;
  mobileNo: string;
  position: string;
  nodeType: 3;
};

export type ConsultantInfo = Consultant & { orgId: string; orgName: string; updatedAt: string };

/** lawfirm/census: the association's firms at a glance. */
export type LawFirmCensus = { firms: number; offices: number; users: number; addedThisMonth: number };

export type OrganChange = { orgId: string; version: number };

import { z } from 'zod';
import { pageRequestSchema } from './court-reform';

/** Departments, jobs and department members (spec §7 "Departments, jobs, users"; tree node types §3). */
const idField = (message: string) => z.uuid({ message });
const deptId = idField('部门编号无效');
const jobId = idField('岗位编号无效');
const memberId = idField('成员编号无效');
const orderedIds = (message: string) => z.array(z.uuid({ message })).min(1).max(500);

/** saveOrUpdateDeptInfo: without deptId it creates (the new id derives from the request). */
export const saveDeptSchema = z.object({
  deptId: deptId.optional(),
  pid: deptId.nullable().default(null),
  deptName: z.string().trim().min(1, { message: '请填写部门名称' }).max(50, { message: '部门名称不能超过50个字' }),
  nodeType: z.union([z.literal(1), z.literal(2)], { message: '节点类型须为机构（1）或部门（2）' }).default(2),
  isPublic: z.boolean().default(true),
});
export type SaveDeptRequest = z.infer<typeof saveDeptSchema>;

export const deptRefSchema = z.object({ deptId });
export const deptOrderSchema = z.object({ pid: deptId.nullable().default(null), orderedIds: orderedIds('部门编号无效') });
export const deptChildrenQuerySchema = z.object({ pid: deptId.optional() });

export const saveDeptJobSchema = z.object({
  jobId: jobId.optional(),
  deptId,
  jobName: z.string().trim().min(1, { message: '请填写岗位名称' }).max(30, { message: '岗位名称不能超过30个字' }),
});
export const deptJobRefSchema = z.object({ jobId });
export const deptJobOrderSchema = z.object({ deptId, orderedIds: orderedIds('岗位编号无效') });
export const deptJobListQuerySchema = z.object({ deptId });

export const saveDeptUserSchema = z.object({
  memberId: memberId.optional(),
  deptId,
  jobId: jobId.nullable().default(null),
  userName: z.string().trim().min(1, { message: '请填写成员姓名' }).max(30, { message: '成员姓名不能超过30个字' }),
  mobileNo: z.string().trim().max(11).default(''),
  isPublic: z.boolean().default(true),
});
export const deptUserRefSchema = z.object({ memberId });
export const deptUserOrderSchema = z.object({ deptId, orderedIds: orderedIds('成员编号无效') });
export const deptUserPageSchema = pageRequestSchema.extend({ deptId: deptId.optional() });
export const deptUsersByJobQuerySchema = z.object({ jobId });

/** A node of the tree (spec §3: organ 1, department 2, member 3). */
export type DeptTreeNode = {
  id: string;
  pid: string | null;
  name: string;
  nodeType: 1 | 2 | 3;
  isPublic: boolean;
  sort: number;
  /** Members only: their job. */
  jobName?: string | null;
  children: DeptTreeNode[];
};

export type DeptJob = { jobId: string; deptId: string; jobName: string; sort: number; members: number };
export type DeptUser = { memberId: string; deptId: string; deptName: string; jobId: string | null; jobName: string | null; userName: string; mobileNo: string; isPublic: boolean; sort: number };

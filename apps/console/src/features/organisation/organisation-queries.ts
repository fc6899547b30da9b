import type { DeptJob, DeptTreeNode } from '@bk/contracts';
import { api } from '@bk/web';
import { queryOptions, type QueryClient } from '@tanstack/react-query';

const cms = (path: string) => `/api/v1/cms/${path}`;

export const organisationKeys = {
  all: (channel: string) => ['organisation', channel] as const,
  tree: (channel: string) => [...organisationKeys.all(channel), 'tree'] as const,
  jobs: (channel: string, deptId: string) => [...organisationKeys.all(channel), 'jobs', deptId] as const,
};

export const deptTreeQueryOptions = (channel: string) =>
  queryOptions({ queryKey: organisationKeys.tree(channel), queryFn: ({ signal }) => api.get<DeptTreeNode[]>(cms('deptInfo/queryDeptTreeData'), { signal }) });

export const deptJobsQueryOptions = (channel: string, deptId: string) =>
  queryOptions({ queryKey: organisationKeys.jobs(channel, deptId), queryFn: ({ signal }) => api.get<DeptJob[]>(cms('deptJob/queryDeptJobList'), { params: { deptId }, signal }) });

export const saveDept = (body: { deptId?: string; pid: string | null; deptName: string; nodeType: 1 | 2; isPublic: boolean }, idempotencyKey: string) =>
  api.post<{ deptId: string }>(cms('deptInfo/saveOrUpdateDeptInfo'), body, { idempotencyKey });
export const deleteDept = (deptId: string) => api.post(cms('deptInfo/deleteDeptInfo'), { deptId });
export const orderDepts = (pid: string | null, orderedIds: string[]) => api.post(cms('deptInfo/updateDeptOrder'), { pid, orderedIds });
export const saveJob = (body: { jobId?: string; deptId: string; jobName: string }, idempotencyKey: string) =>
  api.post<{ jobId: string }>(cms('deptJob/saveOrUpdateDeptJob'), body, { idempotencyKey });
export const deleteJob = (jobId: string) => api.post(cms('deptJob/deleteDeptJob'), { jobId });
export const saveMember = (
  body: { memberId?: string; deptId: string; jobId: string | null; userName: string; mobileNo: string; isPublic: boolean },
  idempotencyKey: string,
) => api.post<{ memberId: string }>(cms('deptUser/saveOrUpdateDeptUser'), body, { idempotencyKey });
export const deleteMember = (memberId: string) => api.post(cms('deptUser/deleteDeptUser'), { memberId });
export const orderMembers = (deptId: string, orderedIds: string[]) => api.post(cms('deptUser/updateDeptUserOrder'), { deptId, orderedIds });

export const refreshOrganisation = (queryClient: QueryClient, channel: string) => queryClient.invalidateQueries({ queryKey: organisationKeys.all(channel) });

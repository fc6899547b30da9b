import type { ConsultantInfo, ImportJob, LawFirmCensus, OfficeNode, OrganChange, OrganDetail, OrganMember, OrganRoot, OrganSummary, Page } from '@bk/contracts';
import type { MemberOrganKind } from '@bk/domain';
import { api } from '@bk/web';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { downloadFile } from '../shared/download-file';
import { importJobQueryOptions } from '../shared/import-dialog';
import type { OrgTreeNode } from '../organisation/org-tree';

/** The calls of a member-organisation kind, under its base path; the same calls for both kinds. */
export const organBasePaths: Record<MemberOrganKind, string> = { csj: '/api/v1/org/csj', lawfirm: '/api/v1/lawfirm' };
const call = (kind: MemberOrganKind, path: string) => `${organBasePaths[kind]}/${path}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const ORGAN_PAGE_SIZE = 10;

export type OrganListParams = { page: number; keyword: string };
export type OfficeTreeNode = OrgTreeNode & { office: OfficeNode; children: OfficeTreeNode[] };
export type OrganProfileInput = { name: string; unifiedNo: string; contactPerson: string; contactPhone: string; address: string; intro: string };
export type OfficeUserInput = { officeId: string; userName: string; mobileNo: string; position: string };
export type ConsultantInput = { name: string; mobileNo: string; speciality: string; title: string; intro: string };

export const organKeys = {
  all: (channel: string, kind: MemberOrganKind) => ['member-organ', channel, kind] as const,
  list: (channel: string, kind: MemberOrganKind, params: OrganListParams) => [...organKeys.all(channel, kind), 'list', params] as const,
  census: (channel: string, kind: MemberOrganKind) => [...organKeys.all(channel, kind), 'census'] as const,
  detail: (channel: string, kind: MemberOrganKind, orgId: string) => [...organKeys.all(channel, kind), 'detail', orgId] as const,
  tree: (channel: string, kind: MemberOrganKind, orgId: string) => [...organKeys.all(channel, kind), 'tree', orgId] as const,
  members: (channel: string, kind: MemberOrganKind, orgId: string, officeId: string | null) => [...organKeys.all(channel, kind), 'members', orgId, officeId] as const,
  consultants: (channel: string, orgId: string) => [...organKeys.all(channel, 'csj'), 'consultants', orgId] as const,
  job: (channel: string, kind: MemberOrganKind, jobId: string) => [...organKeys.all(channel, kind), 'job', jobId] as const,
};

export const organListQueryOptions = (channel: string, kind: MemberOrganKind, params: OrganListParams) =>
  queryOptions({
    queryKey: organKeys.list(channel, kind, params),
    queryFn: ({ signal }) => api.post<Page<OrganSummary>>(call(kind, 'page'), { pageNum: params.page, pageSize: ORGAN_PAGE_SIZE, keyword: params.keyword || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });

export const lawFirmCensusQueryOptions = (channel: string) =>
  queryOptions({ queryKey: organKeys.census(channel, 'lawfirm'), queryFn: ({ signal }) => api.post<LawFirmCensus>(call('lawfirm', 'census'), {}, { signal }) });

export const organDetailQueryOptions = (channel: string, kind: MemberOrganKind, orgId: string) =>
  queryOptions({ queryKey: organKeys.detail(channel, kind, orgId), queryFn: ({ signal }) => api.get<OrganDetail>(call(kind, 'detail'), { params: { orgId }, signal }) });

/** The whole office tree: the first level, then each office's children (an organisation has tens of offices). */
export const officeTreeQueryOptions = (channel: string, kind: MemberOrganKind, orgId: string) =>
  queryOptions({
    queryKey: organKeys.tree(channel, kind, orgId),
    queryFn: async ({ signal }) => {
      const grow = async (offices: OfficeNode[]): Promise<OfficeTreeNode[]> =>
        Promise.all(
          offices.map(async (office) => ({
            id: office.officeId,
            name: office.name,
            nodeType: office.nodeType,
            office,
            children: office.childCount > 0 ? await grow(await api.get<OfficeNode[]>(call(kind, 'office/child'), { params: { orgId, deptPid: office.officeId }, signal })) : [],
          })),
        );
      const root = await api.get<OrganRoot>(call(kind, 'office/first'), { params: { orgId }, signal });
      return grow(root.children);
    },
  });

export const organMembersQueryOptions = (channel: string, kind: MemberOrganKind, orgId: string, officeId: string | null) =>
  queryOptions({
    queryKey: organKeys.members(channel, kind, orgId, officeId),
    queryFn: ({ signal }) => api.post<Page<OrganMember>>(call(kind, 'searchMembersPageByCond'), { orgId, officeId: officeId ?? undefined, pageSize: 100 }, { signal }),
  });

export const consultantsQueryOptions = (channel: string, orgId: string) =>
  queryOptions({
    queryKey: organKeys.consultants(channel, orgId),
    queryFn: ({ signal }) => api.post<Page<ConsultantInfo>>(call('csj', 'consultantPage'), { orgId, pageSize: 100 }, { signal }),
  });

export const addOrgan = (kind: MemberOrganKind, profile: OrganProfileInput, idempotencyKey: string) => api.post<OrganChange>(call(kind, 'add'), profile, { idempotencyKey });
export const editOrgan = (kind: MemberOrganKind, orgId: string, version: number, profile: OrganProfileInput) => api.post<OrganChange>(call(kind, 'editOrgan'), { ...profile, orgId, version });
export const addOffice = (kind: MemberOrganKind, orgId: string, deptPid: string | null, name: string, idempotencyKey: string) =>
  api.post<OrganChange & { officeId: string }>(call(kind, 'office/addChild'), { orgId, deptPid: deptPid ?? undefined, name }, { idempotencyKey });
export const renameOffice = (kind: MemberOrganKind, orgId: string, officeId: string, name: string) => api.post<OrganChange>(call(kind, 'office/reName'), { orgId, officeId, name });
export const deleteOffice = (kind: MemberOrganKind, orgId: string, officeId: string) => api.post<OrganChange>(call(kind, 'office/delChild'), { orgId, officeId });
export const orderOffices = (kind: MemberOrganKind, orgId: string, deptPid: string | null, orderedIds: string[]) =>
  api.post<OrganChange>(call(kind, 'office/oder'), { orgId, deptPid: deptPid ?? undefined, orderedIds });
export const addOfficeUser = (kind: MemberOrganKind, orgId: string, user: OfficeUserInput, idempotencyKey: string) => api.post<OrganChange>(call(kind, 'office/user/add'), { orgId, ...user }, { idempotencyKey });
export const editOfficeUser = (kind: MemberOrganKind, orgId: string, userId: string, user: OfficeUserInput) => api.post<OrganChange>(call(kind, 'office/user/edit'), { orgId, userId, ...user });
export const deleteOfficeUser = (kind: MemberOrganKind, orgId: string, userId: string) => api.post<OrganChange>(call(kind, 'office/user/del'), { orgId, userId });
export const addConsultant = (orgId: string, consultant: ConsultantInput, idempotencyKey: string) => api.post<OrganChange>(call('csj', 'addConsultant'), { orgId, ...consultant }, { idempotencyKey });
export const editConsultant = (orgId: string, consultantId: string, consultant: ConsultantInput) => api.post<OrganChange>(call('csj', 'editConsultant'), { orgId, consultantId, ...consultant });

/** Law firms' batch import: the file goes in the call itself (multipart). */
export const startLawFirmImport = (file: File, idempotencyKey: string) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<ImportJob>(call('lawfirm', 'batchAdd'), form, { idempotencyKey });
};
export const lawFirmImportJobQueryOptions = (channel: string, jobId: string) =>
  importJobQueryOptions(organKeys.job(channel, 'lawfirm', jobId), (signal) => api.get<ImportJob>(call('lawfirm', 'batchAdd/job'), { params: { jobId }, signal }));
export const downloadLawFirmTemplate = () =>
  downloadFile({ method: 'POST', path: '/api/v1/func/excel/getTemplates', body: { templateType: 'lawfirm' }, contentType: XLSX, fallbackName: '律所导入模板.xlsx' });
export const downloadLawFirmErrors = (jobId: string) => downloadFile({ path: call('lawfirm', 'downloadErrFile'), params: { jobId }, contentType: XLSX, fallbackName: '导入失败的行.xlsx' });

export const refreshOrgans = (queryClient: QueryClient, channel: string, kind: MemberOrganKind) => queryClient.invalidateQueries({ queryKey: organKeys.all(channel, kind) });

import { DEFAULT_CASE_DEADLINES, type CaseDeadlines, type ChannelConfig } from '@bk/contracts';
import { allPermissionKeys, PermissionKeys, type PermissionKey } from '@bk/domain';

/** Demo associations, one per portal mode, and staff with different rightKeys (README lists them). */
export const DEMO_PASSWORD = 'Demo@2026';

export type DemoTenant = {
  tenantId: string;
  channel: string;
  name: string;
  config: Omit<ChannelConfig, 'channel' | 'ico' | 'crossImIco'> & { deadlines: CaseDeadlines };
};

const baseConfig = {
  aiName: '小破',
  gpShow: true,
  cmsNewHome: false,
  cmsQuestionShow: true,
  crossImTitle: null,
  deadlines: DEFAULT_CASE_DEADLINES,
};

export const demoTenants: DemoTenant[] = [
  {
    tenantId: '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0001',
    channel: 'szpca',
    name: '深圳市破产管理人协会',
    config: { ...baseConfig, title: '深圳市破产管理人协会', gpUrl: null, cmsMode: 'default', cmsIndexMode: 'default', subPathPre: '' },
  },
  {
    tenantId: '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0002',
    channel: 'csjrc',
    name: '长三角重整服务中心',
    config: {
      ...baseConfig,
      title: '长三角企业重整服务中心',
      gpUrl: null,
      gpShow: false,
      cmsMode: 'csj',
      cmsIndexMode: 'csj',
      subPathPre: '-csj',
    },
  },
  {
    tenantId: '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0003',
    channel: 'jlpca',
    name: '吉林省破产管理人协会',
    config: { ...baseConfig, title: '吉林省破产管理人协会', gpUrl: null, cmsMode: 'jilin', cmsIndexMode: 'jilin', subPathPre: '-jilin' },
  },
  {
    tenantId: '0b7d7a7e-5c1a-4c51-9f52-3f0e8f1f0004',
    channel: 'bjypt',
    name: '北京破产公益服务平台',
    config: {
      ...baseConfig,
      title: '北京市破产法学会公益服务平台',
      gpUrl: 'https://www.bjcourt.gov.cn/',
      cmsMode: 'bj-ypt',
      cmsIndexMode: 'bj-ypt',
      cmsNewHome: true,
      subPathPre: '-bj-ypt',
    },
  },
];

/**
 * Cross-border partners in the communicate area (im_partners), by channel: the Shenzhen association
 * and the Yangtze River Delta centre name each other; Jilin and Beijing name no one.
 */
export const demoImPartners: readonly (readonly [string, string])[] = [['szpca', 'csjrc']];

/** Restructuring-centre staff accept the tasks allocated to them and handle them. */
const taskHandlerKeys = [
  PermissionKeys.csjTaskAcceptList,
  PermissionKeys.csjTaskAccept,
  PermissionKeys.csjTaskHandleList,
  PermissionKeys.csjTaskHandle,
] as const;

/** Consultation handlers handle what is allocated to them and see the completed list. */
const distressHandlerKeys = [PermissionKeys.distressHandle, PermissionKeys.distressQuery] as const;

export type DemoStaff = { loginId: string; name: string; mobile: string; rightKeys: readonly PermissionKey[] };

export const demoStaff: DemoStaff[] = [
  {
    loginId: 'allocator',
    name: '分配员 王敏',
    mobile: '13800000001',
    rightKeys: [
      PermissionKeys.courtReformAllocate,
      PermissionKeys.courtReformQuery,
      PermissionKeys.courtReformSituation,
      PermissionKeys.csjTaskAllocateList,
      PermissionKeys.csjTaskAllocate,
      PermissionKeys.distressAllocate,
      PermissionKeys.distressQuery,
      PermissionKeys.distressProgress,
    ],
  },
  {
    loginId: 'handler',
    name: '承办人 李强',
    mobile: '13800000002',
    rightKeys: [PermissionKeys.courtReformHandle, PermissionKeys.courtReformQuery, ...taskHandlerKeys, ...distressHandlerKeys],
  },
  {
    loginId: 'handler2',
    name: '承办人 陈静',
    mobile: '13800000003',
    rightKeys: [PermissionKeys.courtReformHandle, PermissionKeys.courtReformQuery, ...taskHandlerKeys, ...distressHandlerKeys],
  },
  {
    loginId: 'auditor',
    name: '审计员 赵磊',
    mobile: '13800000004',
    rightKeys: [PermissionKeys.auditReplay, PermissionKeys.courtReformQuery],
  },
  { loginId: 'admin', name: '管理员 周婷', mobile: '13800000005', rightKeys: allPermissionKeys },
  // A signed-in enterprise user with no staff keys: files restructuring applications, sees "my applications".
  { loginId: 'applicant', name: '企业申请人 刘洋', mobile: '13800000006', rightKeys: [PermissionKeys.csjApply] },
];

/** Staff ids are stable per tenant and login so that re-seeding updates rather than duplicates. */
export const demoStaffId = (tenant: DemoTenant, index: number): string =>
  `${tenant.tenantId.slice(0, 24)}${String(index + 1).padStart(4, '0')}${tenant.tenantId.slice(-8)}`;

import { PermissionKeys, type PermissionKey } from '@bk/domain';
import type { CmsMode, TodoCounts } from '@bk/contracts';
import type { Localized } from '@bk/web';

/** Route paths that have a page. A menu entry can only point at one of these. */
export type ConsoleMenuPath =
  | '/index/$associationId/dashboard'
  | '/index/$associationId/basicConfig'
  | '/index/$associationId/authorityManagement'
  | '/index/$associationId/organizationalStructure'
  | '/index/$associationId/courtReformAssign'
  | '/index/$associationId/courtReformBind'
  | '/index/$associationId/courtReformMark'
  | '/index/$associationId/courtReformQuery'
  | '/index/$associationId/courtReformGgxx'
  | '/index/$associationId/audit'
  | '/index/$associationId/courtReformApplyList-csj'
  | '/index/$associationId/courtReformAssign-csj'
  | '/index/$associationId/courtReformAccept-csj'
  | '/index/$associationId/courtReformBind-csj';

export type MenuItem = {
  key: string;
  label: Localized;
  to: ConsoleMenuPath;
  /** Hidden unless the user's rightKeys hold it (spec §6), or one of them if several; no key means everyone sees it. */
  permission?: PermissionKey | readonly PermissionKey[];
  /** The to-do count shown as a badge (spec §2: allocation, handling, issuing). */
  countField?: keyof TodoCounts;
};

/** A group without a label renders its items without a heading. */
export type MenuGroup = {
  key: string;
  label?: Localized;
  items: readonly MenuItem[];
  /** Shown only to associations in one of these portal modes; absent means every mode. */
  cmsModes?: readonly CmsMode[];
};

/** The back-office menu as data. Entries appear here only once their page exists. */
export const consoleMenu: readonly MenuGroup[] = [
  {
    key: 'workbench',
    items: [{ key: 'dashboard', label: { zh: '工作台', en: 'Dashboard' }, to: '/index/$associationId/dashboard' }],
  },
  {
    key: 'courtReform',
    label: { zh: '庭外重组', en: 'Out-of-court restructuring' },
    items: [
      {
        key: 'courtReformAssign',
        label: { zh: '申请分配', en: 'Allocation' },
        to: '/index/$associationId/courtReformAssign',
        permission: PermissionKeys.courtReformAllocate,
        countField: 'assignmentCount',
      },
      {
        key: 'courtReformBind',
        label: { zh: '申请办理', en: 'Handling' },
        to: '/index/$associationId/courtReformBind',
        permission: PermissionKeys.courtReformHandle,
        // The handler's own queue: the association's handlingCount would include colleagues' cases.
        countField: 'myHandlingCount',
      },
      {
        key: 'courtReformMark',
        label: { zh: '出具说明', en: 'Statements' },
        to: '/index/$associationId/courtReformMark',
        permission: PermissionKeys.courtReformSituation,
        countField: 'issuanceCount',
      },
      {
        key: 'courtReformQuery',
        label: { zh: '进度查询', en: 'Progress query' },
        to: '/index/$associationId/courtReformQuery',
        permission: PermissionKeys.courtReformQuery,
      },
      {
        key: 'courtReformGgxx',
        label: { zh: '公告信息', en: 'Announcements' },
        to: '/index/$associationId/courtReformGgxx',
        // Restructuring centres (csj) grant announcements as their outside-court notices key.
        permission: [PermissionKeys.courtReformAnnouncement, PermissionKeys.csjOutsideCourtNotices],
      },
    ],
  },
  {
    // Spec §2: the restructuring variant's menu. "My applications" needs no key (spec §6).
    key: 'restructuring',
    label: { zh: '重组中心', en: 'Restructuring centre' },
    cmsModes: ['csj'],
    items: [
      {
        key: 'courtReformApplyList-csj',
        label: { zh: '我的申请', en: 'My applications' },
        to: '/index/$associationId/courtReformApplyList-csj',
      },
      {
        key: 'courtReformAssign-csj',
        label: { zh: '任务分配', en: 'Task allocation' },
        to: '/index/$associationId/courtReformAssign-csj',
        permission: PermissionKeys.csjTaskAllocateList,
        countField: 'taskAssignmentCount',
      },
      {
        key: 'courtReformAccept-csj',
        label: { zh: '任务受理', en: 'Task acceptance' },
        to: '/index/$associationId/courtReformAccept-csj',
        permission: PermissionKeys.csjTaskAcceptList,
        // The viewer's own offers and tasks: the association's counts include colleagues'.
        countField: 'myTaskAcceptanceCount',
      },
      {
        key: 'courtReformBind-csj',
        label: { zh: '任务办理', en: 'Task handling' },
        to: '/index/$associationId/courtReformBind-csj',
        permission: PermissionKeys.csjTaskHandleList,
        countField: 'myTaskHandlingCount',
      },
    ],
  },
  {
    key: 'audit',
    label: { zh: '审计', en: 'Audit' },
    items: [
      {
        key: 'auditReplay',
        label: { zh: '审计回放', en: 'Audit replay' },
        to: '/index/$associationId/audit',
        permission: PermissionKeys.auditReplay,
      },
    ],
  },
  {
    key: 'settings',
    label: { zh: '系统设置', en: 'Settings' },
    items: [
      {
        key: 'basicConfig',
        label: { zh: '基础配置', en: 'Basic configuration' },
        to: '/index/$associationId/basicConfig',
        permission: PermissionKeys.basicConfig,
      },
      {
        key: 'authorityManagement',
        label: { zh: '权限管理', en: 'Authority management' },
        to: '/index/$associationId/authorityManagement',
        permission: PermissionKeys.userList,
      },
      {
        key: 'organizationalStructure',
        label: { zh: '组织架构', en: 'Organisation structure' },
        to: '/index/$associationId/organizationalStructure',
        permission: PermissionKeys.organisationView,
      },
    ],
  },
];

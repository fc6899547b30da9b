import { PermissionKeys } from '@bk/domain';
import type { MenuEntry } from '../features/shell/console-menu-kit';

/** Entries of the areas not yet moved into a feature folder. */
export const legacyMenu = [
  { group: 'workbench', key: 'dashboard', label: { zh: '工作台', en: 'Dashboard' }, to: '/index/$associationId/dashboard' },
  {
    group: 'courtReform',
    key: 'courtReformAssign',
    label: { zh: '申请分配', en: 'Allocation' },
    to: '/index/$associationId/courtReformAssign',
    permission: PermissionKeys.courtReformAllocate,
    countField: 'assignmentCount',
  },
  {
    group: 'courtReform',
    key: 'courtReformBind',
    label: { zh: '申请办理', en: 'Handling' },
    to: '/index/$associationId/courtReformBind',
    permission: PermissionKeys.courtReformHandle,
    // The handler's own queue: the association's handlingCount would include colleagues' cases.
    countField: 'myHandlingCount',
  },
  {
    group: 'courtReform',
    key: 'courtReformMark',
    label: { zh: '出具说明', en: 'Statements' },
    to: '/index/$associationId/courtReformMark',
    permission: PermissionKeys.courtReformSituation,
    countField: 'issuanceCount',
  },
  {
    group: 'courtReform',
    key: 'courtReformQuery',
    label: { zh: '进度查询', en: 'Progress query' },
    to: '/index/$associationId/courtReformQuery',
    permission: PermissionKeys.courtReformQuery,
  },
  {
    group: 'restructuring',
    key: 'courtReformApplyList-csj',
    label: { zh: '我的申请', en: 'My applications' },
    to: '/index/$associationId/courtReformApplyList-csj',
  },
  {
    group: 'restructuring',
    key: 'courtReformAssign-csj',
    label: { zh: '任务分配', en: 'Task allocation' },
    to: '/index/$associationId/courtReformAssign-csj',
    permission: PermissionKeys.csjTaskAllocateList,
    countField: 'taskAssignmentCount',
  },
  {
    group: 'restructuring',
    key: 'courtReformAccept-csj',
    label: { zh: '任务受理', en: 'Task acceptance' },
    to: '/index/$associationId/courtReformAccept-csj',
    permission: PermissionKeys.csjTaskAcceptList,
    // The viewer's own offers and tasks: the association's counts include colleagues'.
    countField: 'myTaskAcceptanceCount',
  },
  {
    group: 'restructuring',
    key: 'courtReformBind-csj',
    label: { zh: '任务办理', en: 'Task handling' },
    to: '/index/$associationId/courtReformBind-csj',
    permission: PermissionKeys.csjTaskHandleList,
    countField: 'myTaskHandlingCount',
  },
  {
    group: 'audit',
    key: 'auditReplay',
    label: { zh: '审计回放', en: 'Audit replay' },
    to: '/index/$associationId/audit',
    permission: PermissionKeys.auditReplay,
  },
  {
    group: 'settings',
    key: 'authorityManagement',
    label: { zh: '权限管理', en: 'Authority management' },
    to: '/index/$associationId/authorityManagement',
    permission: PermissionKeys.userList,
  },
  {
    group: 'settings',
    key: 'organizationalStructure',
    label: { zh: '组织架构', en: 'Organisation structure' },
    to: '/index/$associationId/organizationalStructure',
    permission: PermissionKeys.organisationView,
  },
] as const satisfies readonly MenuEntry[];

import { PermissionKeys, type PermissionKey } from '@bk/domain';
import type { TodoCounts } from '@bk/contracts';
import type { Localized } from '@bk/web';

/** Route paths that have a page. A menu entry can only point at one of these. */
export type ConsoleMenuPath =
  | '/index/$associationId/dashboard'
  | '/index/$associationId/courtReformAssign'
  | '/index/$associationId/courtReformBind'
  | '/index/$associationId/courtReformMark'
  | '/index/$associationId/courtReformQuery';

export type MenuItem = {
  key: string;
  label: Localized;
  to: ConsoleMenuPath;
  /** Hidden unless the user's rightKeys hold it (spec §6); no key means everyone sees it. */
  permission?: PermissionKey;
  /** The to-do count shown as a badge (spec §2: allocation, handling, issuing). */
  countField?: keyof TodoCounts;
};

/** A group without a label renders its items without a heading. */
export type MenuGroup = { key: string; label?: Localized; items: readonly MenuItem[] };

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
    ],
  },
];

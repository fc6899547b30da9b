import { PermissionKeys } from '@bk/domain';
import type { MenuEntry } from '../shell/console-menu-kit';

export const rosterMenu = [
  {
    group: 'organisations',
    key: 'rosterManagement',
    label: { zh: '名录管理', en: 'Roster' },
    to: '/index/$associationId/rosterManagement',
    permission: PermissionKeys.rosterView,
  },
] as const satisfies readonly MenuEntry[];

import { PermissionKeys } from '@bk/domain';
import type { MenuEntry } from '../shell/console-menu-kit';

export const authorityMenu = [
  {
    group: 'settings',
    key: 'authorityManagement',
    label: { zh: '权限管理', en: 'Authority management' },
    to: '/index/$associationId/authorityManagement',
    permission: PermissionKeys.userList,
  },
] as const satisfies readonly MenuEntry[];

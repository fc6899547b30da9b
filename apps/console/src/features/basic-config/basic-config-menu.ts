import { PermissionKeys } from '@bk/domain';
import type { MenuEntry } from '../shell/console-menu-kit';

export const basicConfigMenu = [
  {
    group: 'settings',
    key: 'basicConfig',
    label: { zh: '基础配置', en: 'Basic configuration' },
    to: '/index/$associationId/basicConfig',
    permission: PermissionKeys.basicConfig,
  },
] as const satisfies readonly MenuEntry[];

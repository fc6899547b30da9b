import { PermissionKeys } from '@bk/domain';
import type { MenuEntry } from '../shell/console-menu-kit';

export const organisationMenu = [
  {
    group: 'settings',
    key: 'organizationalStructure',
    label: { zh: '组织架构', en: 'Organisation structure' },
    to: '/index/$associationId/organizationalStructure',
    permission: PermissionKeys.organisationView,
  },
] as const satisfies readonly MenuEntry[];

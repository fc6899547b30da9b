import { PermissionKeys } from '@bk/domain';
import type { MenuEntry } from '../shell/console-menu-kit';

export const auditMenu = [
  {
    group: 'audit',
    key: 'auditReplay',
    label: { zh: '审计回放', en: 'Audit replay' },
    to: '/index/$associationId/audit',
    permission: PermissionKeys.auditReplay,
  },
] as const satisfies readonly MenuEntry[];

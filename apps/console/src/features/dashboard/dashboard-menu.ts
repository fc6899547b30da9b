import type { MenuEntry } from '../shell/console-menu-kit';

export const dashboardMenu = [
  { group: 'workbench', key: 'dashboard', label: { zh: '工作台', en: 'Dashboard' }, to: '/index/$associationId/dashboard' },
] as const satisfies readonly MenuEntry[];

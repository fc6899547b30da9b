import { contentMenu } from './features/content/content-menu';
import { auditMenu } from './features/audit/audit-menu';
import { authorityMenu } from './features/authority/authority-menu';
import { basicConfigMenu } from './features/basic-config/basic-config-menu';
import { courtReformMenu } from './features/court-reform/court-reform-menu';
import { dashboardMenu } from './features/dashboard/dashboard-menu';
import { distressMenu } from './features/distress/distress-menu';
import { organisationMenu } from './features/organisation/organisation-menu';
import { restructuringMenu } from './features/restructuring/restructuring-menu';
import { rosterMenu } from './features/roster/roster-menu';
import { composeMenu, menuGroups } from './features/shell/console-menu-kit';

/**
 * The back-office menu, composed from the features' entries (one line per feature; each entry
 * names its group, groups keep their order). It is kept apart from router.tsx so the shell and
 * the unit tests read it without loading every page.
 */
export const consoleMenu = composeMenu(menuGroups, [
  ...dashboardMenu,
  ...distressMenu,
  ...courtReformMenu,
  ...contentMenu,
  ...restructuringMenu,
  ...auditMenu,
  ...basicConfigMenu,
  ...authorityMenu,
  ...organisationMenu,
  ...rosterMenu,
]);

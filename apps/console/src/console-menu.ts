import { basicConfigMenu } from './features/basic-config/basic-config-menu';
import { contentMenu } from './features/content/content-menu';
import { composeMenu, menuGroups } from './features/shell/console-menu-kit';
import { legacyMenu } from './menu/menu-definition';

/**
 * The back-office menu, composed from the features' entries (one line per feature). It is kept
 * apart from router.tsx so the shell and the unit tests read it without loading every page.
 */
export const consoleMenu = composeMenu(menuGroups, [...basicConfigMenu, ...legacyMenu, ...contentMenu]);

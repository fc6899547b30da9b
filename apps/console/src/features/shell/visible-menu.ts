import { hasPermission } from '@bk/domain';
import type { CmsMode, TodoCounts } from '@bk/contracts';
import type { MenuGroup, MenuItem } from './console-menu-kit';

/**
 * The menu the user may see in this association: groups of other portal modes go, entries without
 * their key go, then groups left empty.
 */
export const visibleMenu = (menu: readonly MenuGroup[], rightKeys: readonly string[], cmsMode: CmsMode): MenuGroup[] =>
  menu
    .filter((group) => group.cmsModes === undefined || group.cmsModes.includes(cmsMode))
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => mayOpen(rightKeys, item.permission)),
    }))
    .filter((group) => group.items.length > 0);

/** No key: everyone; one key: that one; several: any of them. */
const mayOpen = (rightKeys: readonly string[], permission: MenuItem['permission']): boolean =>
  permission === undefined || (typeof permission === 'string' ? [permission] : permission).some((key) => hasPermission(rightKeys, key));

/** A badge only for a positive count; unknown counts (not loaded yet) show none. */
export const badgeCount = (item: MenuItem, counts: TodoCounts | undefined): number | undefined => {
  if (!item.countField || !counts) return undefined;
  const value = counts[item.countField];
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** The items that carry a to-do count, for the dashboard. */
export const todoItems = (menu: readonly MenuGroup[]): MenuItem[] =>
  menu.flatMap((group) => group.items.filter((item) => item.countField !== undefined));

export const findMenuItem = (menu: readonly MenuGroup[], key: string | undefined): MenuItem | undefined =>
  key === undefined ? undefined : menu.flatMap((group) => group.items).find((item) => item.key === key);

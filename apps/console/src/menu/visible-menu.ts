import { hasPermission } from '@bk/domain';
import type { TodoCounts } from '@bk/contracts';
import type { MenuGroup, MenuItem } from './menu-definition';

/** The menu the user may see: entries without their key go, then groups left empty. */
export const visibleMenu = (menu: readonly MenuGroup[], rightKeys: readonly string[]): MenuGroup[] =>
  menu
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => item.permission === undefined || hasPermission(rightKeys, item.permission)),
    }))
    .filter((group) => group.items.length > 0);

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

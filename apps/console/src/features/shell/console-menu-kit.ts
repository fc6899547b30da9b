import type { PermissionKey } from '@bk/domain';
import type { CmsMode, TodoCounts } from '@bk/contracts';
import type { Localized } from '@bk/web';
import type { RegisteredRouter } from '@tanstack/react-router';

/**
 * Route paths that have a page and need no parameter but the association's: a menu entry can only
 * point at one of these (checked by tsc against the composed route tree).
 */
export type ConsoleMenuPath = Extract<
  Exclude<keyof RegisteredRouter['routesByPath'], `${string}/` | `${string}$${string}$${string}`>,
  `/index/$associationId/${string}`
>;

/** The menu's groups, in menu order. A feature places its entries in one of them. */
export const menuGroups = [
  { key: 'workbench' },
  { key: 'dilemma', label: { zh: '困境咨询', en: 'Distress consultations' } },
  { key: 'courtReform', label: { zh: '庭外重组', en: 'Out-of-court restructuring' } },
  // Spec §2: the restructuring variant's menu.
  { key: 'restructuring', label: { zh: '重组中心', en: 'Restructuring centre' }, cmsModes: ['csj'] },
  { key: 'content', label: { zh: '内容管理', en: 'Content' } },
  { key: 'audit', label: { zh: '审计', en: 'Audit' } },
  { key: 'organisations', label: { zh: '人员与机构', en: 'People and organisations' } },
  { key: 'settings', label: { zh: '系统设置', en: 'Settings' } },
] as const satisfies readonly MenuGroupDefinition[];

export type MenuGroupKey = (typeof menuGroups)[number]['key'];

export type MenuGroupDefinition = {
  key: string;
  /** A group without a label renders its items without a heading. */
  label?: Localized;
  /** Shown only to associations in one of these portal modes; absent means every mode. */
  cmsModes?: readonly CmsMode[];
};

export type MenuItem = {
  key: string;
  label: Localized;
  to: ConsoleMenuPath;
  /** Hidden unless the user's rightKeys hold it (spec §6), or one of them if several; no key means everyone sees it. */
  permission?: PermissionKey | readonly PermissionKey[];
  /** The to-do count shown as a badge (spec §2: allocation, handling, issuing). */
  countField?: keyof TodoCounts;
};

/** What a feature declares: a menu item and the group it belongs in. */
export type MenuEntry = MenuItem & { group: MenuGroupKey };

export type MenuGroup = MenuGroupDefinition & { items: readonly MenuItem[] };

/**
 * The menu from the features' entries: groups in the order above, entries in the order the
 * features are listed; a group no feature fills is left out.
 */
export const composeMenu = (groups: readonly MenuGroupDefinition[], entries: readonly MenuEntry[]): MenuGroup[] =>
  groups
    .map((group) => ({
      ...group,
      items: entries.filter((entry) => entry.group === group.key).map(({ group: _group, ...item }) => item),
    }))
    .filter((group) => group.items.length > 0);

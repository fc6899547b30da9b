import { allPermissionKeys, permissionKeyLabels, type PermissionKey } from '@bk/domain';
import type { Localized } from '@bk/web';

/** The spec's groups of keys (§6), by the key's prefix, so a long list reads like the menu. */
const groups: { label: Localized; prefixes: readonly string[] }[] = [
  { label: { zh: '用户与配置', en: 'Users and settings' }, prefixes: ['user:', 'authority:', 'config:'] },
  { label: { zh: '内容', en: 'Content' }, prefixes: ['content:', 'news:', 'knowledge:', 'laws:', 'policy:', 'links:', 'iconLinks:'] },
  { label: { zh: '会员与组织', en: 'Members and organisation' }, prefixes: ['member:', 'investor:', 'org:'] },
  { label: { zh: '困境咨询', en: 'Distress consultation' }, prefixes: ['distress:'] },
  { label: { zh: '庭外重组', en: 'Out-of-court restructuring' }, prefixes: ['courtReform:'] },
  { label: { zh: '重组中心', en: 'Restructuring centre' }, prefixes: ['csj:'] },
  { label: { zh: '审计', en: 'Audit' }, prefixes: ['audit:'] },
];

export type KeyOptionGroup = { group: string; items: { value: string; label: string }[] };

export const permissionKeyOptions = (localize: (label: Localized) => string): KeyOptionGroup[] =>
  groups.map(({ label, prefixes }) => ({
    group: localize(label),
    items: allPermissionKeys
      .filter((key) => prefixes.some((prefix) => key.startsWith(prefix)))
      .map((key) => ({ value: key, label: localize(permissionKeyLabels[key]) })),
  }));

export const keyLabel = (key: string, localize: (label: Localized) => string): string =>
  key in permissionKeyLabels ? localize(permissionKeyLabels[key as PermissionKey]) : key;

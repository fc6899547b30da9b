import { PermissionKeys, type PermissionKey } from '@bk/domain';
import type { MenuEntry } from '../shell/console-menu-kit';

/** Whoever may write any article kind may use the templates. */
const articleEditorKeys: readonly PermissionKey[] = [
  PermissionKeys.newsEdit,
  PermissionKeys.knowledgeEdit,
  PermissionKeys.lawsEdit,
  PermissionKeys.policyEdit,
];

export const contentMenu = [
  {
    group: 'content',
    key: 'form',
    label: { zh: '文章模板', en: 'Article templates' },
    to: '/index/$associationId/form',
    permission: articleEditorKeys,
  },
] as const satisfies readonly MenuEntry[];

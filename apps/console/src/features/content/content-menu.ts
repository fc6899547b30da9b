import { contentPermissionKeys, PermissionKeys, type PermissionKey } from '@bk/domain';
import type { ConsoleMenuPath, MenuEntry, MenuGroupKey } from '../shell/console-menu-kit';
import { contentScreenOf, screenViewKeys, type ContentScreenKey } from './content-screens';

/** A screen's entry: its label and keys from its description (any view key of its kinds opens it). */
const screenEntry = (key: ContentScreenKey, to: ConsoleMenuPath, group: MenuGroupKey = 'content'): MenuEntry => {
  const screen = contentScreenOf(key);
  return { group, key, label: screen.label, to, permission: screenViewKeys(screen) };
};

/** Whoever may write any article kind may use the templates. */
const articleEditorKeys: readonly PermissionKey[] = [
  PermissionKeys.newsEdit,
  PermissionKeys.knowledgeEdit,
  PermissionKeys.lawsEdit,
  PermissionKeys.policyEdit,
];

export const contentMenu: readonly MenuEntry[] = [
  // Announcements stay beside the court-reform screens they serve.
  screenEntry('courtReformGgxx', '/index/$associationId/courtReformGgxx', 'courtReform'),
  screenEntry('centerIntroduction', '/index/$associationId/centerIntroduction'),
  screenEntry('news', '/index/$associationId/news'),
  screenEntry('knowledgeManagement', '/index/$associationId/knowledgeManagement'),
  screenEntry('lawsRegulations', '/index/$associationId/lawsRegulations'),
  screenEntry('policy', '/index/$associationId/policy'),
  screenEntry('memberUnits', '/index/$associationId/memberUnits'),
  screenEntry('investorPool', '/index/$associationId/investorPool'),
  screenEntry('links', '/index/$associationId/links'),
  screenEntry('iconLinks', '/index/$associationId/iconLinks'),
  {
    group: 'content',
    key: 'table',
    label: { zh: '内容总表', en: 'All content' },
    to: '/index/$associationId/table',
    permission: contentPermissionKeys('view'),
  },
  {
    group: 'content',
    key: 'articleGenerate',
    label: { zh: '文章生成', en: 'Generate an article' },
    to: '/index/$associationId/articleGenerate',
    permission: articleEditorKeys,
  },
  {
    group: 'content',
    key: 'form',
    label: { zh: '文章模板', en: 'Article templates' },
    to: '/index/$associationId/form',
    permission: articleEditorKeys,
  },
];

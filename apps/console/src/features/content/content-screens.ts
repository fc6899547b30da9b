import { contentKindList, type ContentKind, type ContentKindKey, type PermissionKey } from '@bk/domain';
import type { Localized } from '@bk/web';

/**
 * The console's content screens (spec §2 menu keys). Each is a description: which kinds of the
 * domain's catalogue it edits (a kind names its screen by menuKey), its route paths, and the noun
 * its messages use. The list, the form, the menu entry and the routes all derive from it; a new
 * screen costs an entry here.
 */
export type ContentScreenKey =
  | 'news'
  | 'knowledgeManagement'
  | 'lawsRegulations'
  | 'policy'
  | 'courtReformGgxx'
  | 'centerIntroduction'
  | 'memberUnits'
  | 'investorPool'
  | 'links'
  | 'iconLinks';

export type ContentScreen = {
  /** `table` is the one list over every kind the user may see. */
  key: ContentScreenKey | 'table';
  /** The menu label. */
  label: Localized;
  /** What one item is called in messages: 新增{noun}, 搜索{noun}, 删除{noun}“…”. */
  noun: Localized;
  intro: Localized;
  /** The list's path below /index/:associationId, and the form's (spec §2: news-form/:type[/:id]). */
  path: string;
  formPath: string;
  /** Kinds edited here, in catalogue order; several kinds get a kind switch on the list. */
  kinds: readonly ContentKind[];
};

const screen = (key: ContentScreenKey, formPath: string, label: Localized, noun: Localized, intro: Localized): ContentScreen => ({
  key,
  label,
  noun,
  intro,
  path: key,
  formPath,
  kinds: contentKindList.filter((kind) => kind.menuKey === key),
});

export const contentScreens: readonly ContentScreen[] = [
  screen('news', 'news-form', { zh: '新闻资讯', en: 'News' }, { zh: '新闻', en: 'news item' }, {
    zh: '新闻、动态、公告、风采与党建等文章。发布后即显示在门户网站，置顶的排在最前。',
    en: 'News, updates, notices, member style and party building. Published items show on the portal; pinned ones first.',
  }),
  screen('knowledgeManagement', 'knowledgeManagement-form', { zh: '知识管理', en: 'Knowledge' }, { zh: '文章', en: 'article' }, {
    zh: '知识文章、讲坛、培训、指南、案例等多篇文章栏目。',
    en: 'Knowledge articles, lectures, training, guides and cases.',
  }),
  screen('lawsRegulations', 'laws-form', { zh: '法律法规', en: 'Laws and regulations' }, { zh: '法规', en: 'regulation' }, {
    zh: '门户“法律法规”栏目中的法律、法规与司法解释。',
    en: 'Laws, regulations and judicial interpretations on the portal.',
  }),
  screen('policy', 'policy-form', { zh: '政策文件', en: 'Policy files' }, { zh: '政策文件', en: 'policy file' }, {
    zh: '政策文件及其附件，附件列在正文下方供公众下载。',
    en: 'Policy files and their attachments, listed under the text for download.',
  }),
  screen('courtReformGgxx', 'courtReformGgxx-form', { zh: '公告信息', en: 'Announcements' }, { zh: '公告', en: 'announcement' }, {
    zh: '本机构在门户网站发布的庭外重组公告。发布后公众即可看到，置顶的公告排在最前。',
    en: 'Out-of-court restructuring announcements on the association’s portal. Published ones are public; pinned ones come first.',
  }),
  screen('centerIntroduction', 'centerIntroduction-form', { zh: '单页管理', en: 'Single pages' }, { zh: '单页', en: 'page' }, {
    zh: '中心简介、协会简介、章程、联系我们等单页内容，每个机构各一页。',
    en: 'The centre introduction, association introduction, charter and contact page: one of each per association.',
  }),
  screen('memberUnits', 'memberUnits-form', { zh: '会员单位', en: 'Member units' }, { zh: '会员单位', en: 'member unit' }, {
    zh: '协会的会员单位名录。',
    en: 'The association’s directory of member units.',
  }),
  screen('investorPool', 'investorPool-form', { zh: '投资人库', en: 'Investor pool' }, { zh: '投资人', en: 'investor' }, {
    zh: '投资人名录，含介绍与认证信息。',
    en: 'The investor directory, with introductions and authentication information.',
  }),
  screen('links', 'links-form', { zh: '友情链接', en: 'Friendly links' }, { zh: '链接', en: 'link' }, {
    zh: '门户页脚的友情链接，按设定的顺序显示。',
    en: 'The portal footer’s friendly links, in the order set here.',
  }),
  screen('iconLinks', 'iconLinks-form', { zh: '图标链接', en: 'Icon links' }, { zh: '图标链接', en: 'icon link' }, {
    zh: '门户首页的图标入口，按设定的顺序显示；拖动或用上移、下移按钮调整顺序。',
    en: 'The portal home’s icon entries, in the order set here; drag, or use move up and down.',
  }),
];

export const contentScreenOf = (key: ContentScreenKey): ContentScreen => contentScreens.find((candidate) => candidate.key === key)!;

/** `table`: every kind the user may view, in one list with a kind filter; rows open in their own screen's form. */
export const allContentScreen = (kinds: readonly ContentKind[]): ContentScreen => ({
  key: 'table',
  label: { zh: '内容总表', en: 'All content' },
  noun: { zh: '内容', en: 'item' },
  intro: { zh: '您可查看的全部内容类型，按类型、状态筛选，并可批量发布、取消发布或删除。', en: 'Every kind of content you may see, filtered by kind and status, with bulk actions.' },
  path: 'table',
  formPath: 'table',
  kinds,
});

export const screenOfKind = (kind: ContentKindKey): ContentScreen | undefined => contentScreens.find((candidate) => candidate.kinds.some((each) => each.key === kind));

/** The keys that open a screen: any view key of any of its kinds. */
export const screenViewKeys = (target: ContentScreen): PermissionKey[] => [...new Set(target.kinds.flatMap((kind) => kind.permissions.view))];

import type { MessageDictionary } from '@bk/web';

/** The back-office frame: menu, top bar, breadcrumb. */
export const shellMessages = {
  consoleName: { zh: '管理后台', en: 'Back office' },
  navLabel: { zh: '主导航', en: 'Main navigation' },
  toggleNav: { zh: '展开或收起导航', en: 'Toggle navigation' },
  breadcrumbLabel: { zh: '面包屑', en: 'Breadcrumb' },
  login: { zh: '登录', en: 'Sign in' },
  logout: { zh: '退出登录', en: 'Sign out' },
  // The header's way into the communicate area.
  imOpen: { zh: '沟通', en: 'Messages' },
  imOpenUnread: { zh: '沟通，{count} 条未读', en: 'Messages, {count} unread' },
} satisfies MessageDictionary;

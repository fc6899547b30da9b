import { Messages } from '@bk/domain';
import type { MessageDictionary } from './translate';

/** Strings the shared components and both apps use. */
export const commonMessages = {
  platformName: { zh: '破产事务服务平台', en: 'Bankruptcy Affairs Service Platform' },
  loading: Messages.spinnerLoading,
  language: { zh: '语言', en: 'Language' },
  languageZh: { zh: '中文', en: '中文' },
  languageEn: { zh: 'English', en: 'English' },
  retry: { zh: '重试', en: 'Retry' },
  reload: { zh: '刷新页面', en: 'Reload page' },
  backHome: { zh: '返回首页', en: 'Back to home' },
  cancel: { zh: '取消', en: 'Cancel' },
  close: { zh: '关闭', en: 'Close' },
  search: { zh: '搜索', en: 'Search' },
  refresh: { zh: '刷新', en: 'Refresh' },
  togglePassword: { zh: '显示或隐藏输入内容', en: 'Show or hide the characters' },
  pageFirst: { zh: '第一页', en: 'First page' },
  pagePrevious: { zh: '上一页', en: 'Previous page' },
  pageNext: { zh: '下一页', en: 'Next page' },
  pageLast: { zh: '最后一页', en: 'Last page' },
  pageNumber: { zh: '第 {page} 页', en: 'Page {page}' },
  copy: { zh: '复制', en: 'Copy' },
  copied: { zh: '已复制', en: 'Copied' },
  emptyTitle: { zh: '暂无数据', en: 'Nothing here yet' },
  errorTitle: { zh: '出错了', en: 'Something went wrong' },
  errorNetwork: { zh: '网络异常，请检查网络后重试', en: 'Network error. Check your connection and try again.' },
  errorTimeout: { zh: '请求超时，请稍后重试', en: 'The request timed out. Try again later.' },
  errorServer: { zh: '服务暂时不可用，请稍后重试', en: 'The service is temporarily unavailable. Try again later.' },
  errorUnexpected: { zh: '页面出现异常，请刷新后重试', en: 'The page hit an unexpected error. Reload and try again.' },
  notFoundTitle: { zh: '页面不存在', en: 'Page not found' },
  notFoundText: { zh: '您访问的页面不存在或已被移除。', en: 'The page you are looking for does not exist or has been removed.' },
  unknownAssociationText: { zh: '未找到该机构，请核对访问地址。', en: 'This association was not found. Check the address.' },
  sessionChanged: { zh: '登录状态已在其他窗口变化，页面即将刷新', en: 'Your sign-in changed in another tab; this page will reload.' },
  versionNew: { zh: '检测到新版本，是否刷新页面？', en: 'A new version was detected. Refresh the page?' },
  versionRefresh: { zh: '刷新', en: 'Refresh' },
  versionIgnore: { zh: '忽略', en: 'Ignore' },
} satisfies MessageDictionary;

export type CommonMessageKey = keyof typeof commonMessages;

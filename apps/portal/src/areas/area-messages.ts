import type { MessageDictionary } from '@bk/web';

/** The areas' screens, the search and the header's extra entries. */
export const areaMessages = {
  areaEmpty: { zh: '暂无内容', en: 'Nothing here yet' },
  areaPagination: { zh: '分页', en: 'Pages' },
  areaGone: { zh: '该内容不存在或已下线', en: 'This item does not exist or was withdrawn' },
  areaBack: { zh: '返回{title}', en: 'Back to {title}' },
  areaNamesTotal: { zh: '共 {total} 家', en: '{total} in all' },
  areaRosterName: { zh: '机构名称', en: 'Institution' },
  areaRosterContact: { zh: '联系人', en: 'Contact' },
  areaRosterAddress: { zh: '地址', en: 'Address' },
  areaConsultation: { zh: '困境咨询', en: 'Distress consultation' },
  areaMore: { zh: '更多', en: 'More' },
  searchTitle: { zh: '站内搜索', en: 'Search' },
  searchLabel: { zh: '搜索本站内容', en: 'Search this site' },
  searchPlaceholder: { zh: '搜索新闻、公告、法规…', en: 'Search news, announcements, laws…' },
  searchHint: { zh: '在页头输入关键词搜索。', en: 'Type a keyword in the header to search.' },
  searchFor: { zh: '正在搜索“{q}”', en: 'Searching for “{q}”' },
  searchSummary: { zh: '“{q}”共找到 {total} 条结果', en: '{total} results for “{q}”' },
  searchEmpty: { zh: '没有找到相关内容', en: 'Nothing found' },
  homeLatestNews: { zh: '新闻动态', en: 'Latest news' },
  homeEntrances: { zh: '办事入口', en: 'Service entrances' },
  homeLinks: { zh: '友情链接', en: 'Links' },
  homeAreas: { zh: '服务专区', en: 'Services' },
} satisfies MessageDictionary;

import type { MessageDictionary } from '@bk/web';

/** The portal's news list and each news item's page. */
export const newsMessages = {
  navNews: { zh: '新闻资讯', en: 'News' },
  newsTitle: { zh: '新闻资讯', en: 'News' },
  newsIntro: { zh: '本机构发布的工作动态与行业资讯。', en: 'Updates on our work and news from the field.' },
  newsEmpty: { zh: '暂无新闻', en: 'No news yet' },
  newsPinned: { zh: '置顶', en: 'Pinned' },
  newsNew: { zh: '新', en: 'New' },
  newsPublishedAt: { zh: '发布时间：{at}', en: 'Published {at}' },
  newsBack: { zh: '返回新闻列表', en: 'Back to the news' },
  newsGone: { zh: '该新闻不存在或已下线', en: 'This news item does not exist or was withdrawn' },
  newsAttachments: { zh: '附件', en: 'Attachments' },
  newsDownload: { zh: '下载附件“{name}”', en: 'Download “{name}”' },
  newsPagination: { zh: '新闻分页', en: 'News pages' },
} satisfies MessageDictionary;

import type { MessageDictionary } from '@bk/web';

/** The portal's announcements: a home section, the list by type and each announcement's page. */
export const announcementMessages = {
  navAnnouncements: { zh: '公告信息', en: 'Announcements' },
  announcementsTitle: { zh: '庭外重组公告', en: 'Restructuring announcements' },
  announcementsIntro: { zh: '本机构发布的破产受理、管理人选任、投资人招募、资产拍卖等公告。', en: 'Notices of bankruptcy acceptance, administrator selection, investor recruitment, asset auctions and more.' },
  announcementsLatest: { zh: '最新公告', en: 'Latest announcements' },
  announcementsMore: { zh: '查看全部公告', en: 'All announcements' },
  announcementsAllTypes: { zh: '全部', en: 'All' },
  announcementsTypeTabs: { zh: '公告类型', en: 'Announcement types' },
  announcementsEmpty: { zh: '暂无公告', en: 'No announcements yet' },
  announcementsEmptyType: { zh: '该类型下暂无公告', en: 'No announcements of this type yet' },
  announcementPinned: { zh: '置顶', en: 'Pinned' },
  announcementNew: { zh: '新', en: 'New' },
  announcementPublishedAt: { zh: '发布时间：{at}', en: 'Published {at}' },
  announcementBack: { zh: '返回公告列表', en: 'Back to announcements' },
  announcementGone: { zh: '公告不存在或已下线', en: 'This announcement does not exist or was withdrawn' },
  announcementsPagination: { zh: '分页', en: 'Pagination' },
} satisfies MessageDictionary;

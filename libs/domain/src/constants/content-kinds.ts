import type { Label } from '../shared/transitions';

/**
 * Content kinds (spec §3): publish types 1–8 and page-list indices 1–12. The spec gives the
 * ranges but not what each number stands for; the meanings below are ours, written once here and
 * in libs/domain/README.md ("Publish types and page lists"). A publish type is the portal section
 * an item belongs to; a page-list index is the portal list page that shows it.
 */
export const PUBLISH_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type PublishType = (typeof PUBLISH_TYPES)[number];

export const PAGE_LIST_INDICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type PageListIndex = (typeof PAGE_LIST_INDICES)[number];

export const isPublishType = (value: number): value is PublishType => (PUBLISH_TYPES as readonly number[]).includes(value);

export const isPageListIndex = (value: number): value is PageListIndex => (PAGE_LIST_INDICES as readonly number[]).includes(value);

export const publishTypeLabels: Readonly<Record<PublishType, Label>> = {
  1: { zh: '资讯动态', en: 'News and notices' },
  2: { zh: '知识服务', en: 'Knowledge' },
  3: { zh: '法律法规', en: 'Laws and regulations' },
  4: { zh: '庭外重组公告', en: 'Restructuring announcements' },
  5: { zh: '政策文件', en: 'Policy files' },
  6: { zh: '单页', en: 'Single pages' },
  7: { zh: '名录', en: 'Directories' },
  8: { zh: '链接', en: 'Links' },
};

export const pageListLabels: Readonly<Record<PageListIndex, Label>> = {
  1: { zh: '新闻动态', en: 'News' },
  2: { zh: '通知公告', en: 'Notices' },
  3: { zh: '知识库', en: 'Knowledge base' },
  4: { zh: '法律法规', en: 'Laws' },
  5: { zh: '政策文件', en: 'Policy files' },
  6: { zh: '讲坛培训', en: 'Lectures and training' },
  7: { zh: '办事指南', en: 'Guides' },
  8: { zh: '案例借鉴', en: 'Cases and lessons' },
  9: { zh: '风采展示', en: 'Profiles' },
  10: { zh: '党建工作', en: 'Party building' },
  11: { zh: '重整顾问', en: 'Restructuring advisers' },
  12: { zh: '名录查询', en: 'Directories' },
};

import type { MessageDictionary } from '@bk/web';

/** The case areas' landing screens (courtReform, courtReform-csj), shared by every kind. */
export const caseAreaMessages = {
  caseAreaQueues: { zh: '待办队列', en: 'Queues' },
  caseAreaSearchOnly: { zh: '按编号或名称查询，不计待办', en: 'Search by number or name; not a to-do queue' },
  caseAreaRecent: { zh: '最近动态', en: 'Recent activity' },
  caseAreaNoRecent: { zh: '暂无动态', en: 'Nothing has happened yet' },
  caseAreaState: { zh: '状态', en: 'State' },
  caseAreaUpdatedAt: { zh: '最近更新', en: 'Last updated' },
  caseAreaOverview: { zh: '概览', en: 'Overview' },
} satisfies MessageDictionary;

import type { MessageDictionary } from '@bk/web';

/** Words several features use: case fields, list chrome, dialog steps. */
export const sharedMessages = {
  caseNumber: { zh: '案件编号', en: 'Case number' },
  enterpriseName: { zh: '企业名称', en: 'Enterprise' },
  creditCode: { zh: '统一社会信用代码', en: 'Unified social credit code' },
  contactName: { zh: '联系人', en: 'Contact' },
  contactPhone: { zh: '联系电话', en: 'Contact phone' },
  submittedAt: { zh: '提交时间', en: 'Submitted' },
  updatedAt: { zh: '更新时间', en: 'Updated' },
  state: { zh: '状态', en: 'State' },
  actions: { zh: '操作', en: 'Actions' },
  description: { zh: '情况说明', en: 'Description' },
  unknownState: { zh: '未知状态（{code}）', en: 'Unknown state ({code})' },
  searchLabel: { zh: '搜索案件', en: 'Search cases' },
  searchNoMatch: { zh: '没有与“{keyword}”匹配的案件', en: 'No cases match “{keyword}”' },
  totalCount: { zh: '共 {total} 条', en: '{total} in total' },
  paginationLabel: { zh: '分页', en: 'Pagination' },
  stateFilterAll: { zh: '全部状态', en: 'All states' },
  next: { zh: '下一步', en: 'Next' },
  previous: { zh: '上一步', en: 'Back' },
  lengthCounter: { zh: '{length}/{limit} 字', en: '{length}/{limit} characters' },
} satisfies MessageDictionary;

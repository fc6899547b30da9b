/** Restructuring-centre task codes (spec §4) with their zh-CN and English labels. */
export const RestructuringTaskStatuses = ['assign', 'accept', 'processing', 'completed', 'rejected'] as const;
export type RestructuringTaskStatus = (typeof RestructuringTaskStatuses)[number];

export const restructuringTaskStateCode: Record<RestructuringTaskStatus, number> = {
  assign: 1,
  accept: 2,
  processing: 3,
  completed: 4,
  rejected: 5,
};

export const restructuringTaskStateLabel: Record<RestructuringTaskStatus, { zh: string; en: string }> = {
  assign: { zh: '待分配', en: 'Awaiting allocation' },
  accept: { zh: '待受理', en: 'Awaiting acceptance' },
  processing: { zh: '办理中', en: 'In progress' },
  completed: { zh: '已办结', en: 'Completed' },
  rejected: { zh: '已驳回', en: 'Rejected' },
};

export const restructuringTaskStatusFromCode = (code: number): RestructuringTaskStatus | undefined =>
  RestructuringTaskStatuses.find((status) => restructuringTaskStateCode[status] === code);

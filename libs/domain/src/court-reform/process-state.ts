/** Court-reform (out-of-court restructuring) process states with the spec's numeric codes. */
export const CourtReformStatuses = ['apply', 'unsigned', 'processing', 'reject', 'register', 'complete'] as const;
export type CourtReformStatus = (typeof CourtReformStatuses)[number];

export const courtReformStateCode: Record<CourtReformStatus, number> = {
  apply: 0,
  unsigned: 1,
  processing: 2,
  reject: 3,
  register: 4,
  complete: 5,
};

export const courtReformStateLabel: Record<CourtReformStatus, { zh: string; en: string }> = {
  apply: { zh: '待分配', en: 'Awaiting allocation' },
  unsigned: { zh: '待签收', en: 'Awaiting signature' },
  processing: { zh: '办理中', en: 'In progress' },
  reject: { zh: '已驳回', en: 'Rejected' },
  register: { zh: '已登记', en: 'Registered' },
  complete: { zh: '已办结', en: 'Completed' },
};

export const courtReformStatusFromCode = (code: number): CourtReformStatus | undefined =>
  CourtReformStatuses.find((status) => courtReformStateCode[status] === code);

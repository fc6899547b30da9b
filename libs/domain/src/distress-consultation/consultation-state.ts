/**
 * Debt-distress consultation statuses. The spec names the four stages but gives no numeric
 * codes; these codes are ours, in stage order, for projections and contracts. 4 came later (the
 * handler asked the applicant for more materials), so it follows the others.
 */
export const DistressConsultationStatuses = ['submitted', 'allocated', 'awaitingMaterials', 'handled', 'completed'] as const;
export type DistressConsultationStatus = (typeof DistressConsultationStatuses)[number];

export const distressConsultationStateCode: Record<DistressConsultationStatus, number> = {
  submitted: 0,
  allocated: 1,
  handled: 2,
  completed: 3,
  awaitingMaterials: 4,
};

export const distressConsultationStateLabel: Record<DistressConsultationStatus, { zh: string; en: string }> = {
  submitted: { zh: '待分配', en: 'Awaiting allocation' },
  allocated: { zh: '待处理', en: 'Awaiting handling' },
  awaitingMaterials: { zh: '待补充材料', en: 'Awaiting materials' },
  handled: { zh: '已处理', en: 'Handled' },
  completed: { zh: '已办结', en: 'Completed' },
};

export const distressConsultationStatusFromCode = (code: number): DistressConsultationStatus | undefined =>
  DistressConsultationStatuses.find((status) => distressConsultationStateCode[status] === code);

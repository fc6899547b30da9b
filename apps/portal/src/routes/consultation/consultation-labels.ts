import { distressConsultationStateLabel, distressConsultationStatusFromCode } from '@bk/domain';

/** A consultation's stage, as the applicant reads it. */
export const distressStateLabelOf = (stateCode: number) => {
  const status = distressConsultationStatusFromCode(stateCode);
  return status ? distressConsultationStateLabel[status] : { zh: `状态 ${stateCode}`, en: `State ${stateCode}` };
};

export const distressStateColor = (stateCode: number): string =>
  ({ 0: 'gray', 1: 'blue', 2: 'teal', 3: 'green', 4: 'orange' })[stateCode] ?? 'gray';

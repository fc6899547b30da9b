import { distressConsultationStateLabelOf } from '@bk/web';

/** A consultation's stage as the applicant reads it; an unknown code still says something. */
export const stateLabelOf = (stateCode: number) => distressConsultationStateLabelOf(stateCode) ?? { zh: `状态 ${stateCode}`, en: `State ${stateCode}` };

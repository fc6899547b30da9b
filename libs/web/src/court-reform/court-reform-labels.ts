import { courtReformStateLabel, courtReformStatusFromCode, type CourtReformEventType } from '@bk/domain';
import type { Localized } from '../i18n/translate';

/** The zh/en label of a court-reform state code, from libs/domain; undefined for an unknown code. */
export const courtReformStateLabelOf = (stateCode: number): Localized | undefined => {
  const status = courtReformStatusFromCode(stateCode);
  return status ? courtReformStateLabel[status] : undefined;
};

/** Mantine colour per state, so badges read the same in both apps. */
export const courtReformStateColor = (stateCode: number): string => {
  switch (courtReformStatusFromCode(stateCode)) {
    case 'apply':
      return 'orange';
    case 'unsigned':
      return 'yellow';
    case 'processing':
      return 'blue';
    case 'reject':
      return 'red';
    case 'register':
      return 'teal';
    case 'complete':
      return 'green';
    default:
      return 'gray';
  }
};

/**
 * How a timeline entry reads. The record is keyed by the domain's event type, so a new event
 * fails the build here until it has a label.
 */
export const courtReformEventLabel: Record<CourtReformEventType, Localized> = {
  CourtReformApplicationSubmitted: { zh: '提交申请', en: 'Application submitted' },
  CourtReformHandlerAssigned: { zh: '分配承办人', en: 'Handler assigned' },
  CourtReformReturnedToPool: { zh: '退回待分配', en: 'Returned for allocation' },
  CourtReformCaseSigned: { zh: '承办人签收', en: 'Signed by the handler' },
  CourtReformProgressNoted: { zh: '办理进展', en: 'Progress noted' },
  CourtReformCaseRejected: { zh: '驳回申请', en: 'Application rejected' },
  CourtReformCaseRegistered: { zh: '登记', en: 'Registered' },
  CourtReformStatementIssued: { zh: '出具说明', en: 'Statement issued' },
  CourtReformCaseCompleted: { zh: '办结', en: 'Completed' },
};

export const courtReformEventLabelOf = (type: string): Localized | undefined =>
  Object.prototype.hasOwnProperty.call(courtReformEventLabel, type)
    ? courtReformEventLabel[type as CourtReformEventType]
    : undefined;

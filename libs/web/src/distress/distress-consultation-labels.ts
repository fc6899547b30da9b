import { distressConsultationStateLabel, distressConsultationStatusFromCode, type DistressConsultationEventType } from '@bk/domain';
import type { Localized } from '../i18n/translate';

/** The zh/en label of a consultation's state code, from libs/domain; undefined for an unknown code. */
export const distressConsultationStateLabelOf = (stateCode: number): Localized | undefined => {
  const status = distressConsultationStatusFromCode(stateCode);
  return status ? distressConsultationStateLabel[status] : undefined;
};

/** Mantine colour per consultation state, matching the other kinds' colours of the same stage. */
export const distressConsultationStateColor = (stateCode: number): string => {
  switch (distressConsultationStatusFromCode(stateCode)) {
    case 'submitted':
      return 'orange';
    case 'allocated':
      return 'blue';
    case 'awaitingMaterials':
      return 'yellow';
    case 'handled':
      return 'teal';
    case 'completed':
      return 'green';
    default:
      return 'gray';
  }
};

/** How a consultation's timeline entry reads; keyed by the domain's event type so a new event needs a label to build. */
export const distressConsultationEventLabel: Record<DistressConsultationEventType, Localized> = {
  DistressConsultationSubmitted: { zh: '提交咨询', en: 'Consultation submitted' },
  DistressConsultationAllocated: { zh: '分配处理人', en: 'Allocated' },
  DistressConsultationReturnedToPool: { zh: '退回待分配', en: 'Returned for allocation' },
  DistressConsultationMaterialsRequested: { zh: '要求补充材料', en: 'More materials requested' },
  DistressConsultationMaterialsSupplied: { zh: '补充材料', en: 'Materials supplied' },
  DistressConsultationHandled: { zh: '出具处理意见', en: 'Handled' },
  DistressConsultationCompleted: { zh: '办结', en: 'Completed' },
};

export const distressConsultationEventLabelOf = (type: string): Localized | undefined =>
  Object.prototype.hasOwnProperty.call(distressConsultationEventLabel, type)
    ? distressConsultationEventLabel[type as DistressConsultationEventType]
    : undefined;

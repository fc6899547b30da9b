import type { CaseKindName } from '@bk/domain';
import { courtReformEventLabelOf, courtReformStateColor, courtReformStateLabelOf } from '../court-reform/court-reform-labels';
import { distressConsultationEventLabelOf, distressConsultationStateColor, distressConsultationStateLabelOf } from '../distress/distress-consultation-labels';
import type { Localized } from '../i18n/translate';
import { restructuringTaskEventLabelOf, restructuringTaskStateColor, restructuringTaskStateLabelOf } from '../restructuring/restructuring-task-labels';

export type CaseKind = CaseKindName;

/** How a kind of case labels and colours its states and events: state codes mean different things per kind. */
export type CaseLabels = {
  stateLabelOf(stateCode: number): Localized | undefined;
  stateColor(stateCode: number): string;
  eventLabelOf(type: string): Localized | undefined;
};

export const caseLabels: Record<CaseKind, CaseLabels> = {
  'court-reform': { stateLabelOf: courtReformStateLabelOf, stateColor: courtReformStateColor, eventLabelOf: courtReformEventLabelOf },
  'restructuring-task': {
    stateLabelOf: restructuringTaskStateLabelOf,
    stateColor: restructuringTaskStateColor,
    eventLabelOf: restructuringTaskEventLabelOf,
  },
  'distress-consultation': {
    stateLabelOf: distressConsultationStateLabelOf,
    stateColor: distressConsultationStateColor,
    eventLabelOf: distressConsultationEventLabelOf,
  },
};

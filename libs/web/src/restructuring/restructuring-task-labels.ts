import { restructuringTaskStateLabel, restructuringTaskStatusFromCode, type RestructuringTaskEventType } from '@bk/domain';
import type { Localized } from '../i18n/translate';

/** The zh/en label of a restructuring task's state code, from libs/domain; undefined for an unknown code. */
export const restructuringTaskStateLabelOf = (stateCode: number): Localized | undefined => {
  const status = restructuringTaskStatusFromCode(stateCode);
  return status ? restructuringTaskStateLabel[status] : undefined;
};

/** Mantine colour per task state, matching the court-reform colours of the same stage. */
export const restructuringTaskStateColor = (stateCode: number): string => {
  switch (restructuringTaskStatusFromCode(stateCode)) {
    case 'assign':
      return 'orange';
    case 'accept':
      return 'yellow';
    case 'processing':
      return 'blue';
    case 'completed':
      return 'green';
    case 'rejected':
      return 'red';
    default:
      return 'gray';
  }
};

/** How a task's timeline entry reads; keyed by the domain's event type so a new event needs a label to build. */
export const restructuringTaskEventLabel: Record<RestructuringTaskEventType, Localized> = {
  RestructuringApplicationSubmitted: { zh: '提交申请', en: 'Application submitted' },
  RestructuringTaskAssigned: { zh: '分配受理人', en: 'Assigned' },
  RestructuringTaskAccepted: { zh: '受理任务', en: 'Accepted' },
  RestructuringTaskDeclined: { zh: '拒绝受理', en: 'Declined' },
  RestructuringTaskReturnedToPool: { zh: '超时退回待分配', en: 'Returned for allocation (deadline lapsed)' },
  RestructuringProgressNoted: { zh: '办理进展', en: 'Progress noted' },
  RestructuringTaskCompleted: { zh: '办结', en: 'Completed' },
  RestructuringTaskRejected: { zh: '驳回', en: 'Rejected' },
};

export const restructuringTaskEventLabelOf = (type: string): Localized | undefined =>
  Object.prototype.hasOwnProperty.call(restructuringTaskEventLabel, type)
    ? restructuringTaskEventLabel[type as RestructuringTaskEventType]
    : undefined;

import {
  hasPermission,
  PermissionKeys,
  restructuringTaskStateLabel,
  restructuringTaskStatusFromCode,
  type RestructuringTaskEventType,
} from '@bk/domain';
import type { Localized } from '@bk/web';

/** The zh/en label of a restructuring task state code, from libs/domain; undefined for an unknown code. */
export const taskStateLabelOf = (stateCode: number): Localized | undefined => {
  const status = restructuringTaskStatusFromCode(stateCode);
  return status ? restructuringTaskStateLabel[status] : undefined;
};

/** Mantine colour per task state, in the same scheme as the court-reform badges. */
export const taskStateColor = (stateCode: number): string => {
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

/**
 * How a task's timeline entry reads. Keyed by the domain's event type, so a new event fails the
 * build here until it has a label.
 */
export const taskEventLabel: Record<RestructuringTaskEventType, Localized> = {
  RestructuringApplicationSubmitted: { zh: '提交申请', en: 'Application submitted' },
  RestructuringTaskAssigned: { zh: '分配受理人', en: 'Assigned' },
  RestructuringTaskAccepted: { zh: '受理任务', en: 'Accepted' },
  RestructuringTaskDeclined: { zh: '拒绝受理', en: 'Declined' },
  RestructuringTaskReturnedToPool: { zh: '退回待分配', en: 'Returned for allocation' },
  RestructuringProgressNoted: { zh: '办理进展', en: 'Progress noted' },
  RestructuringTaskCompleted: { zh: '办结', en: 'Completed' },
  RestructuringTaskRejected: { zh: '驳回', en: 'Rejected' },
};

export const taskEventLabelOf = (type: string): Localized | undefined =>
  Object.prototype.hasOwnProperty.call(taskEventLabel, type) ? taskEventLabel[type as RestructuringTaskEventType] : undefined;

/** The keys that make someone restructuring-centre staff (the API lets them view any task); applicants hold none. */
const taskStaffKeys = [
  PermissionKeys.csjTaskAllocateList,
  PermissionKeys.csjTaskAcceptList,
  PermissionKeys.csjTaskHandleList,
  PermissionKeys.csjOutsideCourtNotices,
] as const;

export const isTaskStaff = (rightKeys: readonly string[]): boolean => taskStaffKeys.some((key) => hasPermission(rightKeys, key));

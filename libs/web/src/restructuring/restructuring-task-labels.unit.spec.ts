import { isRestructuringTaskStaff as isTaskStaff, PermissionKeys, restructuringTaskStateCode, RestructuringTaskStatuses } from '@bk/domain';
import {
  restructuringTaskEventLabelOf as taskEventLabelOf,
  restructuringTaskStateColor as taskStateColor,
  restructuringTaskStateLabelOf as taskStateLabelOf,
} from './restructuring-task-labels';

describe('restructuring task labels', () => {
  it('labels each task state code (spec §4) as the domain names it, each in its own colour', () => {
    expect(RestructuringTaskStatuses.map((status) => taskStateLabelOf(restructuringTaskStateCode[status])?.zh)).toEqual([
      '待分配',
      '待受理',
      '办理中',
      '已办结',
      '已驳回',
    ]);
    const colours = RestructuringTaskStatuses.map((status) => taskStateColor(restructuringTaskStateCode[status]));
    expect(new Set(colours).size).toBe(colours.length);
  });

  it('has no label for an unknown code or event, and shows it grey', () => {
    expect(taskStateLabelOf(0)).toBeUndefined();
    expect(taskStateLabelOf(6)).toBeUndefined();
    expect(taskStateColor(99)).toBe('gray');
    expect(taskEventLabelOf('CourtReformCaseSigned')).toBeUndefined();
    expect(taskEventLabelOf('toString')).toBeUndefined();
  });

  it('reads the timeline in the words of the task screens', () => {
    expect(taskEventLabelOf('RestructuringTaskDeclined')).toEqual({ zh: '拒绝受理', en: 'Declined' });
    expect(taskEventLabelOf('RestructuringTaskCompleted')?.zh).toBe('办结');
  });

  it('treats holders of a task list key as staff, and an applicant without keys as not', () => {
    expect(isTaskStaff([])).toBe(false);
    expect(isTaskStaff([''])).toBe(false);
    expect(isTaskStaff([PermissionKeys.courtReformHandle])).toBe(false);
    expect(isTaskStaff([PermissionKeys.csjTaskAcceptList])).toBe(true);
    expect(isTaskStaff([PermissionKeys.csjTaskAllocateList])).toBe(true);
  });
});

import { PermissionKeys } from '../access/permission-keys';
import type { RestructuringTaskCommandType } from '../restructuring-task/commands';
import {
  restructuringTaskStateCode,
  restructuringTaskStateLabel,
  RestructuringTaskStatuses,
  type RestructuringTaskStatus,
} from '../restructuring-task/task-state';
import type { CaseKindDeclaration } from './case-kind';

/** Restructuring-centre tasks (庭外重组任务): allocation, acceptance, handling, my applications. */
export const restructuringTaskCaseKind = {
  kind: 'restructuring-task',
  label: { zh: '庭外重组任务', en: 'Restructuring task' },
  streamType: 'restructuring-task',
  workflowType: 'restructuringTaskWorkflow',
  updateName: 'restructuringTaskCommand',
  queryName: 'restructuringTaskView',
  numberPrefix: 'CZRW',
  statuses: RestructuringTaskStatuses,
  stateCode: restructuringTaskStateCode,
  stateLabel: restructuringTaskStateLabel,
  closed: ['completed', 'rejected'],
  // Tasks go to staff who may accept them; a task occupies its assignee until it is completed or rejected.
  eligibility: { permission: PermissionKeys.csjTaskAccept, open: ['accept', 'processing'] },
  queues: {
    assign: {
      label: { zh: '任务分配', en: 'Task allocation' },
      permission: PermissionKeys.csjTaskAllocateList,
      statuses: ['assign'],
      scope: 'association',
      count: { column: 'task_assignment_count', field: 'taskAssignmentCount' },
    },
    accept: {
      label: { zh: '任务受理', en: 'Task acceptance' },
      permission: PermissionKeys.csjTaskAcceptList,
      statuses: ['accept'],
      scope: 'assignee',
      count: { column: 'task_acceptance_count', field: 'taskAcceptanceCount', personalField: 'myTaskAcceptanceCount' },
    },
    process: {
      label: { zh: '任务办理', en: 'Task handling' },
      permission: PermissionKeys.csjTaskHandleList,
      statuses: ['processing'],
      scope: 'assignee',
      count: { column: 'task_handling_count', field: 'taskHandlingCount', personalField: 'myTaskHandlingCount' },
    },
  },
  actions: {
    assign: { command: 'AssignRestructuringTask', permission: PermissionKeys.csjTaskAllocate, label: { zh: '分配', en: 'Allocate' } },
    accept: { command: 'AcceptRestructuringTask', permission: PermissionKeys.csjTaskAccept, label: { zh: '受理', en: 'Accept' } },
    decline: { command: 'DeclineRestructuringTask', permission: PermissionKeys.csjTaskAccept, label: { zh: '拒绝', en: 'Decline' } },
    note: { command: 'NoteRestructuringProgress', permission: PermissionKeys.csjTaskHandle, label: { zh: '办理进展', en: 'Note progress' } },
    complete: { command: 'CompleteRestructuringTask', permission: PermissionKeys.csjTaskHandle, label: { zh: '办结', en: 'Complete' } },
    reject: { command: 'RejectRestructuringTask', permission: PermissionKeys.csjTaskHandle, label: { zh: '驳回', en: 'Reject' } },
  },
  deadline: { status: 'accept', command: 'ReturnRestructuringTaskToPool', reason: 'acceptance deadline' },
} as const satisfies CaseKindDeclaration<RestructuringTaskStatus, RestructuringTaskCommandType>;

import { PermissionKeys } from '../access/permission-keys';
import type { DistressConsultationCommandType } from '../distress-consultation/commands';
import {
  distressConsultationStateCode,
  distressConsultationStateLabel,
  DistressConsultationStatuses,
  type DistressConsultationStatus,
} from '../distress-consultation/consultation-state';
import type { CaseKindDeclaration } from './case-kind';

/**
 * How long an allocated consultation may wait for its handler before it returns to the pool.
 * The spec sets no figure (§9); a week is the usual answer time a centre promises a person in
 * distress, and the clock starts again when the applicant supplies requested materials.
 */
export const DISTRESS_HANDLE_WITHIN_HOURS = 168;

/** Debt-distress consultations (困境咨询): allocation, handling, completed items, progress query. */
export const distressConsultationCaseKind = {
  kind: 'distress-consultation',
  label: { zh: '困境咨询', en: 'Distress consultation' },
  streamType: 'distress-consultation',
  workflowType: 'distressConsultationWorkflow',
  updateName: 'distressConsultationCommand',
  queryName: 'distressConsultationView',
  numberPrefix: 'KJZX',
  statuses: DistressConsultationStatuses,
  stateCode: distressConsultationStateCode,
  stateLabel: distressConsultationStateLabel,
  closed: ['completed'],
  eligibility: { permission: PermissionKeys.distressHandle, open: ['allocated', 'awaitingMaterials', 'handled'] },
  queues: {
    allocation: {
      label: { zh: '咨询分配', en: 'Allocation' },
      permission: PermissionKeys.distressAllocate,
      statuses: ['submitted'],
      scope: 'association',
      count: { column: 'distress_assignment_count', field: 'distressAssignmentCount' },
    },
    handling: {
      label: { zh: '咨询办理', en: 'Handling' },
      permission: PermissionKeys.distressHandle,
      statuses: ['allocated', 'awaitingMaterials', 'handled'],
      scope: 'assignee',
      // Waiting on the applicant's materials is not the handler's to-do.
      count: {
        column: 'distress_handling_count',
        field: 'distressHandlingCount',
        personalField: 'myDistressHandlingCount',
        statuses: ['allocated', 'handled'],
      },
    },
    completed: {
      label: { zh: '已办结', en: 'Completed' },
      permission: PermissionKeys.distressQuery,
      statuses: ['completed'],
      scope: 'association',
    },
    all: {
      label: { zh: '进度查询', en: 'Progress query' },
      permission: PermissionKeys.distressProgress,
      statuses: DistressConsultationStatuses,
      scope: 'association',
    },
  },
  actions: {
    allocate: { command: 'AllocateDistressConsultation', permission: PermissionKeys.distressAllocate, label: { zh: '分配', en: 'Allocate' } },
    returnToPool: {
      command: 'ReturnDistressConsultationToPool',
      permission: PermissionKeys.distressAllocate,
      label: { zh: '退回待分配', en: 'Return to pool' },
    },
    requestMaterials: {
      command: 'RequestDistressMaterials',
      permission: PermissionKeys.distressHandle,
      label: { zh: '要求补充材料', en: 'Request materials' },
    },
    handle: { command: 'HandleDistressConsultation', permission: PermissionKeys.distressHandle, label: { zh: '处理', en: 'Handle' } },
    complete: { command: 'CompleteDistressConsultation', permission: PermissionKeys.distressHandle, label: { zh: '办结', en: 'Complete' } },
  },
  deadline: { status: 'allocated', command: 'ReturnDistressConsultationToPool', reason: 'handling deadline' },
} as const satisfies CaseKindDeclaration<DistressConsultationStatus, DistressConsultationCommandType>;

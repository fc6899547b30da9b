import { PermissionKeys } from '../access/permission-keys';
import type { CourtReformCommandType } from '../court-reform/commands';
import { courtReformStateCode, courtReformStateLabel, CourtReformStatuses, type CourtReformStatus } from '../court-reform/process-state';
import type { CaseKindDeclaration } from './case-kind';

/** Out-of-court restructuring cases (庭外重组): allocation, handling, statements, progress query. */
export const courtReformCaseKind = {
  kind: 'court-reform',
  label: { zh: '庭外重组案件', en: 'Court-reform case' },
  streamType: 'court-reform',
  workflowType: 'courtReformCaseWorkflow',
  updateName: 'courtReformCommand',
  queryName: 'courtReformView',
  numberPrefix: 'TWCZ',
  statuses: CourtReformStatuses,
  stateCode: courtReformStateCode,
  stateLabel: courtReformStateLabel,
  closed: ['reject', 'complete'],
  // A case occupies its handler from assignment until registration.
  eligibility: { permission: PermissionKeys.courtReformHandle, open: ['unsigned', 'processing'] },
  queues: {
    assignment: {
      label: { zh: '申请分配', en: 'Allocation' },
      permission: PermissionKeys.courtReformAllocate,
      statuses: ['apply'],
      scope: 'association',
      count: { column: 'assignment_count', field: 'assignmentCount' },
    },
    handling: {
      label: { zh: '申请办理', en: 'Handling' },
      permission: PermissionKeys.courtReformHandle,
      statuses: ['unsigned', 'processing'],
      scope: 'assignee',
      count: { column: 'handling_count', field: 'handlingCount', personalField: 'myHandlingCount' },
    },
    issuance: {
      label: { zh: '出具说明', en: 'Statements' },
      permission: PermissionKeys.courtReformSituation,
      statuses: ['register'],
      scope: 'association',
      count: { column: 'issuance_count', field: 'issuanceCount' },
    },
    all: { label: { zh: '进度查询', en: 'Progress query' }, permission: PermissionKeys.courtReformQuery, statuses: CourtReformStatuses, scope: 'association' },
  },
  actions: {
    assign: { command: 'AssignCourtReformHandler', permission: PermissionKeys.courtReformAllocate, label: { zh: '分配', en: 'Allocate' } },
    sign: { command: 'SignCourtReformCase', permission: PermissionKeys.courtReformHandle, label: { zh: '签收', en: 'Sign' } },
    note: { command: 'NoteCourtReformProgress', permission: PermissionKeys.courtReformHandle, label: { zh: '办理进展', en: 'Note progress' } },
    // Before signing a rejection is the allocator's call, afterwards the handler's (court-reform/available-actions).
    reject: { command: 'RejectCourtReformCase', permission: PermissionKeys.courtReformHandle, label: { zh: '驳回', en: 'Reject' } },
    register: { command: 'RegisterCourtReformCase', permission: PermissionKeys.courtReformHandle, label: { zh: '登记', en: 'Register' } },
    issueStatement: {
      command: 'IssueCourtReformStatement',
      permission: PermissionKeys.courtReformSituation,
      label: { zh: '出具说明', en: 'Issue statement' },
    },
    complete: { command: 'CompleteCourtReformCase', permission: PermissionKeys.courtReformSituation, label: { zh: '办结', en: 'Complete' } },
  },
  deadline: { status: 'unsigned', command: 'ReturnCourtReformToPool', reason: 'sign deadline' },
} as const satisfies CaseKindDeclaration<CourtReformStatus, CourtReformCommandType>;

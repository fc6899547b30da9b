import type { PermissionKey } from '../access/permission-keys';
import type { CaseKindDeclaration, CaseKindName, CaseTodoCount } from './case-kind';
import { courtReformCaseKind } from './court-reform.case-kind';
import { distressConsultationCaseKind } from './distress-consultation.case-kind';
import { restructuringTaskCaseKind } from './restructuring-task.case-kind';

export * from './case-kind';
export * from './court-reform.case-kind';
export * from './distress-consultation.case-kind';
export * from './restructuring-task.case-kind';

/** Every kind of case, by name. */
export const caseKinds: Readonly<Record<CaseKindName, CaseKindDeclaration>> = {
  'court-reform': courtReformCaseKind,
  'restructuring-task': restructuringTaskCaseKind,
  'distress-consultation': distressConsultationCaseKind,
};

export const caseKindList: readonly CaseKindDeclaration[] = Object.values(caseKinds);

/** A to-do count of some kind's queue, with the state codes it counts. */
export type CaseTodoCounter = Required<Pick<CaseTodoCount<string>, 'column' | 'field'>> & {
  personalField?: string;
  kind: CaseKindName;
  stateCodes: readonly number[];
  permission: PermissionKey;
};

/** Every counted queue of every kind, in declaration order. */
export const caseTodoCounters: readonly CaseTodoCounter[] = caseKindList.flatMap((kind) =>
  Object.values(kind.queues).flatMap((queue) =>
    queue.count
      ? [
          {
            column: queue.count.column,
            field: queue.count.field,
            ...(queue.count.personalField ? { personalField: queue.count.personalField } : {}),
            kind: kind.kind,
            stateCodes: (queue.count.statuses ?? queue.statuses).map((status) => kind.stateCode[status]!),
            permission: queue.permission,
          },
        ]
      : [],
  ),
);

/** Keys of the queues that carry to-do counts: holding none, a user has no counts to see. */
export const todoQueueKeys = [...new Set(caseTodoCounters.map((counter) => counter.permission))] as [PermissionKey, ...PermissionKey[]];

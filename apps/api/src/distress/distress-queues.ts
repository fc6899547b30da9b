import { Injectable } from '@nestjs/common';
import type {
  DistressCompletedRequest,
  DistressConsultationType,
  DistressPageRequest,
  DistressSummary,
  DistressTodoRequest,
  DistressUserPageRequest,
  Page,
  Personnel,
} from '@bk/contracts';
import {
  caseStateCodes,
  DISTRESS_HANDLE_WITHIN_HOURS,
  distressConsultationCaseKind as kind,
  type CaseQueueDeclaration,
  type DistressConsultationState,
  type DistressConsultationStatus,
} from '@bk/domain';
import { CaseReadModel, type CaseDetailRow, type CaseRow, type QueueFilter } from '../cases/case-read-model';
import { StaffDirectory } from '../cases/staff-directory';

export type DistressRow = CaseRow<DistressConsultationState>;
export type DistressDetailRow = CaseDetailRow<DistressConsultationState> & { submittedById: string | null };

const HOUR_MS = 3_600_000;

const subjectKindOf = (type: DistressConsultationType | undefined): QueueFilter['subjectKind'] =>
  type === undefined ? undefined : type === 'personal' ? 'person' : 'enterprise';

const codesOf = (queue: CaseQueueDeclaration<DistressConsultationStatus>, stateCode?: number): number[] =>
  stateCode === undefined ? caseStateCodes(kind, queue.statuses) : caseStateCodes(kind, queue.statuses).filter((code) => code === stateCode);

/** The consultation queues as the declaration (libs/domain distress-consultation.case-kind) states them. */
@Injectable()
export class DistressQueues {
  constructor(
    private readonly cases: CaseReadModel,
    private readonly directory: StaffDirectory,
  ) {}

  /** getTodoItemList: the association's allocation pool, or what is allocated to the viewer. */
  todo(tenantId: string, uid: string, request: DistressTodoRequest): Promise<Page<DistressRow>> {
    const queue = kind.queues[request.queue];
    return this.cases.queue(tenantId, kind.kind, request, {
      stateCodes: codesOf(queue),
      subjectKind: subjectKindOf(request.type),
      ...(queue.scope === 'assignee' ? { assigneeId: uid } : {}),
    });
  }

  /** getCompletedItemList: completed consultations, newest first; `mine` those the viewer handled. */
  completed(tenantId: string, uid: string, request: DistressCompletedRequest): Promise<Page<DistressRow>> {
    return this.cases.queue(tenantId, kind.kind, request, {
      stateCodes: codesOf(kind.queues.completed),
      subjectKind: subjectKindOf(request.type),
      newestFirst: true,
      ...(request.mine ? { assigneeId: uid } : {}),
    });
  }

  /** getDistressPage: every consultation of the association, newest first, optionally one stage. */
  page(tenantId: string, request: DistressPageRequest): Promise<Page<DistressRow>> {
    return this.cases.queue(tenantId, kind.kind, request, {
      stateCodes: codesOf(kind.queues.all, request.stateCode),
      subjectKind: subjectKindOf(request.type),
      newestFirst: true,
    });
  }

  /** userPage: what this portal user filed, newest first. */
  userPage(tenantId: string, userId: string, request: DistressUserPageRequest): Promise<Page<DistressRow>> {
    return this.cases.queue(tenantId, kind.kind, request, {
      stateCodes: codesOf(kind.queues.all, request.stateCode),
      subjectKind: subjectKindOf(request.type),
      submittedById: userId,
      newestFirst: true,
    });
  }

  state(tenantId: string, businessId: string): Promise<DistressConsultationState | undefined> {
    return this.cases.caseState<DistressConsultationState>(tenantId, kind.kind, businessId);
  }

  detail(tenantId: string, businessId: string): Promise<DistressDetailRow | undefined> {
    return this.cases.detail<DistressConsultationState>(tenantId, kind.kind, businessId);
  }

  eligibleHandlers(tenantId: string): Promise<Personnel[]> {
    return this.directory.eligible(tenantId, {
      key: kind.eligibility.permission,
      kind: kind.kind,
      openStateCodes: caseStateCodes(kind, kind.eligibility.open),
    });
  }
}

/** A list row as the contract has it: the consultation's own names, the subject, the handling clock. */
export const distressSummaryOf = ({ caseId, caseNumber, enterpriseName, creditCode, state, workflowId: _w, ...rest }: DistressRow): DistressSummary => {
  const consultant = state.status === 'empty' ? undefined : state.consultant;
  return {
    businessId: caseId,
    consultationNumber: caseNumber,
    type: consultant?.kind ?? 'enterprise',
    applicantName: enterpriseName,
    creditCode: consultant?.kind === 'enterprise' ? creditCode : null,
    contactName: rest.contactName,
    stateCode: rest.stateCode,
    assigneeId: rest.assigneeId,
    assigneeName: rest.assigneeName,
    submittedAt: rest.submittedAt,
    updatedAt: rest.updatedAt,
    handlingDueAt: handlingDueAt(state),
  };
};

/** When the handling deadline returns an allocated consultation to the pool (the declared deadline). */
const handlingDueAt = (state: DistressConsultationState): string | null =>
  state.status === 'allocated' ? new Date(Date.parse(state.allocatedAt) + DISTRESS_HANDLE_WITHIN_HOURS * HOUR_MS).toISOString() : null;

import { Injectable } from '@nestjs/common';
import type { Page, PageRequest, Personnel, TaskPageRequest, TaskSummary } from '@bk/contracts';
import { PermissionKeys, restructuringTaskStateCode, RestructuringTaskStatuses, type RestructuringTaskState } from '@bk/domain';
import { CaseReadModel, type CaseDetailRow, type CaseRow } from '../cases/case-read-model';
import { StaffDirectory, type Eligibility } from '../cases/staff-directory';

export type TaskRow = CaseRow<RestructuringTaskState>;
export type TaskDetailRow = CaseDetailRow<RestructuringTaskState> & { submittedById: string | null };

const ALL_STATE_CODES = RestructuringTaskStatuses.map((status) => restructuringTaskStateCode[status]);

/** Tasks go to staff who may accept them; a task occupies its assignee until it is completed or rejected. */
const ASSIGNEES: Eligibility = {
  key: PermissionKeys.csjTaskAccept,
  kind: 'restructuring-task',
  openStateCodes: [restructuringTaskStateCode.accept, restructuringTaskStateCode.processing],
};

/** The restructuring-centre queues: task allocation, acceptance, handling, and "my applications". */
@Injectable()
export class RestructuringQueues {
  constructor(
    private readonly cases: CaseReadModel,
    private readonly directory: StaffDirectory,
  ) {}

  assignQueue(tenantId: string, page: PageRequest): Promise<Page<TaskRow>> {
    return this.cases.queue(tenantId, 'restructuring-task', page, { stateCodes: [restructuringTaskStateCode.assign] });
  }

  /** Tasks assigned to this person and waiting for their acceptance. */
  acceptQueue(tenantId: string, assigneeId: string, page: PageRequest): Promise<Page<TaskRow>> {
    return this.cases.queue(tenantId, 'restructuring-task', page, { stateCodes: [restructuringTaskStateCode.accept], assigneeId });
  }

  /** Tasks this person accepted and is handling. */
  processQueue(tenantId: string, assigneeId: string, page: PageRequest): Promise<Page<TaskRow>> {
    return this.cases.queue(tenantId, 'restructuring-task', page, { stateCodes: [restructuringTaskStateCode.processing], assigneeId });
  }

  /** Everything this person filed, newest first, in any state or one. */
  myApplications(tenantId: string, uid: string, request: TaskPageRequest): Promise<Page<TaskRow>> {
    const stateCodes = request.stateCode === undefined ? ALL_STATE_CODES : [request.stateCode];
    return this.cases.queue(tenantId, 'restructuring-task', request, { stateCodes, submittedById: uid, newestFirst: true });
  }

  taskState(tenantId: string, taskId: string): Promise<RestructuringTaskState | undefined> {
    return this.cases.caseState<RestructuringTaskState>(tenantId, 'restructuring-task', taskId);
  }

  detail(tenantId: string, taskId: string): Promise<TaskDetailRow | undefined> {
    return this.cases.detail<RestructuringTaskState>(tenantId, 'restructuring-task', taskId);
  }

  eligibleAssignees(tenantId: string): Promise<Personnel[]> {
    return this.directory.eligible(tenantId, ASSIGNEES);
  }
}

/** A queue row as the console sees it: the task's own names for the number and id, no domain state. */
export const taskSummaryOf = ({ caseId, caseNumber, state: _state, ...rest }: TaskRow): TaskSummary => ({
  ...rest,
  taskId: caseId,
  taskNumber: caseNumber,
});

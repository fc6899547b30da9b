import { Injectable } from '@nestjs/common';
import { isRestructuringFormAction, restructuringStepForms } from '@bk/contracts';
import { isRestructuringTaskStaff } from '@bk/domain';
import { openStaffStep, type OpenStep, type StepFormSource, type StepViewer } from '../step-forms/step-form-source';
import { availableTaskActions } from './available-task-actions';
import { RestructuringQueues } from './restructuring-queues';

/** A restructuring task's steps as forms: declining (acceptTask) and handling (processTask). */
@Injectable()
export class RestructuringStepForms implements StepFormSource {
  constructor(private readonly queues: RestructuringQueues) {}

  open(taskId: string, taskKey: string, viewer: StepViewer, functionKey: string | undefined): Promise<OpenStep | undefined> {
    if (!isRestructuringFormAction(taskKey)) return Promise.resolve(undefined);
    return openStaffStep(viewer, {
      declaration: restructuringStepForms[taskKey],
      taskKey,
      functionKey: functionKey ?? 'courtReform-csj',
      submitPath: taskKey === 'decline' ? '/api/v1/out/court/acceptTask' : '/api/v1/out/court/processTask',
      mayView: (staff) => isRestructuringTaskStaff(staff.rightKeys),
      load: (tenantId) => this.queues.detail(tenantId, taskId),
      offered: (row, staff) => availableTaskActions(row.state, staff),
    });
  }
}

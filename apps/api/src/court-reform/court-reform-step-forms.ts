import { Injectable } from '@nestjs/common';
import { courtReformStepForms, isCourtReformFormAction, type CourtReformFormAction } from '@bk/contracts';
import { hasPermission, PermissionKeys } from '@bk/domain';
import { openStaffStep, type OpenStep, type StepFormSource, type StepViewer } from '../step-forms/step-form-source';
import { availableCaseActions } from './available-actions';
import { CourtReformQueues } from './court-reform-queues';

const { courtReformQuery, courtReformAllocate, courtReformHandle, courtReformSituation } = PermissionKeys;
const STAFF_KEYS = [courtReformQuery, courtReformAllocate, courtReformHandle, courtReformSituation];

/** The call each step with a form is submitted through (manager.controller). */
const SUBMIT_PATHS: Record<CourtReformFormAction, string> = {
  note: '/api/v1/manager/submitProgress',
  reject: '/api/v1/manager/rejectCase',
  register: '/api/v1/manager/registerCase',
  issueStatement: '/api/v1/manager/issueStatement',
};

/** A court-reform case's steps as forms: all staff steps, open when availableCaseActions offers them. */
@Injectable()
export class CourtReformStepForms implements StepFormSource {
  constructor(private readonly queues: CourtReformQueues) {}

  open(caseId: string, taskKey: string, viewer: StepViewer, functionKey: string | undefined): Promise<OpenStep | undefined> {
    if (!isCourtReformFormAction(taskKey)) return Promise.resolve(undefined);
    return openStaffStep(viewer, {
      declaration: courtReformStepForms[taskKey],
      taskKey,
      functionKey: functionKey ?? 'courtReform',
      submitPath: SUBMIT_PATHS[taskKey],
      mayView: (staff) => STAFF_KEYS.some((key) => hasPermission(staff.rightKeys, key)),
      load: (tenantId) => this.queues.detail(tenantId, caseId),
      offered: (row, staff) => availableCaseActions(row.state, staff),
    });
  }
}

import { Injectable } from '@nestjs/common';
import { distressStepForms, isDistressFormTaskKey } from '@bk/contracts';
import { hasPermission, PermissionKeys } from '@bk/domain';
import { ApiError } from '../common/api-error';
import { openStaffStep, type OpenStep, type StepFormSource, type StepViewer } from '../step-forms/step-form-source';
import { DistressQueues } from './distress-queues';
import { applicantMaySupply, availableStaffSteps } from './distress-steps';

const { distressQuery, distressAllocate, distressHandle, distressProgress } = PermissionKeys;
const STAFF_KEYS = [distressQuery, distressAllocate, distressHandle, distressProgress];

/**
 * A consultation's steps as forms: the applicant's supplyMaterials (portal session, their own
 * consultation only) and the staff steps that ask for input (staff session with a distress key).
 * Whether the step is open now is the same rule the lists and submitItem apply.
 */
@Injectable()
export class DistressStepForms implements StepFormSource {
  constructor(private readonly queues: DistressQueues) {}

  async open(businessId: string, taskKey: string, viewer: StepViewer, functionKey: string | undefined): Promise<OpenStep | undefined> {
    if (!isDistressFormTaskKey(taskKey)) return undefined;
    const declaration = distressStepForms[taskKey];

    if (taskKey === 'supplyMaterials') {
      const user = viewer.portalUser;
      if (!user) throw ApiError.notLoggedIn();
      const row = await this.queues.detail(user.tenantId, businessId);
      if (!row) return undefined;
      // Someone else's consultation reads as not there at all.
      if (row.submittedById !== user.userId) throw ApiError.notFound('咨询不存在');
      const open = applicantMaySupply(row.state, user.userId);
      return {
        declaration,
        tenantId: user.tenantId,
        ownerId: `portal:${user.userId}`,
        uploaderId: user.userId,
        caseVersion: row.version,
        actionable: open,
        reason: open ? null : '该咨询当前无需补充材料',
        notice: row.state.status === 'awaitingMaterials' ? row.state.request.note : null,
        submitPath: '/api/v1/distressManage/supplyMaterials',
        functionKey: functionKey ?? 'consultation',
      };
    }

    return openStaffStep(viewer, {
      declaration,
      taskKey,
      functionKey: functionKey ?? 'dilemmaInformationHandle',
      submitPath: '/api/v1/distressManage/submitItem',
      mayView: (staff) => STAFF_KEYS.some((key) => hasPermission(staff.rightKeys, key)),
      load: (tenantId) => this.queues.detail(tenantId, businessId),
      offered: (row, staff) => availableStaffSteps(row.state, staff),
    });
  }
}

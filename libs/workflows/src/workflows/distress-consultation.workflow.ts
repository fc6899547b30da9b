import { distressConsultationCaseKind, distressConsultationDecider } from '@bk/domain';
import { declaredCase, runCase } from './case-workflow-runtime';
import {
  distressConsultationCommandUpdate,
  distressConsultationStreamId,
  distressConsultationViewQuery,
  type CaseCommandResult,
  type DistressConsultationWorkflowInput,
} from './messages';

/**
 * One debt-distress consultation: submitted 0 → allocated 1 → handled 2 → completed 3, with
 * awaitingMaterials 4 between allocated and allocated again. An allocated consultation not handled
 * in time goes back to the allocation pool.
 */
export async function distressConsultationWorkflow(input: DistressConsultationWorkflowInput): Promise<CaseCommandResult> {
  const kind = declaredCase(
    distressConsultationCaseKind,
    distressConsultationDecider,
    { commandUpdate: distressConsultationCommandUpdate, viewQuery: distressConsultationViewQuery },
    { assigneeOf: (state) => ('handler' in state ? state.handler.id : null), deadlineMs: input.handleDeadlineMs },
  );
  return runCase(kind, { tenantId: input.tenantId, streamId: distressConsultationStreamId(input.consultationId) });
}

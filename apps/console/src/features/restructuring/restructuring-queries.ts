import type { RestructuringApplyRequest, RestructuringApplyResponse } from '@bk/contracts';
import { api } from '@bk/web';

/** One idempotency key per submission attempt: a double click or a retry files one task. */
export const createRestructuringTask = (request: RestructuringApplyRequest, idempotencyKey: string) =>
  api.post<RestructuringApplyResponse>('/api/v1/reform/createOcrFlowInstance', request, { idempotencyKey });

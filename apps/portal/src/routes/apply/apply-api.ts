import type { SubmitApplyRequest, SubmitApplyResponse } from '@bk/contracts';
import { api } from '@bk/web';

export const submitApply = ({ request, idempotencyKey }: { request: SubmitApplyRequest; idempotencyKey: string }) =>
  api.post<SubmitApplyResponse>('/api/v1/applicant/submitApply', request, { idempotencyKey });

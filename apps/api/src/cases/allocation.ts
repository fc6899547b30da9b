import type { AssignTaskRequest, Personnel, RandomDraw } from '@bk/contracts';
import { drawCandidate, type AllocationMethod } from '@bk/domain';
import { ApiError } from '../common/api-error';

/**
 * Checks an allocator's choice against the people eligible now: the assignee must be one of them,
 * and a random draw must have been made among exactly them, or it proves nothing.
 */
export const allocationOf = (
  request: Pick<AssignTaskRequest, 'assigneeId' | 'draw'>,
  eligible: readonly Personnel[],
  notEligibleMessage: string,
): { assignee: Personnel; allocation: AllocationMethod } => {
  const assignee = eligible.find((person) => person.uid === request.assigneeId);
  if (!assignee) throw ApiError.badRequest(notEligibleMessage, [{ field: 'assigneeId', message: notEligibleMessage }]);
  if (!request.draw) return { assignee, allocation: { mode: 'manual' } };
  const current = eligible.map((person) => person.uid).sort().join(',');
  if ([...request.draw.candidates].sort().join(',') !== current) throw new ApiError(409, 409, '候选人员已变化，请重新抽取');
  return { assignee, allocation: { mode: 'random', seed: request.draw.seed, candidates: request.draw.candidates } };
};

/** Draws one eligible person with a fresh seed; the allocator confirms with the draw, which is re-checked and recorded. */
export const drawAmong = (eligible: readonly Personnel[], seed: string, noneMessage: string): RandomDraw => {
  const candidates = eligible.map((person) => person.uid).sort();
  const drawn = eligible.find((person) => person.uid === drawCandidate(seed, candidates));
  if (!drawn) throw ApiError.badRequest(noneMessage);
  return { personnel: drawn, seed, candidates };
};

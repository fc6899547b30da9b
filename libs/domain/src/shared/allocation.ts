import type { Actor } from './actor';
import { drawCandidate } from './draw';
import { DomainError } from './errors';
import type { Label } from './transitions';

export type Assignee = { id: string; name: string };

/** How a handler was chosen. A random draw records seed and candidates so it can be re-run. */
export type AllocationMethod =
  | { mode: 'manual' }
  | { mode: 'random'; seed: string; candidates: string[] };

/** The draw is recomputed here so a caller cannot claim a random draw it did not make. */
export const verifyAllocation = (allocation: AllocationMethod, assigneeId: string): void => {
  if (allocation.mode !== 'random') return;
  const drawn = drawCandidate(allocation.seed, allocation.candidates);
  if (drawn !== assigneeId)
    throw new DomainError('INVALID_DRAW', 'The assignee does not match the random draw', '随机分配结果与承办人不一致', { drawn });
};

/**
 * Handling steps belong to the assignee. The system actor (deadline timers, migrations) may act
 * for them; an applicant never may, and neither may another member of staff.
 */
export const requireActingAssignee = (assignee: Assignee, actor: Actor, subject: Label): void => {
  if (actor.kind === 'system') return;
  if (actor.kind === 'staff' && actor.id === assignee.id) return;
  throw new DomainError(
    'NOT_ASSIGNEE',
    `Only the assigned handler may act on this ${subject.en}`,
    `只有承办人可以办理此${subject.zh}`,
    { assigneeId: assignee.id },
  );
};

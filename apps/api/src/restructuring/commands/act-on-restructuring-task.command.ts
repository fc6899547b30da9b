import type { TaskAction } from '@bk/contracts';
import type { StaffPrincipal } from '../../auth/staff-principal';

/** One of the assignee's steps: accept or decline, then progress notes, complete or reject. */
export class ActOnRestructuringTaskCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly taskId: string,
    readonly action: TaskAction,
    /** The reason, note or result the action carries; empty for accept. */
    readonly text: string,
    readonly requestId: string,
    readonly at: string,
  ) {}
}

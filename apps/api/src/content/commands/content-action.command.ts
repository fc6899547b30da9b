import type { StaffPrincipal } from '../../auth/staff-principal';

/** Every content call besides save: the on/off switch, pin, delete, restore, reorder and the schedule. */
export type ContentAction =
  | { type: 'publish' }
  | { type: 'unpublish' }
  | { type: 'pin' }
  | { type: 'unpin' }
  | { type: 'delete' }
  | { type: 'restore'; fromVersion: number }
  | { type: 'reorder'; order: number }
  | { type: 'schedule'; publishAt: string }
  | { type: 'cancelSchedule' };

export class ContentActionCommand {
  constructor(
    readonly staff: StaffPrincipal,
    readonly contentId: string,
    /** The version the editor read. */
    readonly version: number,
    readonly action: ContentAction,
    readonly requestId: string,
    readonly at: string,
  ) {}
}

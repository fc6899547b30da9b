import type { ImMessageTypeCode } from '../constants/im-message-types';
import type { Actor } from '../shared/actor';
import type { MatterParty } from './events';

/** Every command carries who issued it and when; the domain never reads a clock. */
type CommandOf<Type extends string, Data> = { type: Type; actor: Actor; at: string } & Data;

/** im/matters create, record/create, record/read, readAll and finish (spec §7). The actor is the initiator of a create. */
export type MatterCommand =
  | CommandOf<
      'CreateMatter',
      {
        matterId: string;
        tenantId: string;
        receiver: MatterParty;
        /** The receiver's association when it is not the initiator's (a cross-border matter). */
        receiverTenantId?: string;
      }
    >
  | CommandOf<'PostMatterRecord', { recordId: string; messageType: ImMessageTypeCode; content: string; fileName?: string }>
  | CommandOf<'ReadMatterRecord', { recordId: string }>
  | CommandOf<'ReadAllMatterRecords', Record<never, never>>
  | CommandOf<'FinishMatter', Record<never, never>>;

export type MatterCommandType = MatterCommand['type'];

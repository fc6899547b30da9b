import type { ImMessageTypeCode } from '../constants/im-message-types';
import type { Actor } from '../shared/actor';

/** One side of a matter: the initiator or the receiver (spec §3 Matter). */
export type MatterParty = { id: string; name: string };

type EventOf<Type extends string, Data> = { type: Type; data: Data & { actor: Actor; at: string } };

export type MatterEvent =
  | EventOf<'MatterCreated', { matterId: string; tenantId: string; initiator: MatterParty; receiver: MatterParty; receiverTenantId?: string }>
  /** A file message names the stored file in `content` and its name in `fileName`. */
  | EventOf<'MatterRecordPosted', { recordId: string; senderId: string; messageType: ImMessageTypeCode; content: string; fileName?: string }>
  | EventOf<'MatterRecordRead', { recordId: string; readerId: string }>
  | EventOf<'MatterRecordsAllRead', { recordIds: string[]; readerId: string }>
  | EventOf<'MatterFinished', Record<never, never>>;

export type MatterEventType = MatterEvent['type'];

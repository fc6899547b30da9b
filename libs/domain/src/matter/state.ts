import type { ImMessageTypeCode } from '../constants/im-message-types';
import type { MatterEvent, MatterParty } from './events';

/** A message in a matter; `read` is whether the other participant has read it. */
export type MatterRecord = {
  recordId: string;
  senderId: string;
  messageType: ImMessageTypeCode;
  content: string;
  at: string;
  read: boolean;
};

type MatterFacts = {
  matterId: string;
  tenantId: string;
  /** The receiver's association: the matter's own unless it is cross-border. */
  receiverTenantId: string;
  initiator: MatterParty;
  receiver: MatterParty;
  createdAt: string;
  /** Last activity (creation, a message, finishing); reading does not reorder the matter list. */
  updateTime: string;
  records: MatterRecord[];
};

export type MatterState =
  | { status: 'empty' }
  | (MatterFacts & { status: 'ongoing' })
  | (MatterFacts & { status: 'ended'; endedAt: string });

export const initialMatterState = (): MatterState => ({ status: 'empty' });

const markRead = (records: MatterRecord[], recordIds: readonly string[], readerId: string): MatterRecord[] =>
  records.map((record) =>
    recordIds.includes(record.recordId) && record.senderId !== readerId && !record.read ? { ...record, read: true } : record,
  );

/** Folds one event. Events that do not apply to the current status leave it unchanged. */
export const evolveMatter = (state: MatterState, event: MatterEvent): MatterState => {
  switch (event.type) {
    case 'MatterCreated':
      if (state.status !== 'empty') return state;
      return {
        status: 'ongoing',
        matterId: event.data.matterId,
        tenantId: event.data.tenantId,
        receiverTenantId: event.data.receiverTenantId ?? event.data.tenantId,
        initiator: event.data.initiator,
        receiver: event.data.receiver,
        createdAt: event.data.at,
        updateTime: event.data.at,
        records: [],
      };
    case 'MatterRecordPosted': {
      if (state.status !== 'ongoing') return state;
      const { recordId, senderId, messageType, content, at } = event.data;
      return { ...state, updateTime: at, records: [...state.records, { recordId, senderId, messageType, content, at, read: false }] };
    }
    case 'MatterRecordRead':
      if (state.status === 'empty') return state;
      return { ...state, records: markRead(state.records, [event.data.recordId], event.data.readerId) };
    case 'MatterRecordsAllRead':
      if (state.status === 'empty') return state;
      return { ...state, records: markRead(state.records, event.data.recordIds, event.data.readerId) };
    case 'MatterFinished':
      if (state.status !== 'ongoing') return state;
      return { ...state, status: 'ended', updateTime: event.data.at, endedAt: event.data.at };
  }
};

/** Records addressed to `participantId` (sent by the other side) that they have not read. */
export const unreadRecordsFor = (state: MatterState, participantId: string): MatterRecord[] =>
  state.status === 'empty' ? [] : state.records.filter((record) => record.senderId !== participantId && !record.read);

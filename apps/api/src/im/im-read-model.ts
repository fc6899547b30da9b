import type { EntityManager } from 'typeorm';
import type { ImFeedEntry, ImMatter, ImRecord } from '@bk/contracts';
import { matterStatusCode, type MatterEvent, type MatterState } from '@bk/domain';

/** The NOTIFY channel of every person's feed: `{ tenantId, userId, position }` once committed. */
export const IM_FEED_CHANNEL = 'im_feed';

export type ImFeedNotification = { tenantId: string; userId: string; position: number };

type ExistingMatter = Exclude<MatterState, { status: 'empty' }>;

export type MatterViewRow = {
  matter_id: string;
  user_id: string;
  status: number;
  initiator_id: string;
  initiator_name: string;
  receiver_id: string;
  receiver_name: string;
  initiator_tenant_id: string;
  receiver_tenant_id: string;
  created_at: Date;
  updated_at: Date;
  ended_at: Date | null;
  unread: number;
  last_message: ImMatter['lastMessage'];
  seq: number;
  other_channel: string;
  other_association: string;
};

/** A party's view of its matters, with the other party's association (channel and name). */
export const MATTER_VIEW_SQL = `SELECT v.*, t.channel AS other_channel, t.name AS other_association
  FROM im_matter_views v
  JOIN tenants t ON t.tenant_id = CASE WHEN v.user_id = v.initiator_id THEN v.receiver_tenant_id ELSE v.initiator_tenant_id END`;

export const toImMatter = (row: MatterViewRow): ImMatter => {
  const viewerIsInitiator = row.user_id === row.initiator_id;
  return {
    id: row.matter_id,
    status: row.status === 1 ? 1 : 0,
    initiator: row.initiator_id,
    initiatorName: row.initiator_name,
    receiver: row.receiver_id,
    receiverName: row.receiver_name,
    other: {
      id: viewerIsInitiator ? row.receiver_id : row.initiator_id,
      name: viewerIsInitiator ? row.receiver_name : row.initiator_name,
      associationId: row.other_channel,
      associationName: row.other_association,
    },
    crossBorder: row.initiator_tenant_id !== row.receiver_tenant_id,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
    endTime: row.ended_at ? row.ended_at.toISOString() : null,
    unread: row.unread,
    lastMessage: row.last_message,
    seq: row.seq,
  };
};

export type RecordRow = {
  record_id: string;
  matter_id: string;
  seq: number;
  message_type: number;
  content: string;
  file_name: string | null;
  sender_id: string;
  sender_name: string;
  sent_at: Date;
  read: boolean;
};

export const toImRecord = (row: RecordRow): ImRecord => ({
  id: row.record_id,
  matterId: row.matter_id,
  seq: row.seq,
  type: row.message_type === 2 ? 2 : 1,
  content: row.content,
  fileName: row.file_name,
  senderId: row.sender_id,
  senderName: row.sender_name,
  time: row.sent_at.toISOString(),
  read: row.read,
});

type Party = { userId: string; tenantId: string };

const partiesOf = (state: ExistingMatter): Party[] =>
  [
    { userId: state.initiator.id, tenantId: state.tenantId },
    { userId: state.receiver.id, tenantId: state.receiverTenantId },
  ]
    // Feed heads are locked in one order by every writer, so two matters between the same two
    // people never wait on each other crosswise (no deadlock).
    .sort((a, b) => a.userId.localeCompare(b.userId));

/** Runs `work` with the row-level-security tenant of one party, then returns to the matter's. */
const asTenant = async <T>(manager: EntityManager, tenantId: string, home: string, work: () => Promise<T>): Promise<T> => {
  if (tenantId === home) return work();
  await manager.query(`SELECT set_config('app.tenant_id', $1, true)`, [tenantId]);
  try {
    return await work();
  } finally {
    await manager.query(`SELECT set_config('app.tenant_id', $1, true)`, [home]);
  }
};

const refreshUnread = (manager: EntityManager, matterId: string, userId: string) =>
  manager.query(
    `UPDATE im_matter_views v SET unread = (SELECT count(*)::int FROM im_records r
       WHERE r.matter_id = v.matter_id AND r.user_id = v.user_id AND r.sender_id <> v.user_id AND NOT r.read)
     WHERE v.matter_id = $1 AND v.user_id = $2`,
    [matterId, userId],
  );

type PartyOutcome = Pick<ImFeedEntry, 'kind' | 'readRecordIds' | 'readerId'> & { recordId?: string };

/** Applies one event to one party's rows; answers what the party's feed entry says besides the matter. */
const applyToParty = async (
  manager: EntityManager,
  party: Party,
  state: ExistingMatter,
  event: MatterEvent,
  seq: number,
): Promise<PartyOutcome> => {
  const { matterId } = state;
  switch (event.type) {
    case 'MatterCreated':
      await manager.query(
        `INSERT INTO im_matter_views (tenant_id, matter_id, user_id, matter_tenant_id, initiator_id, initiator_name, initiator_tenant_id,
           receiver_id, receiver_name, receiver_tenant_id, status, created_at, updated_at, seq)
         VALUES ($1, $2, $3, $4, $5, $6, $4, $7, $8, $9, 0, $10, $10, $11) ON CONFLICT DO NOTHING`,
        [party.tenantId, matterId, party.userId, state.tenantId, state.initiator.id, state.initiator.name, state.receiver.id, state.receiver.name, state.receiverTenantId, event.data.at, seq],
      );
      return { kind: 'matter' };
    case 'MatterRecordPosted': {
      const { recordId, senderId, messageType, content, fileName, at } = event.data;
      const senderName = senderId === state.initiator.id ? state.initiator.name : state.receiver.name;
      await manager.query(
        `INSERT INTO im_records (tenant_id, matter_id, user_id, seq, record_id, sender_id, sender_name, message_type, content, file_name, sent_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
        [party.tenantId, matterId, party.userId, seq, recordId, senderId, senderName, messageType, content, fileName ?? null, at],
      );
      const lastMessage = { type: messageType, content: messageType === 2 ? (fileName ?? content) : content.slice(0, 100), senderId, time: at };
      await manager.query(`UPDATE im_matter_views SET updated_at = $3, last_message = $4, seq = $5 WHERE matter_id = $1 AND user_id = $2`, [
        matterId,
        party.userId,
        at,
        JSON.stringify(lastMessage),
        seq,
      ]);
      await refreshUnread(manager, matterId, party.userId);
      return { kind: 'record', recordId };
    }
    case 'MatterRecordRead':
    case 'MatterRecordsAllRead': {
      const recordIds = event.type === 'MatterRecordRead' ? [event.data.recordId] : event.data.recordIds;
      await manager.query(`UPDATE im_records SET read = true WHERE matter_id = $1 AND user_id = $2 AND record_id = ANY($3::uuid[])`, [
        matterId,
        party.userId,
        recordIds,
      ]);
      await manager.query(`UPDATE im_matter_views SET seq = $3 WHERE matter_id = $1 AND user_id = $2`, [matterId, party.userId, seq]);
      await refreshUnread(manager, matterId, party.userId);
      return { kind: 'read', readRecordIds: recordIds, readerId: event.data.readerId };
    }
    case 'MatterFinished':
      await manager.query(`UPDATE im_matter_views SET status = $3, ended_at = $4, updated_at = $4, seq = $5 WHERE matter_id = $1 AND user_id = $2`, [
        matterId,
        party.userId,
        matterStatusCode.ended,
        event.data.at,
        seq,
      ]);
      return { kind: 'matter' };
  }
};

/** Appends an entry to the party's feed at the next position of its head, and announces it at commit. */
const deliver = async (manager: EntityManager, party: Party, entry: Omit<ImFeedEntry, 'position'>): Promise<void> => {
  const [head]: { position: string }[] = await manager.query(
    `INSERT INTO im_feed_heads (tenant_id, user_id, position) VALUES ($1, $2, 1)
     ON CONFLICT (user_id) DO UPDATE SET position = im_feed_heads.position + 1 RETURNING position`,
    [party.tenantId, party.userId],
  );
  const position = Number(head!.position);
  await manager.query('INSERT INTO im_feed (tenant_id, user_id, position, entry) VALUES ($1, $2, $3, $4)', [
    party.tenantId,
    party.userId,
    position,
    JSON.stringify({ ...entry, position }),
  ]);
  const notification: ImFeedNotification = { tenantId: party.tenantId, userId: party.userId, position };
  await manager.query('SELECT pg_notify($1, $2)', [IM_FEED_CHANNEL, JSON.stringify(notification)]);
};

/**
 * Keeps both parties' rows and feeds in step with the matter's events, in the transaction that
 * appends them. `version` is the stream version after the last event; an event's number in its
 * matter (`seq`) is its stream version, the one order both parties see.
 */
export const projectMatter = async (
  manager: EntityManager,
  change: { tenantId: string; after: MatterState; events: MatterEvent[]; version: number },
): Promise<void> => {
  const state = change.after;
  if (state.status === 'empty') return;
  const firstSeq = change.version - change.events.length + 1;
  for (const [index, event] of change.events.entries()) {
    const seq = firstSeq + index;
    const parties = partiesOf(state);
    const outcomes: PartyOutcome[] = [];
    for (const party of parties) {
      outcomes.push(await asTenant(manager, party.tenantId, change.tenantId, () => applyToParty(manager, party, state, event, seq)));
    }
    for (const [partyIndex, party] of parties.entries()) {
      await asTenant(manager, party.tenantId, change.tenantId, async () => {
        const { recordId, ...outcome } = outcomes[partyIndex]!;
        const [view]: MatterViewRow[] = await manager.query(`${MATTER_VIEW_SQL} WHERE v.matter_id = $1 AND v.user_id = $2`, [state.matterId, party.userId]);
        const [total]: { n: number }[] = await manager.query('SELECT coalesce(sum(unread), 0)::int AS n FROM im_matter_views WHERE user_id = $1', [party.userId]);
        const records: RecordRow[] = recordId
          ? await manager.query('SELECT * FROM im_records WHERE matter_id = $1 AND user_id = $2 AND record_id = $3', [state.matterId, party.userId, recordId])
          : [];
        await deliver(manager, party, {
          ...outcome,
          matter: toImMatter(view!),
          totalUnread: total?.n ?? 0,
          ...(records[0] ? { record: toImRecord(records[0]) } : {}),
        });
      });
    }
  }
};

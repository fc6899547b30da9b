import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { PortalMessage, PortalMessagePage, PortalMessagePageRequest } from '@bk/contracts';
import { inTenantTransaction } from '@bk/infrastructure';
import { APP_DATA_SOURCE } from '../infrastructure/tokens';

/** What a feature tells a portal user: a title, a short body, and the portal page it concerns. */
export type InboxMessage = { title: string; body: string; link?: string };

const MESSAGE_COLUMNS = `message_id AS "messageId", title, body, link, created_at AS "createdAt", read_at AS "readAt"`;

/**
 * A portal user's messages (their user centre's inbox). Features post to it (a consultation tells
 * its applicant of each step); posting is idempotent on the dedupe key, so an activity retry or a
 * redelivered event never tells the user twice.
 */
@Injectable()
export class PortalInbox {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** Posts once per (user, dedupeKey); a repeat answers the first message's id. */
  post(tenantId: string, userId: string, message: InboxMessage, dedupeKey: string): Promise<string> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const inserted: { message_id: string }[] = await manager.query(
        `INSERT INTO portal_messages (message_id, tenant_id, user_id, dedupe_key, title, body, link) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (tenant_id, user_id, dedupe_key) DO NOTHING RETURNING message_id`,
        [randomUUID(), tenantId, userId, dedupeKey, message.title, message.body, message.link ?? ''],
      );
      if (inserted[0]) return inserted[0].message_id;
      const existing: { message_id: string }[] = await manager.query('SELECT message_id FROM portal_messages WHERE user_id = $1 AND dedupe_key = $2', [
        userId,
        dedupeKey,
      ]);
      return existing[0]!.message_id;
    });
  }

  page(tenantId: string, userId: string, request: PortalMessagePageRequest): Promise<PortalMessagePage> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      const where = `user_id = $1 AND (NOT $2::boolean OR read_at IS NULL)`;
      const [{ total, unread }] = (await manager.query(
        `SELECT count(*) FILTER (WHERE ${where})::int AS total, count(*) FILTER (WHERE user_id = $1 AND read_at IS NULL)::int AS unread FROM portal_messages`,
        [userId, request.unreadOnly],
      )) as [{ total: number; unread: number }];
      const list: PortalMessage[] = await manager.query(
        `SELECT ${MESSAGE_COLUMNS} FROM portal_messages WHERE ${where} ORDER BY created_at DESC, message_id LIMIT $3 OFFSET $4`,
        [userId, request.unreadOnly, request.pageSize, (request.pageNum - 1) * request.pageSize],
      );
      return { list, total, unread, pageNum: request.pageNum, pageSize: request.pageSize };
    });
  }

  unreadCount(tenantId: string, userId: string): Promise<number> {
    return inTenantTransaction(this.dataSource, tenantId, (manager) => unreadOf(manager, userId));
  }

  /** Marks the user's own messages read (others' ids are ignored); answers how many are still unread. */
  markRead(tenantId: string, userId: string, messageIds: readonly string[] | 'all'): Promise<number> {
    return inTenantTransaction(this.dataSource, tenantId, async (manager) => {
      await manager.query(
        `UPDATE portal_messages SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR message_id = ANY($2::uuid[]))`,
        [userId, messageIds === 'all' ? null : messageIds],
      );
      return unreadOf(manager, userId);
    });
  }
}

const unreadOf = async (manager: EntityManager, userId: string): Promise<number> => {
  const [row] = (await manager.query('SELECT count(*)::int AS unread FROM portal_messages WHERE user_id = $1 AND read_at IS NULL', [userId])) as [{ unread: number }];
  return row.unread;
};

import type { MigrationInterface, QueryRunner } from 'typeorm';
import { isolateByTenant } from './tenant-isolation';

/**
 * The communicate area's read model, written with the matter's events (stream `matter-<id>`).
 * Each party has its own copy, in its own association's rows, so row-level security holds for a
 * cross-border matter too: a party reads only its association's rows.
 *
 * - im_matter_views: one row per matter and party (status, the other party, unread count).
 * - im_records: the messages, per party, with the matter's event number as their order.
 * - im_feed / im_feed_heads: each person's delivery log. A position comes from the person's head
 *   row, updated (so locked) until the transaction commits: positions are handed out in commit
 *   order, which is what lets a reconnecting client resume "after N" without missing a late commit.
 */
export class ImMatters1765300000000 implements MigrationInterface {
  name = 'ImMatters1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE im_matter_views (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        matter_id uuid NOT NULL,
        user_id uuid NOT NULL,
        matter_tenant_id uuid NOT NULL,
        initiator_id uuid NOT NULL,
        initiator_name text NOT NULL,
        initiator_tenant_id uuid NOT NULL,
        receiver_id uuid NOT NULL,
        receiver_name text NOT NULL,
        receiver_tenant_id uuid NOT NULL,
        status smallint NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        ended_at timestamptz,
        unread integer NOT NULL DEFAULT 0,
        last_message jsonb,
        seq integer NOT NULL,
        PRIMARY KEY (matter_id, user_id)
      );
      CREATE INDEX im_matter_views_list ON im_matter_views (tenant_id, user_id, updated_at DESC);
      CREATE TABLE im_records (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        matter_id uuid NOT NULL,
        user_id uuid NOT NULL,
        seq integer NOT NULL,
        record_id uuid NOT NULL,
        sender_id uuid NOT NULL,
        sender_name text NOT NULL,
        message_type smallint NOT NULL,
        content text NOT NULL,
        file_name text,
        sent_at timestamptz NOT NULL,
        read boolean NOT NULL DEFAULT false,
        PRIMARY KEY (matter_id, user_id, seq),
        UNIQUE (matter_id, user_id, record_id)
      );
      CREATE TABLE im_feed_heads (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        user_id uuid PRIMARY KEY,
        position bigint NOT NULL
      );
      CREATE TABLE im_feed (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        user_id uuid NOT NULL,
        position bigint NOT NULL,
        entry jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, position)
      );
    `);
    await isolateByTenant(db, ['im_matter_views', 'im_records', 'im_feed_heads', 'im_feed']);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE im_feed, im_feed_heads, im_records, im_matter_views');
  }
}

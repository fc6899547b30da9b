import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events a projection could not apply, so that one bad event no longer holds its Kafka partition.
 * A row is either the event that failed (parked_behind is null) or a later event of the same
 * stream that was set aside behind it (parked_behind names the failed one): projections fill gaps
 * from the event store, so the later events would only fail the same way, and they are replayed
 * together by `npm run projections:dead-letters -- retry`. Rows are kept once resolved, as history.
 */
export class ProjectionDeadLetters1764500000000 implements MigrationInterface {
  name = 'ProjectionDeadLetters1764500000000';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
    await db.query(`
      CREATE TABLE projection_dead_letters (
        id bigserial PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        projection text NOT NULL,
        event_id uuid NOT NULL,
        stream_id text NOT NULL,
        stream_type text NOT NULL,
        version integer NOT NULL,
        global_position bigint NOT NULL,
        event_type text NOT NULL,
        parked_behind bigint REFERENCES projection_dead_letters(id),
        error_message text NOT NULL,
        error_detail text,
        attempts integer NOT NULL,
        first_failed_at timestamptz NOT NULL DEFAULT now(),
        last_failed_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        UNIQUE (projection, event_id)
      );
      -- The consumer asks "is this stream parked?" for every event: only open rows matter.
      CREATE INDEX projection_dead_letters_open ON projection_dead_letters (projection, stream_id, version)
        WHERE resolved_at IS NULL;

      ALTER TABLE projection_dead_letters ENABLE ROW LEVEL SECURITY;
      ALTER TABLE projection_dead_letters FORCE ROW LEVEL SECURITY;
      CREATE POLICY tenant_isolation ON projection_dead_letters
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant());

      GRANT SELECT, INSERT, UPDATE ON projection_dead_letters TO ${appRole}, ${systemRole};
      GRANT USAGE ON SEQUENCE projection_dead_letters_id_seq TO ${appRole}, ${systemRole};
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE projection_dead_letters');
  }
}

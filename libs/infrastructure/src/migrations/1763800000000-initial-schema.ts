import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first schema: tenants, staff and sessions, the event store (which is also the outbox),
 * the relay checkpoint and the case read models. Every tenant-owned table is under FORCE row-level
 * security keyed by the transaction-local setting app.tenant_id.
 */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
    await db.query(`
      CREATE FUNCTION current_tenant() RETURNS uuid LANGUAGE sql STABLE AS
        $$ SELECT NULLIF(current_setting('app.tenant_id', true), '')::uuid $$;

      CREATE TABLE tenants (
        tenant_id uuid PRIMARY KEY,
        channel text NOT NULL UNIQUE,
        name text NOT NULL,
        config jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE staff_users (
        uid uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        login_id text NOT NULL,
        name text NOT NULL,
        show_name text NOT NULL,
        mobile text NOT NULL DEFAULT '',
        password_hash text NOT NULL,
        right_keys text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tenant_id, login_id)
      );

      -- Sessions are looked up by token hash before the tenant is known, so they carry it.
      CREATE TABLE staff_sessions (
        token_hash text PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        uid uuid NOT NULL REFERENCES staff_users(uid) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX staff_sessions_expiry ON staff_sessions (expires_at);

      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        event_id uuid NOT NULL UNIQUE,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        stream_id text NOT NULL,
        stream_type text NOT NULL,
        version integer NOT NULL CHECK (version > 0),
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}',
        recorded_at timestamptz NOT NULL DEFAULT now(),
        -- The writing transaction's id: the relay orders by it and never passes an open one.
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        UNIQUE (stream_id, version)
      );
      CREATE INDEX events_relay_order ON events (tx_id, global_position);
      CREATE INDEX events_tenant_stream ON events (tenant_id, stream_type, recorded_at);

      CREATE FUNCTION notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('events_appended', ''); RETURN NULL; END $$;
      CREATE TRIGGER events_appended AFTER INSERT ON events
        FOR EACH STATEMENT EXECUTE FUNCTION notify_events_appended();

      CREATE TABLE relay_checkpoints (
        name text PRIMARY KEY,
        tx_id xid8 NOT NULL,
        global_position bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE case_number_counters (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        prefix text NOT NULL,
        last_value integer NOT NULL,
        PRIMARY KEY (tenant_id, prefix)
      );

      CREATE TABLE case_read (
        case_id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        kind text NOT NULL,
        case_number text NOT NULL,
        enterprise_name text NOT NULL,
        credit_code text NOT NULL,
        contact_name text NOT NULL,
        contact_phone text NOT NULL,
        description text NOT NULL,
        state_code smallint NOT NULL,
        assignee_id uuid,
        assignee_name text,
        submitted_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        version integer NOT NULL,
        workflow_id text NOT NULL,
        -- The folded domain state, so the projection evolves it with the decider itself.
        state jsonb NOT NULL,
        UNIQUE (tenant_id, case_number)
      );
      CREATE INDEX case_read_queue ON case_read (tenant_id, kind, state_code, submitted_at);
      CREATE INDEX case_read_assignee ON case_read (tenant_id, assignee_id, state_code);

      CREATE TABLE case_timeline (
        case_id uuid NOT NULL REFERENCES case_read(case_id) ON DELETE CASCADE,
        version integer NOT NULL,
        tenant_id uuid NOT NULL,
        at timestamptz NOT NULL,
        type text NOT NULL,
        state_code smallint NOT NULL,
        actor_name text NOT NULL,
        detail text,
        PRIMARY KEY (case_id, version)
      );

      CREATE TABLE todo_counts (
        tenant_id uuid PRIMARY KEY REFERENCES tenants(tenant_id),
        assignment_count integer NOT NULL,
        handling_count integer NOT NULL,
        issuance_count integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `);

    for (const table of ['staff_users', 'events', 'case_number_counters', 'case_read', 'case_timeline', 'todo_counts']) {
      await db.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await db.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await db.query(
        `CREATE POLICY tenant_isolation ON ${table} USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`,
      );
    }

    await db.query(`
      GRANT SELECT ON tenants TO ${appRole}, ${systemRole};
      GRANT SELECT, INSERT, UPDATE, DELETE ON staff_users, staff_sessions, case_number_counters, case_read, case_timeline, todo_counts TO ${appRole}, ${systemRole};
      GRANT SELECT, INSERT ON events TO ${appRole}, ${systemRole};
      GRANT USAGE ON SEQUENCE events_global_position_seq TO ${appRole}, ${systemRole};
      GRANT SELECT, INSERT, UPDATE ON relay_checkpoints TO ${systemRole};
      GRANT INSERT, UPDATE ON tenants TO ${systemRole};
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE todo_counts, case_timeline, case_read, case_number_counters, relay_checkpoints, events,
        staff_sessions, staff_users, tenants CASCADE;
      DROP FUNCTION notify_events_appended, current_tenant;
    `);
  }
}

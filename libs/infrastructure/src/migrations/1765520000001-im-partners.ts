import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * im_partners: the associations each association names as its cross-border partners in the
 * communicate area. Staff may open another association's address book (and start a matter with
 * one of its members) only when each of the two names the other: an association's members are
 * shown only to associations it agreed to talk to. Configuration, like tenants: readable by the
 * platform's roles without a tenant context (the check looks at both associations' rows), written
 * by the system role (seed, operators).
 */
export class ImPartners1765520000001 implements MigrationInterface {
  name = 'ImPartners1765520000001';

  async up(db: QueryRunner): Promise<void> {
    const appRole = process.env.PG_APP_USER ?? 'bk_app';
    const systemRole = process.env.PG_SYSTEM_USER ?? 'bk_system';
    await db.query(`
      CREATE TABLE im_partners (
        tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        partner_tenant_id uuid NOT NULL REFERENCES tenants(tenant_id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, partner_tenant_id),
        CHECK (tenant_id <> partner_tenant_id)
      );
      GRANT SELECT ON im_partners TO ${appRole}, ${systemRole};
      GRANT INSERT, DELETE ON im_partners TO ${systemRole};
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE im_partners');
  }
}

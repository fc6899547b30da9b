import 'reflect-metadata';
import type { DataSource } from 'typeorm';
import { createDataSource, loadPlatformConfig, ObjectStore } from '@bk/infrastructure';
import { resetTestEnvironment } from './reset-test-environment';
import { demoImPartners, demoStaff, demoStaffId, demoTenants } from './demo-data';
import { seedDemoFiles } from './demo-files';
import { seedCases } from './seed-cases';
import { seedContent } from './seed-content';
import { seedIm } from './seed-im';
import { seedLabels } from './seed-labels';
import { seedOrganisation } from './seed-organisation';
import { seedMemberOrgans } from './seed-member-organs';
import { demoPortalUsers, seedPortalUsers } from './seed-portal-users';
import { demoRosterSize, seedRoster } from './seed-roster';
import { seedStaff } from './seed-staff';

/**
 * `node apps/api/dist/cli/platform-cli.js migrate|seed|seed-cases|reset-test`: schema migrations (and the
 * upload bucket, created when missing), demo data and demo cases (all idempotent; seed-cases drives the
 * running API), and the test tier's clean slate.
 */
const migrate = async (owner: DataSource): Promise<void> => {
  const applied = await owner.runMigrations({ transaction: 'each' });
  console.log(applied.length ? `migrated: ${applied.map((m) => m.name).join(', ')}` : 'schema up to date');
};

const seed = async (system: DataSource, app: DataSource, store: ObjectStore): Promise<void> => {
  let contentItems = 0;
  let matters = 0;
  for (const tenant of demoTenants) {
    await system.query(
      `INSERT INTO tenants (tenant_id, channel, name, config) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id) DO UPDATE SET channel = excluded.channel, name = excluded.name,
         -- What staff set in the back office survives re-seeding, as changed passwords do: the case
         -- deadlines once changed there, and a channel configuration once saved there (marked by
         -- its stream version); keys the demo data adds later still arrive.
         config = excluded.config
           || CASE WHEN tenants.config_updated_by IS NOT NULL AND tenants.config ? 'deadlines'
                THEN jsonb_build_object('deadlines', tenants.config->'deadlines') ELSE '{}'::jsonb END
           || CASE WHEN tenants.config ? 'channelConfigVersion' THEN tenants.config - 'deadlines' ELSE '{}'::jsonb END`,
      [tenant.tenantId, tenant.channel, tenant.name, JSON.stringify(tenant.config)],
    );
    await seedStaff(app, tenant);
    await seedOrganisation(app, tenant);
    await seedRoster(app, tenant);
    await seedMemberOrgans(app, tenant, demoTenants.indexOf(tenant));
    await seedLabels(app, tenant);
    await seedPortalUsers(app, tenant);
    // As if the association's administrator had uploaded them.
    await seedDemoFiles(app, store, tenant, demoStaffId(tenant, demoStaff.findIndex((staff) => staff.loginId === 'admin')));
    // After the files: demo content names them, and only verified files may be named.
    contentItems += await seedContent(app, tenant);
    // After the organisation (the address book) and the files (a file message names one).
    matters += await seedIm(app, tenant);
  }
  // Each names the other: a partnership both associations agreed to.
  for (const [one, other] of demoImPartners) {
    await system.query(
      `INSERT INTO im_partners (tenant_id, partner_tenant_id)
       SELECT a.tenant_id, b.tenant_id FROM tenants a, tenants b
       WHERE (a.channel, b.channel) IN (($1, $2), ($2, $1))
       ON CONFLICT DO NOTHING`,
      [one, other],
    );
  }
  console.log(
    `seeded ${demoTenants.length} associations with ${demoStaff.length} staff, ${demoPortalUsers.length} portal users, ${demoRosterSize} roster entries, law firms (and at the centre, organisations with consultants), 6 verified files, content of every kind and content labels each (${contentItems} new items), demo matters (${matters} new)`,
  );
};

const main = async (): Promise<void> => {
  const command = process.argv[2];
  const config = loadPlatformConfig();
  if (command === 'migrate') {
    const owner = await createDataSource(config, 'owner', 1).initialize();
    await migrate(owner).finally(() => owner.destroy());
    const store = new ObjectStore(config.storage);
    console.log(`object store bucket ${store.bucket}: ${await store.ensureBucket().finally(() => store.destroy())}`);
    return;
  }
  if (command === 'seed') {
    const system = await createDataSource(config, 'system', 1).initialize();
    const app = await createDataSource(config, 'app', 1).initialize();
    const store = new ObjectStore(config.storage);
    await seed(system, app, store).finally(() => {
      store.destroy();
      return Promise.all([system.destroy(), app.destroy()]);
    });
    return;
  }
  if (command === 'seed-cases') {
    // Needs the API and workers running: the cases go through the real command path.
    const app = await createDataSource(config, 'app', 1).initialize();
    console.log(await seedCases(`http://127.0.0.1:${config.http.port}`, app).finally(() => app.destroy()));
    return;
  }
  if (command === 'reset-test') {
    await resetTestEnvironment(config);
    return;
  }
  throw new Error(`usage: platform-cli migrate|seed|seed-cases|reset-test (got ${command ?? 'nothing'})`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

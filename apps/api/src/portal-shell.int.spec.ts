import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { PORTAL_BOOTSTRAP_ELEMENT_ID, type PortalBootstrap } from '@bk/contracts';
import { createDataSource, loadPlatformConfig } from '@bk/infrastructure';
import { demoTenants } from './cli/demo-data';
import { rawRequest } from './testing/raw-request';

/**
 * A portal page's HTML, as the API serves it, carries its association's tenant and channel
 * configuration (so the page renders without calling for them): exactly the public calls' answers,
 * nothing of another association, escaped so tenant text cannot end the element it is written in.
 */
const config = loadPlatformConfig();
let system: DataSource;

const ELEMENT = new RegExp(`<script type="application/json" id="${PORTAL_BOOTSTRAP_ELEMENT_ID}">([^<]*)</script>`);
const embedded = (html: string): PortalBootstrap | undefined => {
  const match = ELEMENT.exec(html);
  return match ? (JSON.parse(match[1]!) as PortalBootstrap) : undefined;
};
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);

beforeAll(async () => {
  system = await createDataSource(config, 'system', 2).initialize();
});

afterAll(async () => {
  await system.destroy();
});

describe('a portal page carries its association', () => {
  it.each(demoTenants.map((tenant) => [tenant.channel]))(
    '%s: exactly what the public tenant and configuration calls answer, and nothing of another association',
    async (channel) => {
      const page = await rawRequest('GET', `/portal/${channel}`);
      expect(page.status).toBe(200);
      const tenant = await rawRequest('GET', `/api/noauth/v1/tenant?_channel=${channel}`);
      const channelConfig = await rawRequest('POST', '/api/noauth/v1/associatio/config', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel }),
      });
      expect(embedded(page.text)).toEqual({ channel, tenant: tenant.body?.data, config: channelConfig.body?.data });

      const others: { tenant_id: string; title: string }[] = await system.query(
        `SELECT tenant_id, config->>'title' AS title FROM tenants WHERE channel <> $1`,
        [channel],
      );
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) {
        expect(page.text).not.toContain(other.tenant_id);
        expect(page.text).not.toContain(other.title);
      }
    },
  );

  it('follows ?_channel=, and preloads the home\'s chunks on the home only', async () => {
    const [home, csj] = demoTenants as [(typeof demoTenants)[number], (typeof demoTenants)[number]];
    const chosen = await rawRequest('GET', `/portal/${home.channel}/news?_channel=${csj.channel}`);
    expect(embedded(chosen.text)?.config.channel).toBe(csj.channel);

    const homePage = await rawRequest('GET', `/portal/${home.channel}`);
    const newsPage = await rawRequest('GET', `/portal/${home.channel}/news`);
    const ownPreloads = preloads(homePage.text).filter((href) => !preloads(newsPage.text).includes(href));
    expect(ownPreloads.some((href) => /\/home-page-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of ownPreloads) expect((await rawRequest('GET', href)).status).toBe(200);
  });

  it.each([
    ['an unknown association', '/portal/no-such-association'],
    ["the unknown association's 404 page", '/no-such-association/404'],
    ['the console', `/index/${demoTenants[0]!.channel}`],
  ])('is absent from %s', async (_what, path) => {
    const page = await rawRequest('GET', path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.text).not.toContain(PORTAL_BOOTSTRAP_ELEMENT_ID);
  });

  it('keeps a title with markup in it as text inside the one data element', async () => {
    const channel = `shell-${randomUUID().slice(0, 8)}`;
    const title = '</script><script>document.title="x"</script><!--协会';
    await system.query(
      `INSERT INTO tenants (tenant_id, channel, name, config)
       SELECT $1, $2, $3, config || jsonb_build_object('title', $3::text) FROM tenants WHERE channel = $4`,
      [randomUUID(), channel, title, demoTenants[0]!.channel],
    );
    // Its own association (tenants are never deleted; the next test reset clears it).
    const page = await rawRequest('GET', `/portal/${channel}`);
    const scripts = [...page.text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script/gi)].map((match) => match[1]!);
    expect(scripts.filter((text) => text.trim() !== '')).toHaveLength(1);
    expect(embedded(page.text)?.config.title).toBe(title);
  });
});

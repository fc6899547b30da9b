import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { PORTAL_DEMO_VARIANTS, PORTAL_SCREENS, variantScreens, type PortalScreen } from '@bk/contracts';
import { exampleCreditCode, PortalVariants, type PortalVariantKey } from '@bk/domain';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every portal screen the router declares (PORTAL_SCREENS, held to the route tree by the portal's
 * unit suite), in every demo variant at desktop size, and in the default variant at phone size
 * (the variants share the layout and components; the phone walk checks the small-screen layout):
 * no critical or serious axe violation (WCAG 2.1 A and AA rules).
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800, variants: PORTAL_DEMO_VARIANTS },
  { name: 'phone', width: 390, height: 844, variants: PORTAL_DEMO_VARIANTS.slice(0, 1) },
] as const;

type Finding = { url: string; rule: string; impact: string; nodes: string[] };

const fill = (path: string, variant: string, associationId: string) => path.replace('$variant', variant).replace('$associationId', associationId);

/** A detail screen's URL: the first link to it on its list screen (undefined while the list is empty). */
const sampleUrl = async (page: Page, screen: PortalScreen, variant: string, associationId: string): Promise<string | undefined> => {
  await page.goto(fill(screen.sampleFrom!, variant, associationId));
  await page.waitForLoadState('networkidle');
  const pattern = new RegExp(`^${fill(screen.path, variant, associationId).replace(/\$\w+/g, '[^/?#]+')}(?:[?#]|$)`);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href));
};

const urlsOf = async (page: Page, variants: typeof PORTAL_DEMO_VARIANTS): Promise<string[]> => {
  const urls = new Set<string>();
  for (const { variant, associationId } of variants) {
    for (const screen of PORTAL_SCREENS) {
      if (screen.walk === false) continue;
      if (!screen.path.startsWith('/$variant')) {
        urls.add(fill(screen.path, variant, associationId));
        continue;
      }
      if (screen.eachArea) {
        const key = (Object.keys(PortalVariants) as PortalVariantKey[]).find((candidate) => PortalVariants[candidate].routePrefix === `/${variant}`);
        for (const area of variantScreens(key ?? 'default').areas) urls.add(fill(screen.path, variant, associationId).replace('$area', area));
        continue;
      }
      const url = screen.sampleFrom ? await sampleUrl(page, screen, variant, associationId) : fill(screen.path, variant, associationId);
      if (url) urls.add(url);
    }
  }
  return [...urls];
};

const scan = async (page: Page, url: string): Promise<Finding[]> => {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({ url, rule: violation.id, impact: violation.impact ?? '', nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
};

for (const size of SIZES) {
  test(`every portal screen of every variant passes axe at ${size.name} size`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const urls = await urlsOf(page, size.variants);
    // The declared screens, each in every variant walked; a sample-less detail screen is the only gap.
    expect(urls.length).toBeGreaterThanOrEqual(size.variants.length * 6);
    const findings: Finding[] = [];
    for (const url of urls) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root')).not.toBeEmpty();
      findings.push(...(await scan(page, url)));
    }
    expect(findings).toEqual([]);
  });
}

test('the open assistant and the version prompt pass axe too', async ({ page }) => {
  await page.goto('/portal/szpca');
  await page.getByTestId('assistant-launcher').click();
  await page.getByRole('dialog', { name: '小破' }).getByRole('button', { name: '个人破产' }).click();
  await page.getByRole('dialog', { name: '小破' }).getByRole('button', { name: '能，我承诺诚实守信' }).click();
  await page.route('**/cms/_version.json*', (route) => route.fulfill({ json: { commitId: 'f00dfacecafe' } }));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.getByTestId('version-prompt')).toBeVisible();
  expect(await scan(page, '/portal/szpca (assistant open, version prompt)')).toEqual([]);
});

/** The screens behind the portal user's sign-in, walked signed in (the walk above sees their login screen). */
test('the signed-in portal screens pass axe at desktop and phone size', async ({ page }) => {
  const channel = { channel: 'szpca' };
  const mobile = `13${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  expect((await page.request.post('/api/v1/portal/auth/sendCode', { headers: channel, data: { mobile } })).status()).toBe(200);
  const outbox = (await (await page.request.get('/api/v1/dev/localSms/outbox', { headers: channel, params: { mobile } })).json()) as { data: { code: string }[] };
  expect((await page.request.post('/api/v1/portal/auth/login', { headers: channel, data: { mobile, code: outbox.data[0]!.code } })).status()).toBe(200);

  // One consultation of theirs, so its detail screen has something to show.
  const filed = await page.request.post('/api/v1/distressManage/createFlowInstance', {
    headers: channel,
    data: { type: 'enterprise', enterpriseName: `无障碍检查${mobile.slice(-4)}有限公司`, creditCode: exampleCreditCode(mobile), contactName: '周敏', phone: mobile, debtAmount: '900000', employeeCount: 12, creditorCount: 6, description: '订单减少，资金周转困难。' },
  });
  const { businessId } = ((await filed.json()) as { data: { businessId: string } }).data;

  const signedIn = PORTAL_SCREENS.filter((screen) => screen.walk === false && screen.path.startsWith('/$variant') && !screen.path.includes('$taskKey'));
  const urls = signedIn.flatMap((screen) => {
    const url = fill(screen.path, 'portal', 'szpca').replace('$businessId', businessId);
    if (url.includes(businessId)) return [url.replace('$type', 'enterprise')];
    if (url.endsWith('/userCenter')) return ['applications', 'consultations', 'certification', 'messages'].map((tab) => `${url}?tab=${tab}`);
    if (url.includes('$type')) return ['personal', 'enterprise'].map((type) => url.replace('$type', type));
    return [url];
  });
  expect(urls.length).toBeGreaterThanOrEqual(6);
  const findings: Finding[] = [];
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const url of urls) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await expect(page).not.toHaveURL(/\/login/);
      findings.push(...(await scan(page, `${url} (${size.name})`)));
    }
  }
  expect(findings).toEqual([]);
});

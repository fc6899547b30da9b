import { expect, test } from '@playwright/test';
import { PortalVariants, type PortalVariantKey } from '@bk/domain';

/**
 * A portal page starts from the association the server wrote into its HTML: it renders without
 * calling for the tenant or the channel configuration, in every variant, and a later navigation
 * re-reads the configuration as before (a change saved on the back office shows without a reload).
 */
const GUARD_CALL = /\/api\/noauth\/v1\/(tenant|associatio\/config)(\?|$)/;
const PAGES: { associationId: string; variant: PortalVariantKey }[] = [
  { associationId: 'szpca', variant: 'default' },
  { associationId: 'csjrc', variant: 'csj' },
  { associationId: 'jlpca', variant: 'jilin' },
  { associationId: 'bjypt', variant: 'bjYpt' },
];

for (const { associationId, variant } of PAGES) {
  const prefix = PortalVariants[variant].routePrefix;

  test(`${prefix}/${associationId} renders from its own HTML, without the tenant and configuration calls`, async ({ page, request }) => {
    const answer = await request.post('/api/noauth/v1/associatio/config', { data: { channel: associationId } });
    const { title } = ((await answer.json()) as { data: { title: string } }).data;
    const guardCalls: string[] = [];
    page.on('request', (sent) => {
      if (GUARD_CALL.test(sent.url())) guardCalls.push(sent.url());
    });

    await page.goto(`${prefix}/${associationId}`);
    await expect(page.getByTestId('association-title')).toHaveText(title);
    await expect(page.getByTestId('home-homeNews').getByTestId('area-item').first()).toBeVisible();
    expect(guardCalls).toEqual([]);
    // The live app has replaced the first view the server rendered (it is inert until then), and
    // set the same title the server wrote.
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    await expect(page).toHaveTitle(`${title} - 破产事务服务平台`);

    const reread = page.waitForRequest((sent) => sent.url().includes('/api/noauth/v1/associatio/config'));
    await page.getByTestId('portal-nav').getByRole('link').nth(1).click();
    await reread;
    await expect(page.getByTestId('association-title')).toHaveText(title);
  });
}

/**
 * The home's first view comes rendered in its HTML (apps/portal/src/entry-server.tsx): with
 * JavaScript off, the page already shows the association, the hero and the two entries, styled by
 * the same stylesheets as the app, in the language the visitor chose earlier.
 */
test.describe('the home arrives rendered', () => {
  test.use({ javaScriptEnabled: false });

  test('before any script runs: the association, its hero and entries, styled, in the chosen language', async ({ page, context, request, baseURL }) => {
    const answer = await request.post('/api/noauth/v1/associatio/config', { data: { channel: 'szpca' } });
    const { title } = ((await answer.json()) as { data: { title: string } }).data;

    await page.goto('/portal/szpca');
    // The title the app sets once it runs (the per-variant test above checks the same).
    await expect(page).toHaveTitle(`${title} - 破产事务服务平台`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('association-title')).toHaveText(title);
    await expect(page.locator('h1#hero-title')).toHaveText(title);
    await expect(page.getByText('为陷入经营困境的企业提供庭外重组申请与进度查询服务')).toBeVisible();
    await expect(page.getByTestId('entry-apply')).toHaveAttribute('href', '/portal/szpca/reconciliation');
    await expect(page.getByTestId('portal-nav').locator('a')).not.toHaveCount(0);
    // Styled by the app's own stylesheets: the layout's header and the home's hero have their colours.
    const header = await page.locator('header').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(header).not.toBe('rgba(0, 0, 0, 0)');
    const hero = await page.locator('section[aria-labelledby="hero-title"]').evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(hero).toContain('gradient');

    await context.addCookies([{ name: 'bk.lang', value: 'en', url: baseURL! }]);
    await page.goto('/portal/szpca');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`${title} - Bankruptcy Affairs Service Platform`);
    await expect(page.getByText('Enterprises in financial distress can apply for out-of-court restructuring online')).toBeVisible();
  });
});

test('an unknown association still goes to its 404 page', async ({ page }) => {
  await page.goto('/portal/no-such-association');
  await expect(page).toHaveURL(/\/no-such-association\/404$/);
});

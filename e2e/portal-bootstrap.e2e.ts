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

    const reread = page.waitForRequest((sent) => sent.url().includes('/api/noauth/v1/associatio/config'));
    await page.getByTestId('portal-nav').getByRole('link').nth(1).click();
    await reread;
    await expect(page.getByTestId('association-title')).toHaveText(title);
  });
}

test('an unknown association still goes to its 404 page', async ({ page }) => {
  await page.goto('/portal/no-such-association');
  await expect(page).toHaveURL(/\/no-such-association\/404$/);
});

import { expect, test } from '@playwright/test';
import { PortalVariants, type PortalVariantKey } from '@bk/domain';
import { Areas, variantScreens } from '@bk/contracts';

import { PortalAreaPage } from './pages/portal-area.page';

/**
 * One walk over every screen of every portal variant, declared from the variants' own
 * descriptions: each area shows its title and exactly the spec's tabs, and every tab shows seeded
 * content, at desktop and phone widths, without sideways scrolling. Public: nobody signs in.
 */
const WALKS: { associationId: string; variant: PortalVariantKey }[] = [
  { associationId: 'szpca', variant: 'default' },
  { associationId: 'szpca', variant: 'productHome' },
  { associationId: 'csjrc', variant: 'csj' },
  { associationId: 'jlpca', variant: 'jilin' },
  { associationId: 'bjypt', variant: 'bjYpt' },
];
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  test.describe(`portal at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const { associationId, variant } of WALKS) {
      const prefix = PortalVariants[variant].routePrefix.slice(1);

      test(`${prefix}/${associationId}: every area, every tab, seeded content`, async ({ page }) => {
        const area = new PortalAreaPage(page);
        await page.goto(`/${prefix}/${associationId}`);
        await expect(page.getByTestId('home-homeNews').getByTestId('area-item').first()).toBeVisible();
        expect(await area.scrollsSideways()).toBe(false);

        for (const key of variantScreens(variant).areas) {
          const declared = Areas[key];
          const tabs = declared.tabs(variant);
          await area.open(prefix, associationId, key);
          await expect(area.title).toHaveText(declared.title.zh);
          if (tabs.length > 1) await expect(area.tabs).toHaveText(tabs.map((tab) => tab.zh));
          await expect(area.content.first(), `${key}: ${tabs[0]!.zh}`).toBeVisible();
          expect(await area.scrollsSideways(), key).toBe(false);
          // Every further tab once, at one size: the phone walk checks the layout, not the data again.
          if (size.name === 'desktop') {
            for (const tab of tabs.slice(1)) {
              await area.tabs.filter({ hasText: tab.zh }).first().click();
              await expect(area.content.first(), `${key}: ${tab.zh}`).toBeVisible();
            }
          }
        }
      });
    }
  });
}

test('an item opens on its detail screen, another variant\'s URL moves to the association\'s own, and the header searches in Chinese', async ({ page }) => {
  const area = new PortalAreaPage(page);
  await area.open('portal-csj', 'csjrc', 'caseInfo');
  const first = area.content.first();
  const title = (await first.locator('a').first().textContent())!;
  await first.locator('a').first().click();
  await expect(page).toHaveURL(/\/portal-csj\/csjrc\/caseInfoDetail\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The restructuring centre under the default portal's prefix: moved to its own variant and wording.
  await page.goto('/portal/csjrc/glrdt');
  await expect(page).toHaveURL(/\/portal-csj\/csjrc\/glrdt$/);
  await expect(area.tabs).toHaveText(['专业服务机构库', '他山之石', '典型案例', '中心动态']);
  // A screen the variant does not have is the 404 page.
  await page.goto('/portal-csj/csjrc/hyfc');
  await expect(page).toHaveURL(/\/404$/);

  await area.open('portal', 'szpca', 'caseAndLegle');
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(2);
  await area.searchBox.fill('破产法');
  await area.searchBox.press('Enter');
  await expect(area.searchHits.first()).toBeVisible();
  await expect(area.searchHits.first().locator('mark').first()).toHaveText('破产法');
});

test.describe('portal on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the navigation; choosing an area closes it and starts the new page at its top, focused', async ({ page }) => {
    await page.goto('/portal/szpca');
    await expect(page.getByTestId('home-homeNews').getByTestId('area-item').first()).toBeVisible();
    await page.mouse.wheel(0, 600);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('dialog', { name: '深圳市破产管理人协会' });
    await menu.getByRole('link', { name: Areas.caseAndLegle.title.zh }).click();
    await expect(page).toHaveURL(/\/portal\/szpca\/caseAndLegle$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('main#main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

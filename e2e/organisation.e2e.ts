import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { ConsoleAuthorityPage } from './pages/console-authority.page';

/** An association no other e2e suite reorganises. */
const ASSOCIATION = 'jlpca';

test('an administrator reorders departments by dragging, and the order survives a reload and shows on the portal tree', async ({ page, request }) => {
  const consolePage = new ConsoleAuthorityPage(page);
  await consolePage.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);
  await consolePage.navigation.getByRole('link', { name: '组织架构' }).click();

  const units = page.getByTestId('org-unit');
  const secretariat = units.filter({ hasText: '秘书处' });
  const office = units.filter({ hasText: '会长办公室' });
  await expect(office).toBeVisible();
  const namesBefore = await units.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));
  expect(namesBefore.indexOf('会长办公室')).toBeLessThan(namesBefore.indexOf('秘书处'));

  // Drag 秘书处 onto 会长办公室: it takes its place, and the server keeps the new order.
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/cms/deptInfo/updateDeptOrder'));
  await secretariat.dragTo(office);
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(units.first()).toBeVisible();
  const namesAfter = await units.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));
  expect(namesAfter.indexOf('秘书处')).toBeLessThan(namesAfter.indexOf('会长办公室'));

  // The arrow buttons do the same from the keyboard: move it back down.
  const back = page.waitForResponse((response) => response.url().endsWith('/api/v1/cms/deptInfo/updateDeptOrder'));
  await page.getByRole('button', { name: '下移 秘书处' }).click();
  expect((await back).status()).toBe(200);

  // The portal's public tree follows, without the internal group.
  const publicTree = await (await request.get('/api/noauth/v1/home/about/queryHomeDeptTree', { headers: { channel: ASSOCIATION } })).json();
  const publicNames = (publicTree.data[0].children as { name: string }[]).map((node) => node.name);
  expect(publicNames.slice(0, 2)).toEqual(['会长办公室', '秘书处']);
  expect(publicNames).not.toContain('内审组');
});

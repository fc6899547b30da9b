import { expect, test, type Page } from '@playwright/test';

/** What a browser does when the visitor comes back to the tab. */
const showTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('the served version marker is the build commit, never cached', async ({ request }) => {
  const response = await request.get(`/cms/_version.json?v=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(((await response.json()) as { commitId: string }).commitId).toMatch(/^[0-9a-f]{7,40}$/);
});

test('a new commit prompts for a refresh when the tab becomes visible; ignore snoozes it for five minutes', async ({ page }) => {
  await page.clock.install();
  await page.goto('/portal/szpca');
  await expect(page.getByTestId('association-title')).toBeVisible();
  const prompt = page.getByRole('alertdialog', { name: '检测到新版本，是否刷新页面？' });

  // A failing marker stays silent.
  await page.route('**/cms/_version.json*', (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
  const failed = page.waitForResponse((response) => response.url().includes('/cms/_version.json'));
  await showTab(page);
  await failed;

  // A marker naming another commit: the prompt, with the request stamped by the page's clock.
  await page.unroute('**/cms/_version.json*');
  await page.route('**/cms/_version.json*', (route) => route.fulfill({ json: { commitId: 'f00dfacecafe' } }));
  const asked = page.waitForRequest((request) => request.url().includes('/cms/_version.json'));
  await showTab(page);
  const stampOf = (url: string) => Number(new URL(url).searchParams.get('v'));
  const firstStamp = stampOf((await asked).url());
  expect(String(firstStamp)).toMatch(/^\d{13}$/);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: '刷新' })).toBeFocused();

  // Ignore: the prompt goes, and coming back within five minutes asks nothing.
  await prompt.getByRole('button', { name: '忽略' }).click();
  await expect(prompt).toBeHidden();
  const stamps: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cms/_version.json')) stamps.push(stampOf(request.url()));
  });
  await page.clock.fastForward('04:59');
  await showTab(page);
  await expect(prompt).toBeHidden();
  expect(stamps).toEqual([]);

  // After five minutes it asks again.
  await page.clock.fastForward('00:02');
  await showTab(page);
  await expect(prompt).toBeVisible();
  expect(stamps).toHaveLength(1);
  // The timestamp is the page's clock: five minutes and more after the first.
  expect(stamps[0]! - firstStamp).toBeGreaterThanOrEqual(5 * 60 * 1000);

  // Refresh reloads the page.
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: '刷新' }).click();
  await reloaded;
});

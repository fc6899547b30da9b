import { expect, test } from '@playwright/test';
import { signInToConsole } from './pages/console-sign-in';

test('signing out in one tab takes the other tabs off their signed-in pages to the login, with the way back and the channel', async ({ context }) => {
  const first = await context.newPage();
  await signInToConsole(first, 'szpca', 'admin', 'Demo@2026');
  const second = await context.newPage();
  await second.goto('/index/szpca/basicConfig');
  await expect(second.getByTestId('association-title')).toBeVisible();

  await first.getByRole('button', { name: '退出登录' }).click();
  await first.waitForURL('**/index/szpca/login**');

  // The other tab follows by itself (a storage event, no polling), ending on the login page.
  await expect.poll(() => new URL(second.url()).pathname).toBe('/index/szpca/login');
  await expect(second.getByRole('heading', { name: '工作人员登录' })).toBeVisible();
  const url = new URL(second.url());
  expect(url.searchParams.get('redirect')).toBe('/index/szpca/basicConfig');
  expect(url.searchParams.get('login')).toBe('1');
  expect(url.searchParams.get('_channel')).toBe('szpca');
});

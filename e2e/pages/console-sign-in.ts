import type { Page } from '@playwright/test';

/** Signs in on the console's login page and waits for the landing page. */
export const signInToConsole = async (page: Page, associationId: string, loginId: string, password: string, landing = 'dashboard'): Promise<void> => {
  await page.goto(`/index/${associationId}/login`);
  await page.getByLabel('账号').fill(loginId);
  await page.getByRole('textbox', { name: '密码' }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(`**/index/${associationId}/${landing}**`);
};

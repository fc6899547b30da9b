import { expect, test } from '@playwright/test';
import type { CaseDeadlinesSettings } from '@bk/contracts';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { ConsoleBasicConfigPage } from './pages/console-basic-config.page';

/** An association no other suite configures; its deadlines go back to the defaults afterwards. */
const ASSOCIATION = 'bjypt';
const PATH = '/api/v1/cms/associatio/deadlines';

test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { channel: ASSOCIATION } });
  await admin.post('/api/v1/login', { data: { loginId: 'admin', password: DEMO_PASSWORD } });
  const current = ((await (await admin.get(PATH)).json()) as { data: CaseDeadlinesSettings }).data;
  await admin.post(PATH, { data: { signWithinHours: 72, acceptWithinHours: 72, version: current.version } });
  await admin.dispose();
});

test('an administrator changes the signing deadline after being told which cases it applies to', async ({ page }) => {
  const config = new ConsoleBasicConfigPage(page);

  // 1. The menu offers 基础配置 to the admin (config:basic); the form shows hours and days.
  await config.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);
  await config.menuEntry.click();
  await expect(config.signWithin).toHaveValue('72');
  await expect(config.signWithinDays).toHaveText('即 3 天');
  await expect(config.save).toBeDisabled();

  // 2. An impossible value is refused inline, in the schema's (and the server's) words.
  await config.signWithin.fill('0');
  await config.acceptWithin.focus();
  await expect(config.fieldError('签收时限不能少于1小时')).toBeVisible();

  // 3. 36 hours is a day and a half; saving asks first and says whom it affects.
  await config.signWithin.fill('36');
  await expect(config.fieldError('签收时限不能少于1小时')).toHaveCount(0);
  await expect(config.signWithinDays).toHaveText('即 1.5 天');
  await config.save.click();
  await expect(config.confirmation).toContainText('签收时限：72 小时 → 36 小时');
  await expect(config.confirmation).toContainText('新的时限只适用于修改后提交的申请');
  const saved = page.waitForResponse((response) => response.url().endsWith(PATH) && response.request().method() === 'POST');
  await config.confirmation.getByRole('button', { name: '确认保存' }).click();
  expect((await saved).status()).toBe(200);

  // 4. Saved: told so, attributed, and still there after a reload.
  await expect(page.getByText('案件时限已保存，将用于此后提交的申请')).toBeVisible();
  await expect(config.lastChanged).toContainText('上次修改：管理员 周婷');
  await page.reload();
  await expect(config.signWithin).toHaveValue('36');
});

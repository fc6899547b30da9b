import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { ChannelConfigSettings } from '@bk/contracts';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { ConsoleBasicConfigPage } from './pages/console-basic-config.page';
import { PortalHomePage } from './pages/portal-home.page';

/** An association no other suite renames; its title and icon go back afterwards. */
const ASSOCIATION = 'bjypt';
const LIST = '/api/v1/associatio/config/list';
const SAVE = '/api/v1/associatio/config';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let original: ChannelConfigSettings['config'];

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { channel: ASSOCIATION } });
  await admin.post('/api/v1/login', { data: { loginId: 'admin', password: DEMO_PASSWORD } });
  original = ((await (await admin.post(LIST, { data: {} })).json()) as { data: ChannelConfigSettings }).data.config;
  await admin.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { channel: ASSOCIATION } });
  await admin.post('/api/v1/login', { data: { loginId: 'admin', password: DEMO_PASSWORD } });
  const current = ((await (await admin.post(LIST, { data: {} })).json()) as { data: ChannelConfigSettings }).data;
  await admin.post(SAVE, { data: { ...current.config, title: original.title, icoFileId: original.icoFileId, version: current.version } });
  await admin.dispose();
});

test("an administrator renames the association and gives it an icon on 基础配置, and the portal shows both", async ({ page, context }) => {
  const config = new ConsoleBasicConfigPage(page);
  const title = `首都破产公益服务平台${randomUUID().slice(0, 4)}`;

  // 1. 基础配置 shows the channel configuration beside the case deadlines.
  await config.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);
  await config.menuEntry.click();
  await expect(config.channelTitle).toHaveValue(original.title);
  await expect(config.channelSave).toBeDisabled();

  // 2. A title over 30 characters is refused in the schema's words before anything is sent.
  await config.channelTitle.fill('很'.repeat(31));
  await config.channelSave.click();
  await expect(config.fieldError('门户标题不能超过30个字')).toBeVisible();

  // 3. The new title and a PNG icon, uploaded with its progress, previewed, then saved.
  await config.channelTitle.fill(title);
  await config.iconFileInput.setInputFiles({ name: '公益平台图标.png', mimeType: 'image/png', buffer: PNG });
  await expect(config.icon.getByText('上传成功：公益平台图标.png', { exact: false })).toBeVisible();
  await expect(config.iconPreview).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith(SAVE) && response.request().method() === 'POST');
  await config.channelSave.click();
  const settings = ((await (await saved).json()) as { data: ChannelConfigSettings }).data;
  await expect(page.getByText('渠道配置已保存，门户刷新后即显示')).toBeVisible();

  // 4. The change history names who changed what.
  await expect(config.channelHistory).toContainText(`门户标题：${original.title} → ${title}`);
  await expect(config.channelHistory).toContainText('管理员 周婷');
  await expect(config.channelHistory).toContainText('更换了网站图标');

  // 5. The portal, opened now, has the new name in its header, its heading and the tab, and the icon.
  const portalPage = await context.newPage();
  const portal = new PortalHomePage(portalPage);
  await portal.open(ASSOCIATION);
  await expect(portal.headerTitle).toHaveText(title);
  await expect(portal.heading).toHaveText(title);
  await expect(portalPage).toHaveTitle(new RegExp(`^${title}`));
  await expect(portal.pageIcon).toHaveAttribute('href', new RegExp(settings.config.icoFileId!));
});

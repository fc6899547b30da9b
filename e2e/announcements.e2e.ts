import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { AnnouncementDetail } from '@bk/contracts';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { ConsoleAnnouncementsPage } from './pages/console-announcements.page';
import { PortalAreaPage } from './pages/portal-area.page';

const ASSOCIATION = 'szpca';
const CMS = '/api/v1/cms/content';

test('an editor creates an announcement, publishes it onto the portal, and is told when someone else changed it first', async ({ page, browser, baseURL }) => {
  const announcements = new ConsoleAnnouncementsPage(page);
  const title = `重整投资人招募公告 ${randomUUID().slice(0, 6)}`;

  // 1. 公告信息 in the menu; 新增公告 with nothing chosen is refused in the schema's words.
  await announcements.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);
  await announcements.menuEntry.click();
  await announcements.addButton.click();
  await announcements.save.click();
  await expect(announcements.fieldError('请选择公告类型')).toBeVisible();
  await expect(announcements.fieldError('请填写标题')).toBeVisible();

  // 2. Saved: back on the list, unpublished.
  await announcements.chooseType('投资人招募');
  // Filed under the second case-announcement tab (the first is the default).
  await expect(page.getByTestId('content-form').getByRole('combobox', { name: '栏目' })).toHaveValue('庭外重组公告');
  await announcements.chooseCategory('破产案件公告');
  await announcements.title.fill(title);
  await announcements.body.fill('管理人现公开招募重整投资人。\n\n意向投资人请于公告发布之日起三十日内报名。');
  await announcements.save.click();
  await page.waitForURL(`**/index/${ASSOCIATION}/courtReformGgxx`);
  await announcements.searchFor(title);
  await expect(announcements.publishSwitch(title)).not.toBeChecked();

  // 3. Switched on: published, and on the portal's home and its own page.
  await announcements.publishSwitch(title).click({ force: true });
  await expect(announcements.publishSwitch(title)).toBeChecked();
  await expect(announcements.row(title).getByText('已发布')).toBeVisible();
  const visitor = await browser.newContext();
  const portal = await visitor.newPage();
  await portal.goto(`/portal/${ASSOCIATION}`);
  await portal.getByTestId('latest-announcements').getByRole('link', { name: title }).click();
  await expect(portal.getByTestId('announcement-detail')).toContainText('意向投资人请于公告发布之日起三十日内报名。');
  // And on the 案件公告 screen, reached from the home, under the tab it was filed under.
  const area = new PortalAreaPage(portal);
  await portal.goto(`/portal/${ASSOCIATION}`);
  await area.nav.getByRole('link', { name: '案件公告' }).click();
  await portal.getByRole('tab', { name: '破产案件公告' }).click();
  await expect(area.content.filter({ hasText: title })).toHaveCount(1);
  await portal.getByRole('tab', { name: '庭外重组公告' }).click();
  await expect(area.content.filter({ hasText: title })).toHaveCount(0);

  // 4. Opened for editing, then pinned by someone else: saving the stale edit is refused and says so.
  await announcements.row(title).getByRole('link', { name: `编辑公告“${title}”` }).first().click();
  await expect(announcements.meta).toContainText('版本 2');
  const contentId = page.url().split('/').pop()!;
  const colleague = await browser.newContext({ baseURL, extraHTTPHeaders: { channel: ASSOCIATION } });
  await colleague.request.post('/api/v1/login', { data: { loginId: 'admin', password: DEMO_PASSWORD } });
  const pinned = await colleague.request.post(`${CMS}/doOperTopCmsContent`, { data: { contentId, version: 2, pinned: true } });
  expect(pinned.status()).toBe(200);
  await expect
    .poll(async () => ((await (await colleague.request.get(`${CMS}/getCmsContentDetail`, { params: { contentId } })).json()) as { data: AnnouncementDetail }).data.version)
    .toBe(3);
  await colleague.close();

  await announcements.title.fill(`${title}（更正）`);
  await announcements.save.click();
  await expect(announcements.conflict).toContainText('该公告已被他人修改');

  // 5. Reloading shows the latest version; the edit made on it is saved.
  await announcements.conflict.getByRole('button', { name: '重新加载最新内容' }).click();
  await expect(announcements.meta).toContainText('版本 3');
  await expect(announcements.title).toHaveValue(title);
  await announcements.title.fill(`${title}（更正）`);
  await announcements.save.click();
  await page.waitForURL(`**/index/${ASSOCIATION}/courtReformGgxx`);
  await announcements.searchFor(`${title}（更正）`);
  await expect(announcements.row(`${title}（更正）`).getByText('置顶', { exact: true })).toBeVisible();

  // The edit kept its tab: the visitor finds the corrected announcement where the first one was.
  await portal.goto(`/portal/${ASSOCIATION}/caseInfo`);
  await portal.getByRole('tab', { name: '破产案件公告' }).click();
  await expect(area.content.filter({ hasText: `${title}（更正）` })).toHaveCount(1);
  await visitor.close();
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ContentStaff, PDF_BYTES, PNG_BYTES } from './fixtures/content.fixture';
import { ConsoleContentPage } from './pages/console-content.page';

const ASSOCIATION = 'szpca';

/** Signed in once for the file; every test opens its own page in that session. */
let staff: ContentStaff;
test.beforeAll(async ({ browser, baseURL }) => {
  staff = await ContentStaff.signIn(browser, baseURL!, ASSOCIATION);
});
test.afterAll(async () => {
  await staff.dispose();
});

/** A day after tomorrow at 09:30 in the browser's time zone (the config's Asia/Shanghai), as datetime-local takes it. */
const laterAtHalfPastNine = (): string => {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
  );
  return `${day}T09:30`;
};

test('an editor writes news with an image and a PDF, schedules it, publishes it, and finds it on the portal', async ({ browser }) => {
  const page = await staff.context.newPage();
  const content = new ConsoleContentPage(page);
  const title = `破产事务中心年度工作会议 ${randomUUID().slice(0, 6)}`;

  // 1. 新闻资讯 → 新增新闻: a title, a paragraph, an image through the upload flow, a PDF attachment.
  await page.goto(`/index/${ASSOCIATION}/dashboard`);
  await content.menuEntry('新闻资讯').click();
  await content.addButton.click();
  await content.title.fill(title);
  await content.body.click();
  await page.keyboard.type('会议总结了全年受理破产案件的情况，并部署了下一阶段的工作。');
  await content.imageInput.setInputFiles({ name: '会议现场.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(content.body.locator('img[data-file-id]')).toHaveCount(1);
  await content.attachmentInput.setInputFiles({ name: '债权申报须知.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(content.attachments).toContainText(['债权申报须知.pdf']);
  await content.save.click();
  await page.waitForURL(`**/index/${ASSOCIATION}/news**`);

  // 2. Saved unpublished; scheduled for a later morning, which the form and the list both show.
  await content.searchFor('搜索新闻', title);
  await expect(content.publishSwitch(title)).not.toBeChecked();
  await content.editLink(title).click();
  await content.scheduleInput.fill(laterAtHalfPastNine());
  await content.scheduleSet.click();
  await expect(content.scheduleCurrent).toContainText('09:30');
  await content.menuEntry('新闻资讯').click();
  await content.searchFor('搜索新闻', title);
  await expect(content.row(title).getByTestId('content-scheduled-at')).toContainText('09:30');

  // 3. Published now, from the list's switch.
  await content.publishSwitch(title).click({ force: true });
  await expect(content.publishSwitch(title)).toBeChecked();

  // 4. A visitor sees it in the portal's news list, and its page with the text, the image and the attachment.
  const visitor = await browser.newContext();
  const portal = await visitor.newPage();
  await portal.goto(`/portal/${ASSOCIATION}`);
  await portal.getByTestId('home-news').click();
  const item = portal.getByTestId('portal-news').filter({ hasText: title });
  await expect(item.getByText('新', { exact: true })).toBeVisible();
  await item.getByRole('link', { name: title }).click();
  const detail = portal.getByTestId('news-detail');
  await expect(detail).toContainText('会议总结了全年受理破产案件的情况');
  await expect(detail.locator('img')).toHaveCount(1);
  await expect(portal.getByTestId('news-attachments').getByRole('link', { name: '下载附件“债权申报须知.pdf”' })).toBeVisible();
  await visitor.close();
});

test('an editor restores an older revision of a news item as a new revision', async () => {
  const original = `行业资讯 ${randomUUID().slice(0, 6)}`;
  const created = await staff.save(ASSOCIATION, { kind: 'news', title: original, body: '<p>第一版正文。</p>' });
  await staff.save(ASSOCIATION, { kind: 'news', title: `${original}（改）`, body: '<p>第二版正文。</p>', contentId: created.contentId, version: created.version });

  const page = await staff.context.newPage();
  const content = new ConsoleContentPage(page);
  await page.goto(`/index/${ASSOCIATION}/news-form/edit/${created.contentId}`);
  await expect(content.title).toHaveValue(`${original}（改）`);
  await content.historyOpen.click();

  // The first revision, compared with nothing, shows its own text; restoring it asks first.
  const entries = content.historyDrawer.getByTestId('revision-entry');
  await expect(entries).toHaveCount(2);
  await entries.last().click();
  await expect(content.historyDrawer.getByTestId('revision-diff')).toContainText('第一版正文。');
  await content.historyDrawer.getByTestId('revision-restore').click();
  await content.restoreConfirm.getByRole('button', { name: '确认恢复' }).click();

  // A third revision with the first one's text; the form reloads it.
  await expect(content.title).toHaveValue(original);
  await expect(content.body).toContainText('第一版正文。');
  await content.historyOpen.click();
  await expect(content.historyDrawer.getByTestId('revision-entry')).toHaveCount(3);
});

// Several console tabs of one browser share its live streams (to-do counts, communicate): each
// stream held a connection per tab, and a handful of tabs used up the browser's six connections
// per host, so every further request in any tab hung until it timed out.
test('with several console tabs open, an editor reorders icon links with the move buttons, and the order survives a reload', async () => {
  const prefix = `图标 ${randomUUID().slice(0, 6)}`;
  const icon = await staff.upload(ASSOCIATION, 'icon.png', PNG_BYTES);
  for (const [order, name] of ['甲', '乙', '丙'].entries()) {
    await staff.save(ASSOCIATION, { kind: 'iconLink', title: `${prefix}${name}`, fields: { url: `https://example.com/${order}`, iconFileId: icon.fileId }, order });
  }
  for (let tab = 0; tab < 4; tab += 1) {
    const other = await staff.context.newPage();
    await other.goto(`/index/${ASSOCIATION}/dashboard`);
  }

  const page = await staff.context.newPage();
  const content = new ConsoleContentPage(page);
  await page.goto(`/index/${ASSOCIATION}/dashboard`);
  await content.menuEntry('图标链接').click();
  await content.searchFor('搜索图标链接', prefix);
  await expect(content.rows()).toHaveText([new RegExp(`${prefix}甲`), new RegExp(`${prefix}乙`), new RegExp(`${prefix}丙`)]);

  const saved = page.waitForResponse((response) => response.url().endsWith('/reorderCmsContent') && response.status() === 200);
  await page.getByRole('button', { name: `下移“${prefix}甲”` }).click();
  await saved;
  await expect(content.rows()).toHaveText([new RegExp(`${prefix}乙`), new RegExp(`${prefix}甲`), new RegExp(`${prefix}丙`)]);

  await page.reload();
  await expect(content.rows()).toHaveText([new RegExp(`${prefix}乙`), new RegExp(`${prefix}甲`), new RegExp(`${prefix}丙`)]);
});

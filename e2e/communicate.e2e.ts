import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { CommunicatePage } from './pages/communicate.page';

/** An association whose demo matters no other e2e suite touches. */
const ASSOCIATION = 'bjypt';

test('two people converse live in a matter: messages, read receipts, the header count and finishing', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const handlerContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    const handlerPage = await handlerContext.newPage();
    const admin = new CommunicatePage(adminPage);
    const handler = new CommunicatePage(handlerPage);
    await admin.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);
    await handler.signIn(ASSOCIATION, 'handler', DEMO_PASSWORD);

    // The administrator finds 李强 in the address book and opens the matter with him.
    await admin.open(ASSOCIATION);
    await admin.addressTab.click();
    await admin.memberSearch.fill('李强');
    await adminPage.getByRole('button', { name: '发起沟通 李强' }).click();
    await expect(admin.conversationTitle).toHaveText('李强');
    await expect(admin.status).toHaveText('进行中');

    // 李强 is in the back office: the header's count moves when a message arrives, no reload.
    await expect(handlerPage.getByTestId('current-user')).toBeVisible();
    const unreadBefore = (await handler.headerUnread.isVisible()) ? Number(await handler.headerUnread.textContent()) : 0;
    const question = `资料什么时候能补齐？${randomUUID().slice(0, 6)}`;
    await admin.send(question);
    await expect(handler.headerUnread).toHaveText(String(unreadBefore + 1));
    await expect(admin.message(question).getByTestId('im-receipt')).toHaveText('未读');

    // He opens it: the message is there, and the administrator's receipt turns to read by itself.
    await handlerPage.getByRole('link', { name: /沟通/ }).click();
    await handler.matterItems.filter({ hasText: '周婷' }).first().click();
    await expect(handler.conversationTitle).toHaveText('周婷');
    await expect(handler.message(question)).toBeVisible();
    await expect(admin.message(question).getByTestId('im-receipt')).toHaveText('已读');

    // With both on the page, each sees the other's messages arrive, once, in one order.
    const answer = `本周五前补齐。${randomUUID().slice(0, 6)}`;
    await handler.send(answer);
    await expect(admin.message(answer)).toHaveCount(1);
    const followUp = `好的，辛苦。${randomUUID().slice(0, 6)}`;
    await admin.send(followUp);
    await expect(handler.message(followUp)).toHaveCount(1);
    const order = async (page: CommunicatePage) =>
      (await page.messages.allTextContents()).filter((text) => [question, answer, followUp].some((m) => text.includes(m)));
    const adminOrder = await order(admin);
    expect(adminOrder.map((text) => [question, answer, followUp].findIndex((m) => text.includes(m)))).toEqual([0, 1, 2]);
    expect((await order(handler)).length).toBe(3);

    // Finishing asks first; then neither side can write, and 李强 sees it end live.
    await adminPage.getByRole('button', { name: '结束事项' }).click();
    const dialog = adminPage.getByRole('dialog', { name: '结束事项' });
    await expect(dialog).toContainText('确认结束');
    await dialog.getByRole('button', { name: '结束事项' }).click();
    await expect(admin.status).toHaveText('已结束');
    await expect(admin.ended).toHaveText('事项已结束，不能再发送消息。');
    await expect(handler.status).toHaveText('已结束');
    await expect(handler.ended).toBeVisible();
    await expect(handler.composer).toHaveCount(0);
  } finally {
    await adminContext.close();
    await handlerContext.close();
  }
});

import type { Locator, Page } from '@playwright/test';
import { signInToConsole } from './console-sign-in';

/** The communicate area (/communicate/:associationId): matters, the open conversation, the address book. */
export class CommunicatePage {
  readonly matterTab: Locator;
  readonly addressTab: Locator;
  readonly unreadTotal: Locator;
  readonly memberSearch: Locator;
  readonly matterItems: Locator;
  readonly conversationTitle: Locator;
  readonly messages: Locator;
  readonly receipts: Locator;
  readonly composer: Locator;
  readonly status: Locator;
  readonly ended: Locator;
  readonly headerUnread: Locator;

  constructor(private readonly page: Page) {
    const tabs = page.getByRole('tablist', { name: '沟通导航' });
    this.matterTab = tabs.getByRole('tab', { name: /事项/ });
    this.addressTab = tabs.getByRole('tab', { name: '通讯录' });
    this.unreadTotal = page.getByTestId('im-unread-total');
    this.memberSearch = page.getByRole('textbox', { name: '按姓名或手机号搜索' });
    this.matterItems = page.getByTestId('im-matter-item');
    this.conversationTitle = page.getByTestId('im-conversation-title');
    this.messages = page.getByTestId('im-message');
    this.receipts = page.getByTestId('im-receipt');
    this.composer = page.getByRole('textbox', { name: '输入消息，Enter 发送，Shift+Enter 换行' });
    this.status = page.getByTestId('im-matter-status');
    this.ended = page.getByTestId('im-ended');
    this.headerUnread = page.getByTestId('header-im-unread');
  }

  signIn(associationId: string, loginId: string, password: string): Promise<void> {
    return signInToConsole(this.page, associationId, loginId, password);
  }

  async open(associationId: string): Promise<void> {
    await this.page.goto(`/communicate/${associationId}`);
    await this.page.waitForURL(`**/communicate/${associationId}/matter**`);
  }

  message(text: string): Locator {
    return this.messages.filter({ hasText: text });
  }

  async send(text: string): Promise<void> {
    const sent = this.page.waitForResponse((response) => response.url().endsWith('/api/v1/im/record/create'));
    await this.composer.fill(text);
    await this.composer.press('Enter');
    await sent;
  }
}

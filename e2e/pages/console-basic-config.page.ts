import type { Locator, Page } from '@playwright/test';

/**
 * basicConfig: the case-deadline form, its confirmation and what it says after saving; the
 * channel configuration form with its icon upload and change history.
 */
export class ConsoleBasicConfigPage {
  readonly loginId: Locator;
  readonly password: Locator;
  readonly loginSubmit: Locator;
  readonly menuEntry: Locator;
  readonly signWithin: Locator;
  readonly signWithinDays: Locator;
  readonly acceptWithin: Locator;
  readonly save: Locator;
  readonly confirmation: Locator;
  readonly lastChanged: Locator;
  readonly channelForm: Locator;
  readonly channelTitle: Locator;
  readonly icon: Locator;
  readonly iconFileInput: Locator;
  readonly iconPreview: Locator;
  readonly channelSave: Locator;
  readonly channelHistory: Locator;

  constructor(private readonly page: Page) {
    this.loginId = page.getByLabel('账号');
    this.password = page.getByRole('textbox', { name: '密码' });
    this.loginSubmit = page.getByRole('button', { name: '登录' });
    this.menuEntry = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '基础配置' });
    this.signWithin = page.getByRole('textbox', { name: '签收时限' });
    this.signWithinDays = page.getByTestId('deadline-signWithinHours-days');
    this.acceptWithin = page.getByRole('textbox', { name: '受理时限' });
    this.save = page.getByRole('button', { name: '保存', exact: true });
    this.confirmation = page.getByRole('dialog', { name: '确认修改案件时限' });
    this.lastChanged = page.getByTestId('deadlines-meta');
    this.channelForm = page.getByTestId('channel-config-form');
    this.channelTitle = this.channelForm.getByRole('textbox', { name: '门户标题' });
    this.icon = page.getByTestId('channel-config-icoFileId');
    this.iconFileInput = this.icon.locator('input[type="file"]');
    this.iconPreview = this.icon.getByRole('img', { name: '网站图标' });
    this.channelSave = page.getByRole('button', { name: '保存渠道配置' });
    this.channelHistory = page.getByTestId('channel-config-history');
  }

  async signIn(associationId: string, loginId: string, password: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/login`);
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.loginSubmit.click();
    await this.page.waitForURL(`**/index/${associationId}/dashboard**`);
  }

  fieldError(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }
}

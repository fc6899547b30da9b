import type { Locator, Page } from '@playwright/test';

/** basicConfig's channel configuration: its form, icon upload, save and change history. */
export class ConsoleChannelConfigPage {
  readonly loginId: Locator;
  readonly password: Locator;
  readonly loginSubmit: Locator;
  readonly menuEntry: Locator;
  readonly form: Locator;
  readonly title: Locator;
  readonly icon: Locator;
  readonly iconFileInput: Locator;
  readonly iconPreview: Locator;
  readonly save: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.loginId = page.getByLabel('账号');
    this.password = page.getByRole('textbox', { name: '密码' });
    this.loginSubmit = page.getByRole('button', { name: '登录' });
    this.menuEntry = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '基础配置' });
    this.form = page.getByTestId('channel-config-form');
    this.title = this.form.getByRole('textbox', { name: '门户标题' });
    this.icon = page.getByTestId('channel-config-icoFileId');
    this.iconFileInput = this.icon.locator('input[type="file"]');
    this.iconPreview = this.icon.getByRole('img', { name: '网站图标' });
    this.save = page.getByRole('button', { name: '保存渠道配置' });
    this.history = page.getByTestId('channel-config-history');
  }

  async signIn(associationId: string, loginId: string, password: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/login`);
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.loginSubmit.click();
    await this.page.waitForURL(`**/index/${associationId}/dashboard**`);
  }

  fieldError(message: string): Locator {
    return this.form.getByText(message, { exact: true });
  }
}

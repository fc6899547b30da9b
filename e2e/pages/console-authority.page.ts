import type { Locator, Page } from '@playwright/test';

/** authorityManagement (权限管理) and the change-password page. */
export class ConsoleAuthorityPage {
  readonly menuEntry: Locator;
  readonly createAccount: Locator;
  readonly dialog: Locator;
  readonly temporaryPassword: Locator;
  readonly navigation: Locator;

  constructor(private readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: '主导航' });
    this.menuEntry = this.navigation.getByRole('link', { name: '权限管理' });
    this.createAccount = page.getByTestId('account-create');
    this.dialog = page.getByRole('dialog');
    this.temporaryPassword = page.getByTestId('temporary-password');
  }

  async signIn(associationId: string, loginId: string, password: string, landing = 'dashboard'): Promise<void> {
    await this.page.goto(`/index/${associationId}/login`);
    await this.page.getByLabel('账号').fill(loginId);
    await this.page.getByRole('textbox', { name: '密码' }).fill(password);
    await this.page.getByRole('button', { name: '登录' }).click();
    await this.page.waitForURL(`**/index/${associationId}/${landing}**`);
  }

  /** Narrows the account list to matches (the list pages; other suites add accounts of their own). */
  async searchFor(keyword: string): Promise<void> {
    const search = this.page.getByRole('searchbox', { name: '搜索账号' });
    await search.fill(keyword);
    await search.press('Enter');
  }

  accountRow(loginId: string): Locator {
    return this.page.locator(`[data-testid="account-row"][data-login-id="${loginId}"]`);
  }

  /** Picks options in a Mantine MultiSelect by their labels. */
  async choose(testId: string, labels: readonly string[]): Promise<void> {
    const input = this.dialog.getByTestId(testId);
    for (const label of labels) {
      await input.click();
      await this.page.getByRole('option', { name: label, exact: true }).click();
    }
    await input.press('Escape');
  }
}

import type { Locator, Page } from '@playwright/test';

/** courtReformGgxx (公告信息) on the generic content screens: the list with its switches, and the add/edit form. */
export class ConsoleAnnouncementsPage {
  readonly loginId: Locator;
  readonly password: Locator;
  readonly loginSubmit: Locator;
  readonly menuEntry: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly typeSelect: Locator;
  readonly title: Locator;
  readonly body: Locator;
  readonly save: Locator;
  readonly conflict: Locator;
  readonly meta: Locator;

  constructor(private readonly page: Page) {
    this.loginId = page.getByLabel('账号');
    this.password = page.getByRole('textbox', { name: '密码' });
    this.loginSubmit = page.getByRole('button', { name: '登录' });
    this.menuEntry = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '公告信息' });
    this.addButton = page.getByTestId('content-add');
    this.search = page.getByRole('searchbox', { name: '搜索公告' });
    this.typeSelect = page.getByTestId('content-form').getByRole('combobox', { name: '公告类型' });
    this.title = page.getByTestId('content-form').getByRole('textbox', { name: '标题' });
    this.body = page.getByTestId('content-body');
    this.save = page.getByTestId('content-save');
    this.conflict = page.getByTestId('content-conflict');
    this.meta = page.getByTestId('content-meta');
  }

  async signIn(associationId: string, loginId: string, password: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/login`);
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.loginSubmit.click();
    await this.page.waitForURL(`**/index/${associationId}/dashboard**`);
  }

  /** The case-announcement tab (category) the announcement is filed under on the portal. */
  async chooseCategory(name: string): Promise<void> {
    await this.page.getByTestId('content-form').getByRole('combobox', { name: '栏目' }).click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  async chooseType(label: string): Promise<void> {
    await this.typeSelect.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async searchFor(keyword: string): Promise<void> {
    await this.search.fill(keyword);
    await this.search.press('Enter');
  }

  /** The row whose title reads exactly so (its link is named 编辑公告“…” for screen readers). */
  row(title: string): Locator {
    return this.page.getByTestId('content-row').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  publishSwitch(title: string): Locator {
    return this.row(title).getByRole('switch');
  }

  fieldError(message: string): Locator {
    return this.page.getByText(message, { exact: true });
  }
}

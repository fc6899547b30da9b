import { expect, type Locator, type Page } from '@playwright/test';
import type { TodoCounts } from '@bk/contracts';

type DistressMenuPath = 'dilemmaInformation' | 'dilemmaInformationHandle' | 'dilemmaInformationQuery';

/** The distress-consultation queues (困境咨询): allocation, the handler's queue, the progress query. */
export class ConsoleDistressPage {
  readonly loginId: Locator;
  readonly password: Locator;
  readonly loginSubmit: Locator;
  readonly navigation: Locator;
  readonly dialog: Locator;
  readonly actionConfirm: Locator;
  readonly assignConfirm: Locator;
  readonly search: Locator;

  constructor(private readonly page: Page) {
    this.loginId = page.getByLabel('账号');
    this.password = page.getByRole('textbox', { name: '密码' });
    this.loginSubmit = page.getByRole('button', { name: '登录' });
    this.navigation = page.getByRole('navigation', { name: '主导航' });
    this.dialog = page.getByRole('dialog');
    this.actionConfirm = this.dialog.getByTestId('distress-action-confirm');
    this.assignConfirm = this.dialog.getByTestId('distress-assign-confirm');
    this.search = page.getByRole('searchbox', { name: '搜索咨询' });
  }

  async openAs(associationId: string, path: DistressMenuPath, loginId: string, password: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/${path}`);
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.loginSubmit.click();
    await this.page.waitForURL(`**/index/${associationId}/${path}**`);
  }

  badge(menuLabel: string): Locator {
    return this.navigation.getByLabel(new RegExp(`^${menuLabel}：\\d+ 件待处理$`));
  }

  async todoCounts(associationId: string): Promise<TodoCounts> {
    const response = await this.page.request.get('/api/v1/manager/getOcsettlementCount', { headers: { channel: associationId } });
    return ((await response.json()) as { data: TodoCounts }).data;
  }

  /** The badge reads the count, or is absent when there is nothing to do. */
  async expectBadge(menuLabel: string, count: number): Promise<void> {
    if (count > 0) await expect(this.badge(menuLabel)).toHaveText(String(count));
    else await expect(this.badge(menuLabel)).toHaveCount(0);
  }

  row(number: string): Locator {
    return this.page.getByTestId('distress-row').filter({ has: this.page.getByText(number, { exact: true }) });
  }

  rowActions(number: string): Locator {
    return this.row(number).getByTestId(/^distress-action-/);
  }

  async searchFor(keyword: string): Promise<void> {
    await this.search.fill(keyword);
    await this.search.press('Enter');
    await expect(this.row(keyword)).toHaveCount(1);
  }

  async assignTo(number: string, name: string): Promise<void> {
    await this.row(number).getByRole('button', { name: `分配咨询 ${number}` }).click();
    await this.dialog.getByText('指定处理人', { exact: true }).click();
    await this.dialog.getByTestId('distress-personnel-option').filter({ hasText: name }).click();
    await this.dialog.getByTestId('distress-assign-next').click();
    await expect(this.assignConfirm).toContainText(name);
    await this.assignConfirm.getByRole('button', { name: '确认分配' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** A step that asks for one text, confirmed before it is sent. */
  async textStep(number: string, action: string, label: string, text: string, submit: string): Promise<void> {
    await this.row(number).getByRole('button', { name: action, exact: true }).click();
    await this.dialog.getByRole('textbox', { name: label }).fill(text);
    await this.dialog.getByRole('button', { name: '下一步' }).click();
    await expect(this.actionConfirm).toContainText(text);
    await this.actionConfirm.getByRole('button', { name: submit }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** The consultation's page, opened from its row. */
  async openDetail(number: string): Promise<void> {
    // The number itself links there, and so does the row's view button.
    await this.row(number).getByRole('link', { name: `查看咨询 ${number}` }).first().click();
    await expect(this.page.getByTestId('distress-detail-number')).toHaveText(number);
  }

  /** A filed value on the detail page, by its label. */
  particular(label: string): Locator {
    return this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  material(fileName: string): Locator {
    return this.page.getByTestId('distress-file').filter({ hasText: fileName });
  }

  async complete(number: string): Promise<void> {
    await this.row(number).getByRole('button', { name: `办结咨询 ${number}`, exact: true }).click();
    await this.actionConfirm.getByRole('button', { name: '确认办结' }).click();
    await expect(this.dialog).toBeHidden();
  }
}

import type { Locator, Page } from '@playwright/test';

/** The back office's audit replay (审计回放): case search, the step-by-step replay and verification. */
export class ConsoleAuditPage {
  readonly menuEntry: Locator;
  readonly search: Locator;
  readonly stepPosition: Locator;
  readonly step: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly changes: Locator;
  readonly state: Locator;
  readonly verify: Locator;
  readonly verdict: Locator;
  readonly exportBundle: Locator;
  readonly temporalLink: Locator;

  constructor(private readonly page: Page) {
    this.menuEntry = page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '审计回放' });
    this.search = page.getByRole('searchbox', { name: '搜索案件' });
    this.stepPosition = page.getByTestId('audit-step-position');
    this.step = page.getByTestId('audit-step');
    this.previous = page.getByRole('button', { name: '上一个事件' });
    this.next = page.getByRole('button', { name: '下一个事件' });
    this.changes = page.getByTestId('audit-changes');
    this.state = page.getByTestId('audit-state');
    this.verify = page.getByTestId('audit-verify');
    this.verdict = page.getByTestId('audit-verdict');
    this.exportBundle = page.getByTestId('audit-export');
    this.temporalLink = page.getByTestId('temporal-link');
  }

  async signIn(associationId: string, loginId: string, password: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/login`);
    await this.page.getByLabel('账号').fill(loginId);
    await this.page.getByRole('textbox', { name: '密码' }).fill(password);
    await this.page.getByRole('button', { name: '登录' }).click();
    await this.page.waitForURL(`**/index/${associationId}/dashboard**`);
  }

  async searchFor(keyword: string): Promise<void> {
    await this.search.fill(keyword);
    await this.search.press('Enter');
  }

  caseRow(caseNumber: string): Locator {
    return this.page.getByTestId('audit-case-row').filter({ has: this.page.getByText(caseNumber, { exact: true }) });
  }

  /** The case number and the row's 回放 button both lead to the replay. */
  async openReplay(caseNumber: string): Promise<void> {
    await this.caseRow(caseNumber).getByRole('link', { name: `回放案件 ${caseNumber}` }).first().click();
  }

  /** Keyboard stepping: the arrows work anywhere on the page but in a text field. */
  async pressArrow(direction: 'ArrowLeft' | 'ArrowRight'): Promise<void> {
    await this.page.locator('body').press(direction);
  }
}

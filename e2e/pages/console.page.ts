import type { Locator, Page } from '@playwright/test';

/** The back-office: login, the menu with its to-do badges, the allocation queue and its modal. */
export class ConsolePage {
  readonly loginId: Locator;
  readonly password: Locator;
  readonly loginSubmit: Locator;
  readonly navigation: Locator;
  readonly allocationBadge: Locator;
  readonly assignDialog: Locator;

  constructor(private readonly page: Page) {
    this.loginId = page.getByLabel('账号');
    this.password = page.getByRole('textbox', { name: '密码' });
    this.loginSubmit = page.getByRole('button', { name: '登录' });
    this.navigation = page.getByRole('navigation', { name: '主导航' });
    this.allocationBadge = this.navigation.getByLabel(/^申请分配：\d+ 件待处理$/);
    this.assignDialog = page.getByRole('dialog');
  }

  async openAllocationQueue(associationId: string, loginId: string, password: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/courtReformAssign`);
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.loginSubmit.click();
    await this.page.waitForURL(`**/index/${associationId}/courtReformAssign**`);
  }

  /** Opens a case's own page, signing in on the way (the login returns to it). */
  async openCase(associationId: string, caseId: string, loginId: string, password: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/courtReformInformation/${caseId}`);
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.loginSubmit.click();
    await this.page.waitForURL(`**/index/${associationId}/courtReformInformation/${caseId}**`);
  }

  caseRow(caseNumber: string): Locator {
    return this.page.getByTestId('case-row').filter({ has: this.page.getByText(caseNumber, { exact: true }) });
  }

  /** Allocates a case by hand to the named handler, through the confirmation step. */
  /** Narrows the queue to one case: other suites leave cases queued, so it may be past the first page. */
  async searchCase(caseNumber: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: '搜索案件' }).fill(caseNumber);
  }

  async allocate(caseNumber: string, handlerName: string): Promise<void> {
    await this.page.getByRole('button', { name: `分配案件 ${caseNumber}` }).click();
    await this.assignDialog.getByTestId('case-personnel-option').filter({ hasText: handlerName }).click();
    await this.assignDialog.getByTestId('case-assign-next').click();
    await this.assignDialog.getByTestId('case-assign-confirm').getByRole('button', { name: '确认分配' }).click();
  }

  /** A random draw in the open allocation dialog: the drawn person with the seed and the candidates. */
  async drawAtRandom(): Promise<Locator> {
    await this.assignDialog.getByText('随机分配', { exact: true }).click();
    await this.assignDialog.getByTestId('case-random-draw-button').click();
    return this.assignDialog.getByTestId('case-random-draw-result');
  }

  /** Confirms the allocation chosen in the open dialog. */
  async confirmAllocation(): Promise<void> {
    await this.assignDialog.getByTestId('case-assign-next').click();
    await this.assignDialog.getByTestId('case-assign-confirm').getByRole('button', { name: '确认分配' }).click();
  }
}

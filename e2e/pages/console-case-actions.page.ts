import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The court-reform queues that act on cases: the handler's queue (申请办理) and the statement queue
 * (出具说明). Row buttons open a dialog; irreversible steps are confirmed in a second step.
 */
export class ConsoleCaseActionsPage {
  readonly loginId: Locator;
  readonly password: Locator;
  readonly loginSubmit: Locator;
  readonly navigation: Locator;
  readonly dialog: Locator;
  readonly confirmStep: Locator;
  readonly toasts: Locator;

  constructor(private readonly page: Page) {
    this.loginId = page.getByLabel('账号');
    this.password = page.getByRole('textbox', { name: '密码' });
    this.loginSubmit = page.getByRole('button', { name: '登录' });
    this.navigation = page.getByRole('navigation', { name: '主导航' });
    this.dialog = page.getByRole('dialog');
    this.confirmStep = this.dialog.getByTestId('case-action-confirm');
    this.toasts = page.locator('.mantine-Notification-root');
  }

  /**
   * Opens a back-office queue, signing in on the way, searched for one case number: a queue
   * shared with other tests may hold more cases than one page shows.
   */
  async openAs(
    associationId: string,
    menuPath: 'courtReformBind' | 'courtReformMark',
    loginId: string,
    password: string,
    caseNumber: string,
  ): Promise<void> {
    const path = `/index/${associationId}/${menuPath}?keyword=${encodeURIComponent(caseNumber)}`;
    await this.page.goto(path);
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.loginSubmit.click();
    await this.page.waitForURL(`**/index/${associationId}/${menuPath}**`);
    if (!this.page.url().includes('keyword=')) await this.page.goto(path);
  }

  badge(menuLabel: string): Locator {
    return this.navigation.getByLabel(new RegExp(`^${menuLabel}：\\d+ 件待处理$`));
  }

  caseRow(caseNumber: string): Locator {
    return this.page.getByTestId('case-row').filter({ has: this.page.getByText(caseNumber, { exact: true }) });
  }

  private actionButton(caseNumber: string, name: string): Locator {
    return this.caseRow(caseNumber).getByRole('button', { name });
  }

  async sign(caseNumber: string): Promise<void> {
    await this.actionButton(caseNumber, `签收案件 ${caseNumber}`).click();
    await this.confirm('确认签收');
  }

  async addProgress(caseNumber: string, note: string): Promise<void> {
    await this.actionButton(caseNumber, `填报案件 ${caseNumber} 的办理进展`).click();
    await this.dialog.getByLabel('办理进展').fill(note);
    await this.dialog.getByRole('button', { name: '提交进展' }).click();
    await expect(this.dialog).toBeHidden();
  }

  /** Opens the rejection dialog and submits it empty: the schema's message shows inline. */
  async tryRejectWithoutReason(caseNumber: string): Promise<Locator> {
    await this.actionButton(caseNumber, `驳回案件 ${caseNumber}`).click();
    await this.dialog.getByRole('button', { name: '下一步' }).click();
    return this.dialog.getByText('请填写驳回理由');
  }

  async closeDialog(): Promise<void> {
    await this.dialog.getByRole('button', { name: '取消' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async register(caseNumber: string, registrationNo: string): Promise<void> {
    await this.actionButton(caseNumber, `登记案件 ${caseNumber}`).click();
    await this.dialog.getByLabel('登记编号').fill(registrationNo);
    await this.dialog.getByRole('button', { name: '下一步' }).click();
    await expect(this.confirmStep).toContainText(registrationNo);
    await this.confirm('确认登记');
  }

  async issueStatement(caseNumber: string, statementNo: string): Promise<void> {
    await this.actionButton(caseNumber, `为案件 ${caseNumber} 出具说明`).click();
    await this.dialog.getByLabel('文书编号').fill(statementNo);
    await this.dialog.getByRole('button', { name: '下一步' }).click();
    await this.confirm('确认出具');
  }

  async complete(caseNumber: string): Promise<void> {
    await this.actionButton(caseNumber, `办结案件 ${caseNumber}`).click();
    await this.confirm('确认办结');
  }

  private async confirm(buttonName: string): Promise<void> {
    await this.confirmStep.getByRole('button', { name: buttonName }).click();
    await expect(this.dialog).toBeHidden();
  }
}

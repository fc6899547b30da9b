import { expect, type Locator, type Page } from '@playwright/test';
import type { TodoCounts } from '@bk/contracts';

export type TaskApplication = {
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  description: string;
};

/** The restructuring centre's menu entries (cmsMode csj) and their paths under /index/:associationId. */
export type TaskMenuPath = 'courtReformApplyList-csj' | 'courtReformAssign-csj' | 'courtReformAccept-csj' | 'courtReformBind-csj';

/**
 * The restructuring centre's back office: my applications and the three-step application, task
 * allocation, acceptance and handling. Row buttons open a dialog; irreversible steps are confirmed
 * in a second step.
 */
export class ConsoleRestructuringPage {
  readonly loginId: Locator;
  readonly password: Locator;
  readonly loginSubmit: Locator;
  readonly navigation: Locator;
  readonly restructuringMenu: Locator;
  readonly dialog: Locator;
  readonly actionConfirm: Locator;
  readonly assignConfirm: Locator;
  readonly stepOf: Locator;
  readonly submittedBanner: Locator;
  readonly stateFilter: Locator;
  readonly search: Locator;
  readonly timeline: Locator;
  readonly result: Locator;
  readonly temporalLink: Locator;

  constructor(private readonly page: Page) {
    this.loginId = page.getByLabel('账号');
    this.password = page.getByRole('textbox', { name: '密码' });
    this.loginSubmit = page.getByRole('button', { name: '登录' });
    this.navigation = page.getByRole('navigation', { name: '主导航' });
    this.restructuringMenu = this.navigation.getByRole('group', { name: '重组中心' });
    this.dialog = page.getByRole('dialog');
    this.actionConfirm = this.dialog.getByTestId('task-action-confirm');
    this.assignConfirm = this.dialog.getByTestId('task-assign-confirm');
    this.stepOf = page.getByTestId('apply-step-of');
    this.submittedBanner = page.getByTestId('task-submitted');
    this.stateFilter = page.getByRole('combobox', { name: '任务状态' });
    this.search = page.getByRole('searchbox', { name: '搜索任务' });
    this.timeline = page.getByRole('region', { name: '办理记录' });
    this.result = page.getByTestId('task-result');
    this.temporalLink = page.getByTestId('temporal-link');
  }

  /** Opens a back-office page, signing in on the way. */
  async openAs(associationId: string, path: TaskMenuPath, loginId: string, password: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/${path}`);
    await this.loginId.fill(loginId);
    await this.password.fill(password);
    await this.loginSubmit.click();
    await this.page.waitForURL(`**/index/${associationId}/${path}**`);
  }

  menuEntry(label: string): Locator {
    return this.navigation.getByRole('link', { name: new RegExp(`^${label}`) });
  }

  badge(menuLabel: string): Locator {
    return this.navigation.getByLabel(new RegExp(`^${menuLabel}：\\d+ 件待处理$`));
  }

  /** The signed-in user's to-do counts as the server reports them (the badges' seed). */
  async todoCounts(associationId: string): Promise<TodoCounts> {
    const response = await this.page.request.get('/api/v1/manager/getOcsettlementCount', { headers: { channel: associationId } });
    return ((await response.json()) as { data: TodoCounts }).data;
  }

  /** The badge reads the count, or is absent when there is nothing to do. */
  async expectBadge(menuLabel: string, count: number): Promise<void> {
    if (count > 0) await expect(this.badge(menuLabel)).toHaveText(String(count));
    else await expect(this.badge(menuLabel)).toHaveCount(0);
  }

  taskRow(taskNumber: string): Locator {
    return this.page.getByTestId('task-row').filter({ has: this.page.getByText(taskNumber, { exact: true }) });
  }

  rowActions(taskNumber: string): Locator {
    return this.taskRow(taskNumber).getByTestId(/^task-action-/);
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label });
  }

  async fillEnterprise(application: Pick<TaskApplication, 'enterpriseName' | 'creditCode'>): Promise<void> {
    await this.field('企业名称').fill(application.enterpriseName);
    await this.field('统一社会信用代码').fill(application.creditCode);
  }

  async fillContact(application: Pick<TaskApplication, 'contactName' | 'contactPhone' | 'description'>): Promise<void> {
    await this.field('联系人').fill(application.contactName);
    await this.field('联系电话').fill(application.contactPhone);
    await this.field('情况说明').fill(application.description);
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: '下一步' }).click();
  }

  async previous(): Promise<void> {
    await this.page.getByRole('link', { name: '上一步' }).click();
  }

  /** Files the reviewed application through its confirmation; answers the task number the list announces. */
  async submitApplication(associationId: string): Promise<string> {
    await this.page.getByRole('button', { name: '提交申请' }).click();
    await this.dialog.getByTestId('apply-confirm').getByRole('button', { name: '确认提交' }).click();
    await this.page.waitForURL(`**/index/${associationId}/courtReformApplyList-csj`);
    await expect(this.submittedBanner).toBeVisible();
    const announced = (await this.submittedBanner.textContent()) ?? '';
    const taskNumber = /CZRW\d+/.exec(announced)?.[0];
    if (!taskNumber) throw new Error(`no task number in "${announced}"`);
    return taskNumber;
  }

  async searchFor(keyword: string): Promise<void> {
    await this.search.fill(keyword);
    await this.search.press('Enter');
  }

  async filterByState(label: string): Promise<void> {
    await this.stateFilter.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** Opens the allocation dialog of a task; the manual list shows who may accept it. */
  async openAssign(taskNumber: string): Promise<void> {
    await this.taskRow(taskNumber).getByRole('button', { name: `分配任务 ${taskNumber}` }).click();
    await expect(this.dialog).toBeVisible();
  }

  personnelOption(name: string): Locator {
    return this.dialog.getByTestId('task-personnel-option').filter({ hasText: name });
  }

  /** A random draw in the dialog: the drawn person with the seed and the candidates it was drawn among. */
  async drawAtRandom(): Promise<Locator> {
    await this.dialog.getByText('随机分配', { exact: true }).click();
    await this.dialog.getByTestId('task-random-draw-button').click();
    return this.dialog.getByTestId('task-random-draw-result');
  }

  /** Allocates by hand to the named person, through the confirmation step. */
  async assignTo(name: string): Promise<void> {
    await this.dialog.getByText('指定受理人', { exact: true }).click();
    await this.personnelOption(name).click();
    await this.dialog.getByTestId('task-assign-next').click();
    await expect(this.assignConfirm).toContainText(name);
    await this.assignConfirm.getByRole('button', { name: '确认分配' }).click();
    await expect(this.dialog).toBeHidden();
  }

  private actionButton(taskNumber: string, name: string): Locator {
    return this.taskRow(taskNumber).getByRole('button', { name, exact: true });
  }

  /** Opens the decline dialog and submits it empty: the schema's message shows inline, nothing is sent. */
  async tryDeclineWithoutReason(taskNumber: string): Promise<Locator> {
    await this.actionButton(taskNumber, `拒绝受理任务 ${taskNumber}`).click();
    await this.dialog.getByRole('button', { name: '下一步' }).click();
    return this.dialog.getByText('请填写拒绝理由');
  }

  async closeDialog(): Promise<void> {
    await this.dialog.getByRole('button', { name: '取消' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async accept(taskNumber: string): Promise<void> {
    await this.actionButton(taskNumber, `受理任务 ${taskNumber}`).click();
    await this.confirm('确认受理');
  }

  async addProgress(taskNumber: string, note: string): Promise<void> {
    await this.actionButton(taskNumber, `填报任务 ${taskNumber} 的办理进展`).click();
    await this.dialog.getByRole('textbox', { name: '办理进展' }).fill(note);
    await this.dialog.getByRole('button', { name: '提交进展' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async complete(taskNumber: string, result: string): Promise<void> {
    await this.actionButton(taskNumber, `办结任务 ${taskNumber}`).click();
    await this.dialog.getByRole('textbox', { name: '办理结果' }).fill(result);
    await this.dialog.getByRole('button', { name: '下一步' }).click();
    await expect(this.actionConfirm).toContainText(result);
    await this.confirm('确认办结');
  }

  /** The task number and the row's 查看 button both lead to the task page. */
  async openTask(taskNumber: string): Promise<void> {
    await this.taskRow(taskNumber).getByRole('link', { name: `查看任务 ${taskNumber}` }).first().click();
    await expect(this.page.getByTestId('task-detail-number')).toHaveText(taskNumber);
  }

  private async confirm(buttonName: string): Promise<void> {
    await this.actionConfirm.getByRole('button', { name: buttonName }).click();
    await expect(this.dialog).toBeHidden();
  }
}

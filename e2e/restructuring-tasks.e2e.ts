import { randomUUID } from 'node:crypto';
import { exampleCreditCode } from '@bk/domain';
import { DEMO_PASSWORD, expect, test } from './fixtures/court-reform.fixture';
import { ConsoleRestructuringPage, type TaskApplication } from './pages/console-restructuring.page';

/** The demo restructuring centre (cmsMode csj). */
const CENTRE = 'csjrc';

test('an applicant files a task in three steps; it is allocated, accepted, handled and completed; the applicant sees it completed', async ({
  browser,
}) => {
  const application: TaskApplication = {
    enterpriseName: `深圳市重组端到端${randomUUID().slice(0, 6)}有限公司`,
    creditCode: exampleCreditCode(randomUUID()),
    contactName: '刘洋',
    contactPhone: '13800000006',
    description: '主营业务萎缩，银行贷款逾期，希望获得重组咨询。',
  };
  const result = '已出具重组可行性意见，建议与主要债权人协商展期。';

  // 0. The allocator's task allocation queue is open throughout: its badge follows the queue live.
  const allocatorContext = await browser.newContext();
  const allocation = new ConsoleRestructuringPage(await allocatorContext.newPage());
  await allocation.openAs(CENTRE, 'courtReformAssign-csj', 'allocator', DEMO_PASSWORD);
  const waitingBefore = (await allocation.todoCounts(CENTRE)).taskAssignmentCount;
  await allocation.expectBadge('任务分配', waitingBefore);

  // 1. The applicant (no permission keys) has "my applications" only, and starts an application.
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  const applicant = new ConsoleRestructuringPage(applicantPage);
  await applicant.openAs(CENTRE, 'courtReformApplyList-csj', 'applicant', DEMO_PASSWORD);
  await expect(applicant.restructuringMenu.getByRole('link')).toHaveText(['概览', '我的申请']);
  await applicantPage.getByTestId('task-apply-start').first().click();
  await expect(applicant.stepOf).toHaveText('第 1 步，共 3 步');

  // Step 1: the credit code is checked with the contract's rule and message before going on.
  await applicant.fillEnterprise({ ...application, creditCode: '91440300MA5F00000X' });
  await applicant.next();
  await expect(applicantPage.getByText('请输入正确的统一社会信用代码')).toBeVisible();
  await expect(applicant.stepOf).toHaveText('第 1 步，共 3 步');
  await applicant.field('统一社会信用代码').fill(application.creditCode.toLowerCase());
  await applicant.next();
  await expect(applicant.stepOf).toHaveText('第 2 步，共 3 步');

  // Step 2: a reload loses nothing, and going back and forth keeps both steps' values.
  await applicant.fillContact(application);
  await applicantPage.reload();
  await expect(applicant.field('联系人')).toHaveValue(application.contactName);
  await expect(applicant.field('情况说明')).toHaveValue(application.description);
  await applicant.previous();
  await expect(applicant.field('企业名称')).toHaveValue(application.enterpriseName);
  await expect(applicant.field('统一社会信用代码')).toHaveValue(application.creditCode);
  await applicant.next();
  await expect(applicant.field('联系电话')).toHaveValue(application.contactPhone);
  await applicant.next();

  // Step 3: the review shows what will be filed; filing is confirmed, then announced with the task number.
  await expect(applicant.stepOf).toHaveText('第 3 步，共 3 步');
  for (const value of [application.enterpriseName, application.creditCode, application.contactName, application.description]) {
    await expect(applicantPage.getByText(value, { exact: true })).toBeVisible();
  }
  const taskNumber = await applicant.submitApplication(CENTRE);
  expect(taskNumber).toMatch(/^CZRW\d{10}$/);
  await expect(applicant.taskRow(taskNumber).getByText('待分配')).toBeVisible();

  // 2. The allocator's badge counts the new task without a reload; a random draw shows its seed and
  //    candidates; the allocator allocates to 李强 by hand instead, through the confirmation.
  await allocation.expectBadge('任务分配', waitingBefore + 1);
  await allocation.searchFor(taskNumber);
  await allocation.openAssign(taskNumber);
  await expect(allocation.personnelOption('李强')).toContainText(/在办任务 \d+ 件/);
  const draw = await allocation.drawAtRandom();
  await expect(draw).toContainText('随机种子');
  await expect(draw.getByTestId('task-random-draw-candidates')).toContainText('李强');
  await expect(draw.getByTestId('task-random-draw-candidates')).toContainText('陈静');
  await allocation.assignTo('李强');
  await expect(allocation.taskRow(taskNumber)).toHaveCount(0);
  await allocation.expectBadge('任务分配', waitingBefore);

  // 3. 李强 finds it offered in task acceptance, counted on its badge; only accept or decline are offered.
  const handlerContext = await browser.newContext();
  const handler = new ConsoleRestructuringPage(await handlerContext.newPage());
  await handler.openAs(CENTRE, 'courtReformAccept-csj', 'handler', DEMO_PASSWORD);
  const offered = (await handler.todoCounts(CENTRE)).myTaskAcceptanceCount;
  expect(offered).toBeGreaterThanOrEqual(1);
  await handler.expectBadge('任务受理', offered);
  await handler.searchFor(taskNumber);
  await expect(handler.rowActions(taskNumber)).toHaveText(['受理', '拒绝受理']);

  // Declining needs a reason: the schema's message shows in the dialog and nothing is sent.
  await expect(await handler.tryDeclineWithoutReason(taskNumber)).toBeVisible();
  await handler.closeDialog();

  // Accepting (confirmed) moves it to handling: out of this queue, its badge one lower.
  await handler.accept(taskNumber);
  await expect(handler.taskRow(taskNumber)).toHaveCount(0);
  await handler.expectBadge('任务受理', offered - 1);

  // 4. In task handling: a progress note, then completion with its result (confirmed).
  await handler.menuEntry('任务办理').click();
  await handler.searchFor(taskNumber);
  await expect(handler.rowActions(taskNumber)).toHaveText(['办理进展', '办结', '驳回']);
  await handler.addProgress(taskNumber, '已约谈企业负责人，梳理主要债权债务。');
  await handler.complete(taskNumber, result);
  await expect(handler.taskRow(taskNumber)).toHaveCount(0);

  // 5. The applicant finds it among completed applications; its page has the result and the whole history.
  await applicant.menuEntry('我的申请').click();
  await applicant.filterByState('已办结');
  await applicant.searchFor(taskNumber);
  await expect(applicant.taskRow(taskNumber).getByText('已办结')).toBeVisible();
  await applicant.openTask(taskNumber);
  await expect(applicant.result).toContainText(result);
  for (const step of ['提交申请', '分配受理人', '受理任务', '办理进展', '办结']) {
    await expect(applicant.timeline.getByText(step, { exact: true })).toBeVisible();
  }
  // The workflow link is for staff only.
  await expect(applicant.temporalLink).toHaveCount(0);

  await Promise.all([allocatorContext.close(), applicantContext.close(), handlerContext.close()]);
});

test('the restructuring menu belongs to csj associations only', async ({ page }) => {
  const backOffice = new ConsoleRestructuringPage(page);
  await page.goto('/index/szpca/courtReformApplyList-csj');
  await backOffice.loginId.fill('admin');
  await backOffice.password.fill(DEMO_PASSWORD);
  await backOffice.loginSubmit.click();
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await page.goto('/index/szpca/dashboard');
  await expect(backOffice.menuEntry('申请分配')).toBeVisible();
  await expect(backOffice.restructuringMenu).toHaveCount(0);
});

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './fixtures/court-reform.fixture';
import { ConsolePage } from './pages/console.page';
import { ConsoleCaseActionsPage } from './pages/console-case-actions.page';
import { ConsoleProgressQueryPage } from './pages/console-progress-query.page';
import { PortalProgressPage } from './pages/portal-progress.page';

const ASSOCIATION = 'szpca';

const issuanceCount = async (page: Page): Promise<number> => {
  const response = await page.request.get('/api/v1/manager/getOcsettlementCount', { headers: { channel: ASSOCIATION } });
  return ((await response.json()) as { data: { issuanceCount: number } }).data.issuanceCount;
};

test('a handler signs, notes and registers a case; the statement is issued and the case completed; the applicant sees it completed', async ({
  browser,
  courtReform,
}) => {
  const seeded = await courtReform.allocatedCase(ASSOCIATION, '李强');
  const { caseNumber } = seeded;
  const registrationNo = `DJ-E2E-${randomUUID().slice(0, 6)}`;
  const statementNo = `QKSM-E2E-${randomUUID().slice(0, 6)}`;

  // 1. The handler finds the case in their queue, offered for signing only, and signs it.
  const handlerContext = await browser.newContext();
  const handlerPage = await handlerContext.newPage();
  const handling = new ConsoleCaseActionsPage(handlerPage);
  await handling.openAs(ASSOCIATION, 'courtReformBind', 'handler', DEMO_PASSWORD, caseNumber);
  const row = handling.caseRow(caseNumber);
  await expect(row.getByText('待签收')).toBeVisible();
  await expect(row.getByTestId(/^case-action-/)).toHaveCount(1);
  await handling.sign(caseNumber);
  await expect(row.getByText('办理中')).toBeVisible();
  await expect(row.getByTestId(/^case-action-/)).toHaveText(['办理进展', '驳回', '登记']);

  // 2. A rejection needs a reason: the schema's message shows in the dialog, nothing is sent.
  await expect(await handling.tryRejectWithoutReason(caseNumber)).toBeVisible();
  await handling.closeDialog();

  // 3. A progress note, then registration (confirmed): the case leaves the handler's queue.
  await handling.addProgress(caseNumber, '已与两家主要债权人达成初步展期意向。');
  await handling.register(caseNumber, registrationNo);
  await expect(row).toHaveCount(0);

  // 4. Staff with the statement key see it in 出具说明, counted on the badge; they issue the statement.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const statements = new ConsoleCaseActionsPage(staffPage);
  await statements.openAs(ASSOCIATION, 'courtReformMark', 'allocator', DEMO_PASSWORD, caseNumber);
  const waiting = await issuanceCount(staffPage);
  await expect(statements.badge('出具说明')).toHaveText(String(waiting));
  const issuanceRow = statements.caseRow(caseNumber);
  await expect(issuanceRow.getByText(registrationNo)).toBeVisible();
  await expect(issuanceRow.getByTestId(/^case-action-/)).toHaveText(['出具说明']);
  await statements.issueStatement(caseNumber, statementNo);
  await expect(issuanceRow.getByText(statementNo)).toBeVisible();

  // 5. Completion (confirmed): the case leaves the queue and the badge counts one fewer, pushed live.
  await statements.complete(caseNumber);
  await expect(issuanceRow).toHaveCount(0);
  if (waiting > 1) await expect(statements.badge('出具说明')).toHaveText(String(waiting - 1));
  else await expect(statements.badge('出具说明')).toHaveCount(0);

  // 6. The progress query finds it among completed cases; its page has the whole history and no action left.
  const query = new ConsoleProgressQueryPage(staffPage);
  await query.open(ASSOCIATION);
  await query.filterByState('已办结');
  await query.searchFor(caseNumber);
  await expect(query.caseRow(caseNumber).getByText('已办结')).toBeVisible();
  await query.openCase(caseNumber);
  for (const step of ['提交申请', '分配承办人', '承办人签收', '办理进展', '登记', '出具说明', '办结']) {
    await expect(query.timeline.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(query.timeline.getByText(registrationNo)).toBeVisible();
  await expect(query.caseActions).toContainText('没有可执行的操作');

  // 7. The applicant's progress page shows it completed.
  const applicantContext = await browser.newContext();
  const progress = new PortalProgressPage(await applicantContext.newPage());
  await progress.query(ASSOCIATION, caseNumber, seeded.contactPhone);
  await expect(progress.state).toHaveText('已办结');

  await Promise.all([handlerContext.close(), staffContext.close(), applicantContext.close()]);
});

test('the allocator allocates a waiting case from its own page by the random draw, as on the list', async ({ browser, courtReform }) => {
  const { caseId, caseNumber } = await courtReform.submittedCase(ASSOCIATION);
  const context = await browser.newContext();
  const page = await context.newPage();
  const backOffice = new ConsolePage(page);
  await backOffice.openCase(ASSOCIATION, caseId, 'allocator', DEMO_PASSWORD);

  // The case waits for allocation (申请 0): its page offers allocation beside whatever else the allocator may do.
  const actions = page.getByTestId('case-actions');
  const allocate = actions.getByRole('button', { name: `分配案件 ${caseNumber}` });
  await expect(page.locator('[data-state-code]')).toHaveAttribute('data-state-code', '0');
  await allocate.click();
  const draw = await backOffice.drawAtRandom();
  await expect(draw).toContainText('随机种子');
  await expect(draw.getByTestId('case-random-draw-candidates').getByRole('listitem')).not.toHaveCount(0);
  await backOffice.confirmAllocation();

  // The page follows the case into 待签收 and allocation is offered no more.
  await expect(page.locator('[data-state-code]')).toHaveText('待签收');
  await expect(allocate).toHaveCount(0);
  await context.close();
});

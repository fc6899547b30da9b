import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { exampleCreditCode } from '@bk/domain';
import { ConsolePage } from './pages/console.page';
import { PortalApplicationPage } from './pages/portal-application.page';
import { PortalProgressPage } from './pages/portal-progress.page';

const ASSOCIATION = 'szpca';
const DEMO_PASSWORD = 'Demo@2026';

const creditCode = (): string => exampleCreditCode(randomUUID());

const tenantIdOf = async (page: Page): Promise<string> => {
  const response = await page.request.get(`/api/noauth/v1/tenant?_channel=${ASSOCIATION}`);
  return ((await response.json()) as { data: { tenantId: string } }).data.tenantId;
};

test('an application flows from the portal through allocation to the progress page and the Temporal UI', async ({ browser }) => {
  const application = {
    enterpriseName: `深圳市端到端测试${randomUUID().slice(0, 4)}有限公司`,
    creditCode: creditCode(),
    contactName: '王五',
    contactPhone: '13712345678',
    description: '主营业务受行业周期影响，短期债务集中到期，希望通过庭外重组与债权人协商。',
  };

  // 1. The applicant applies on the portal and receives a case number.
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  const portal = new PortalApplicationPage(applicantPage);
  await portal.open(ASSOCIATION);
  const caseNumber = await portal.apply(application);
  expect(caseNumber).toMatch(/^TWCZ\d{10}$/);

  // 2. The allocator logs in, sees the case queued and the allocation badge counting it.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const backOffice = new ConsolePage(staffPage);
  await backOffice.openAllocationQueue(ASSOCIATION, 'allocator', DEMO_PASSWORD);
  await backOffice.searchCase(caseNumber);
  await expect(backOffice.caseRow(caseNumber)).toBeVisible();
  const countsResponse = await staffPage.request.get('/api/v1/manager/getOcsettlementCount', { headers: { channel: ASSOCIATION } });
  const queued = ((await countsResponse.json()) as { data: { assignmentCount: number } }).data.assignmentCount;
  await expect(backOffice.allocationBadge).toHaveText(String(queued));
  const caseId = await backOffice.caseRow(caseNumber).getAttribute('data-case-id');

  // 3. Allocation to the handler; the badge drops with no page reload (the count is pushed).
  await staffPage.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await backOffice.allocate(caseNumber, '李强');
  await expect(backOffice.caseRow(caseNumber)).toHaveCount(0);
  if (queued > 1) await expect(backOffice.allocationBadge).toHaveText(String(queued - 1));
  else await expect(backOffice.allocationBadge).toHaveCount(0);
  expect(await staffPage.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // 4. The applicant's progress query shows the new state (unsigned 1: awaiting signature).
  const progress = new PortalProgressPage(applicantPage);
  await progress.query(ASSOCIATION, caseNumber, application.contactPhone);
  await expect(progress.state).toHaveText('待签收');

  // 5. The case's workflow is found by its id in the Temporal UI, through the console's link.
  await staffPage.goto(`/index/${ASSOCIATION}/courtReformInformation/${caseId}`);
  const temporalLink = staffPage.getByTestId('temporal-link');
  const workflowUrl = await temporalLink.getAttribute('href');
  const workflowId = `court-reform/${await tenantIdOf(staffPage)}/${caseId}`;
  expect(workflowUrl).toContain(encodeURIComponent(workflowId));
  const temporalPage = await staffContext.newPage();
  await temporalPage.goto(workflowUrl!);
  await expect(temporalPage.getByText(workflowId).first()).toBeVisible();
  await expect(temporalPage.getByText('courtReformCaseWorkflow').first()).toBeVisible();

  await applicantContext.close();
  await staffContext.close();
});

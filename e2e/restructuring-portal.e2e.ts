import { randomUUID } from 'node:crypto';
import { exampleCreditCode } from '@bk/domain';
import { expect, test } from './fixtures/court-reform.fixture';
import { PortalApplicationPage } from './pages/portal-application.page';
import { PortalProgressPage } from './pages/portal-progress.page';

const CENTRE = 'csjrc';
const VARIANT = 'portal-csj';

test('a restructuring centre portal files a consultation as a task and follows it along the task steps', async ({ page, courtReform }) => {
  const application = {
    enterpriseName: `重组咨询端到端${randomUUID().slice(0, 4)}有限公司`,
    creditCode: exampleCreditCode(randomUUID()),
    contactName: '周九',
    contactPhone: '13912345678',
    description: '订单下滑导致流动性紧张，希望了解重整路径。',
  };

  // 1. The same form, titled for a restructuring consultation, files a task (CZRW…), not a court-reform case.
  const portal = new PortalApplicationPage(page);
  await portal.open(CENTRE, VARIANT);
  await expect(page.getByRole('heading', { name: '重组咨询申请' })).toBeVisible();
  const taskNumber = await portal.apply(application);
  expect(taskNumber).toMatch(/^CZRW\d{10}$/);

  // 2. The progress query shows the task's own states and steps, read from the task's domain.
  const progress = new PortalProgressPage(page);
  await progress.query(CENTRE, taskNumber, application.contactPhone, VARIANT);
  await expect(progress.state).toHaveText('待分配');
  await expect(progress.steps).toHaveText(['待分配', '待受理', '办理中', '已办结']);

  // 3. Once the centre allocates it, the applicant sees it waiting for acceptance.
  const response = await page.request.get(`/api/v1/applicant/progress`, {
    params: { caseNumber: taskNumber, contactPhone: application.contactPhone },
    headers: { channel: CENTRE },
  });
  const { data } = (await response.json()) as { data: { kind: string } };
  expect(data.kind).toBe('restructuring-task');
  const taskId = await courtReform.taskIdOf(CENTRE, taskNumber);
  await courtReform.allocateTask(CENTRE, taskId, '李强');
  await expect
    .poll(async () => {
      await progress.query(CENTRE, taskNumber, application.contactPhone, VARIANT);
      return progress.state.innerText();
    })
    .toBe('待受理');
});

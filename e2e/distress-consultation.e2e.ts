import { DEMO_PASSWORD, expect, test } from './fixtures/distress.fixture';
import { ConsoleDistressPage } from './pages/console-distress.page';

const HOME = 'szpca';

/** A minimal well-formed PDF: the upload service checks the bytes against the extension. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an allocator assigns a consultation; the handler asks for materials, the applicant supplies them in the step screen, the handler completes; the counts move live and the applicant sees the outcome', async ({
  browser,
  distress,
}) => {
  const allocatorContext = await browser.newContext();
  const allocation = new ConsoleDistressPage(await allocatorContext.newPage());
  await allocation.openAs(HOME, 'dilemmaInformation', 'allocator', DEMO_PASSWORD);
  const handlerContext = await browser.newContext();
  const handling = new ConsoleDistressPage(await handlerContext.newPage());
  await handling.openAs(HOME, 'dilemmaInformationHandle', 'handler', DEMO_PASSWORD);
  const waiting = (await allocation.todoCounts(HOME)).distressAssignmentCount;
  const mine = (await handling.todoCounts(HOME)).myDistressHandlingCount;

  // A portal user files a consultation: the allocator's badge counts it without a reload.
  const { seeded, applicant } = await distress.filed(HOME);
  const number = seeded.consultationNumber;
  await allocation.expectBadge('咨询分配', waiting + 1);

  await allocation.searchFor(number);
  await allocation.assignTo(number, '李强');
  await expect(allocation.row(number)).toHaveCount(0);
  await allocation.expectBadge('咨询分配', waiting);

  // 李强's queue counts it live; he may ask for materials or give his opinion.
  await handling.expectBadge('咨询办理', mine + 1);
  await handling.searchFor(number);
  await expect(handling.rowActions(number)).toHaveText(['要求补充材料', '出具处理意见']);
  await handling.textStep(number, `要求咨询 ${number} 补充材料`, '补充材料要求', '请补充近六个月的银行流水', '发送要求');
  // Waiting on the applicant is not his to-do.
  await handling.expectBadge('咨询办理', mine);
  await expect(handling.rowActions(number)).toHaveCount(0);

  // The applicant, on a phone, finds the step in the user centre and works it in the step screen.
  const visitorContext = await browser.newContext({ storageState: await applicant.storageState(), viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/portal/${HOME}/userCenter`);
  await visitor.getByRole('tab', { name: '我的咨询' }).click();
  const myRow = visitor.locator(`[data-testid="consultation-row"][data-business-id="${seeded.businessId}"]`);
  await myRow.getByRole('link', { name: '去补充' }).click();
  await expect(visitor.getByTestId('material-request')).toContainText('请补充近六个月的银行流水');
  // Submitting with nothing attached says what is missing.
  await visitor.getByTestId('step-submit').click();
  await expect(visitor.getByText('请上传补充材料')).toBeVisible();
  await visitor.locator('input[type="file"]').setInputFiles({ name: '银行流水.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(visitor.getByTestId('material-file')).toHaveText(/银行流水\.pdf/);
  await visitor.getByLabel('说明', { exact: true }).fill('已补充 2026 年 5 月至 10 月的银行流水');
  // A draft survives leaving the page: saved, then restored with the file's name after a reload.
  await visitor.getByTestId('draft-save').click();
  await expect(visitor.getByTestId('draft-status')).toContainText('草稿已保存');
  await visitor.reload();
  await expect(visitor.getByTestId('draft-status')).toContainText('已恢复您上次保存的草稿');
  await expect(visitor.getByTestId('material-file')).toHaveText(/银行流水\.pdf/);
  await expect(visitor.getByLabel('说明', { exact: true })).toHaveValue('已补充 2026 年 5 月至 10 月的银行流水');
  await visitor.getByTestId('step-submit').click();
  await expect(visitor.getByTestId('step-done')).toBeVisible();
  // The badge moves live, and so does the open list: the consultation's steps are back without a reload.
  await handling.expectBadge('咨询办理', mine + 1);
  await expect(handling.rowActions(number)).toHaveText(['要求补充材料', '出具处理意见']);

  await handling.textStep(number, `为咨询 ${number} 出具处理意见`, '处理意见', '建议与主要债权人协商分期，并申请庭外重组辅导。', '提交意见');
  await expect(handling.rowActions(number)).toHaveText(['办结']);
  await handling.complete(number);
  await expect(handling.row(number)).toHaveCount(0);
  await handling.expectBadge('咨询办理', mine);

  // The applicant sees the consultation completed, with the opinion, in the user centre.
  await visitor.goto(`/portal/${HOME}/userCenter`);
  await visitor.getByRole('tab', { name: '我的咨询' }).click();
  await expect(myRow).toContainText('已办结');
  await myRow.getByRole('link', { name: '详情' }).click();
  await expect(visitor.getByText('建议与主要债权人协商分期，并申请庭外重组辅导。').first()).toBeVisible();

  await allocatorContext.close();
  await handlerContext.close();
  await visitorContext.close();
});

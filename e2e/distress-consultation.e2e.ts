import { DEMO_PASSWORD, expect, test } from './fixtures/distress.fixture';
import { ConsoleDistressPage } from './pages/console-distress.page';

const HOME = 'szpca';

test('an allocator assigns a consultation; the handler asks for materials, the applicant supplies them, the handler completes; the counts move live', async ({
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

  // The applicant supplies the materials (the portal's step screen posts this call).
  await distress.supplyMaterials(HOME, applicant, seeded.businessId);
  // The badge moves live; the list shows the consultation's steps again once it is read anew.
  await handling.expectBadge('咨询办理', mine + 1);
  await handling.reload();
  await expect(handling.rowActions(number)).toHaveText(['要求补充材料', '出具处理意见']);

  await handling.textStep(number, `为咨询 ${number} 出具处理意见`, '处理意见', '建议与主要债权人协商分期，并申请庭外重组辅导。', '提交意见');
  await expect(handling.rowActions(number)).toHaveText(['办结']);
  await handling.complete(number);
  await expect(handling.row(number)).toHaveCount(0);
  await handling.expectBadge('咨询办理', mine);

  await allocatorContext.close();
  await handlerContext.close();
});

import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { citizenIdCheckCharacter } from '@bk/domain';
import { DEMO_PASSWORD } from './fixtures/api-seeder';
import { ConsoleDistressPage } from './pages/console-distress.page';
import { PortalAccountPage } from './pages/portal-account.page';
import { PortalAssistant } from './pages/portal-assistant.page';

const HOME = 'szpca';

/** A minimal well-formed PDF: the upload service checks the bytes against the extension. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A valid citizen id of its own for this run (one id certifies one account per association). */
const someCitizenId = (): string => {
  const first17 = `44030519880315${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + citizenIdCheckCharacter(first17)!;
};
const someMobile = (): string => `13${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

test('a visitor asks the assistant, signs in with a code, certifies and files with a PDF; it is allocated, the handler asks for materials, the visitor supplies them in the step screen, the handler completes, and the visitor sees the outcome; the counts move live', async ({
  browser,
}) => {
  const allocatorContext = await browser.newContext();
  const allocation = new ConsoleDistressPage(await allocatorContext.newPage());
  await allocation.openAs(HOME, 'dilemmaInformation', 'allocator', DEMO_PASSWORD);
  const handlerContext = await browser.newContext();
  const handlerPage = await handlerContext.newPage();
  const handling = new ConsoleDistressPage(handlerPage);
  await handling.openAs(HOME, 'dilemmaInformationHandle', 'handler', DEMO_PASSWORD);
  const waiting = (await allocation.todoCounts(HOME)).distressAssignmentCount;
  const mine = (await handling.todoCounts(HOME)).myDistressHandlingCount;

  // A visitor, on a phone, asks the assistant; its end hands them to the personal consultation form.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/portal/${HOME}`);
  const assistant = new PortalAssistant(visitor);
  await assistant.launcher.click();
  await assistant.choose('请选择您要咨询的业务类型', '个人破产');
  await assistant.choose('您能否做到诚实守信', '能，我承诺诚实守信');
  await assistant.choose('是否已接受过债务咨询', '是，已接受过');
  await assistant.choose('最希望获得哪方面的帮助', '有稳定收入，希望制定分期还款计划');
  await assistant.choose('您倾向于哪一种', '重整');
  await assistant.choose('是否已连续缴纳满36个月', '是，已满36个月');
  await assistant.choose('是否已准备好申请材料', '已准备好');
  await assistant.consultationLink.click();
  // The panel steps aside for the form (on a phone it would cover it); the conversation is kept.
  await expect(assistant.panel).toBeHidden();

  // The form is for signed-in users: sign in with a code, and back to the form.
  const account = new PortalAccountPage(visitor);
  const mobile = someMobile();
  await expect(visitor).toHaveURL(/\/portal\/szpca\/login\?redirect=/);
  await account.signInWithCode(HOME, mobile);
  await expect(visitor).toHaveURL(/\/consultation\/personal\?prefill=/);

  // Consulting as a person needs certification first; a birth date in the future is refused.
  await visitor.getByTestId('certify-first').getByRole('link', { name: '去认证' }).click();
  await expect(account.certificationState).toHaveAttribute('data-state', 'uncertified');
  await account.realName.fill('陈晓东');
  await account.citizenId.fill('440305' + '20991231' + '0011');
  await account.certify.click();
  await expect(visitor.getByText('身份证号码中的出生日期不能晚于今天')).toBeVisible();
  const citizenId = someCitizenId();
  await account.citizenId.fill(citizenId);
  await account.certify.click();
  await expect(account.certificationState).toHaveAttribute('data-state', 'certified');
  await expect(account.certificationState).toContainText(`陈晓东，身份证号 4403**********${citizenId.slice(-4)}`);
  await visitor.getByTestId('certified-continue').click();

  // The form starts with what the assistant was told, under the certified identity.
  await expect(visitor.getByTestId('prefilled')).toBeVisible();
  await expect(visitor.getByLabel('困境情况')).toHaveValue(/咨询业务：个人破产/);
  await expect(visitor.getByTestId('consulting-as')).toContainText(`陈晓东4403**********${citizenId.slice(-4)}`);
  await visitor.getByLabel('联系电话').fill(mobile);
  await visitor.getByLabel('负债总额（元）').fill('1,250,000');
  await visitor.getByLabel('负债总额（元）').blur();
  await expect(visitor.getByLabel('负债总额（元）')).toHaveValue('1250000.00');
  await visitor.getByLabel('月收入（元）').fill('8000');
  await visitor.getByLabel('债权人数量').fill('6');
  await visitor.locator('input[type="file"]').setInputFiles({ name: '收入证明.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(visitor.getByTestId('material-file')).toHaveText(/收入证明\.pdf/);
  await visitor.getByTestId('consultation-submit').click();
  const submitted = visitor.getByTestId('consultation-submitted');
  await expect(submitted).toContainText(/咨询已提交，咨询编号/);
  const number = /KJZX\d+/.exec(await submitted.innerText())![0];
  // The allocator's badge counts it without a reload.
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

  // The visitor finds the step in the user centre and works it in the step screen.
  await visitor.goto(`/portal/${HOME}/userCenter`);
  await visitor.getByRole('tab', { name: '我的咨询' }).click();
  const myRow = visitor.getByTestId('consultation-row').filter({ hasText: number });
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

  // 李强 sees what was filed: the amounts and counts, and both materials, which he can open.
  await handling.openDetail(number);
  await expect(handling.particular('负债总额')).toHaveText(/^1,?250,?000\.0+ 元$/);
  await expect(handling.particular('月收入')).toHaveText(/^8,?000\.0+ 元$/);
  await expect(handling.particular('债权人数量')).toHaveText('6');
  await expect(handling.material('收入证明.pdf')).toContainText('随申请提交');
  await expect(handling.material('银行流水.pdf')).toContainText('第 1 次补充');
  const download = handlerPage.waitForEvent('download');
  await handling.material('收入证明.pdf').getByRole('button', { name: '下载 收入证明.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('收入证明.pdf');
  await handlerPage.goBack();

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
  // 390 px wide: nothing scrolls sideways.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Signing out asks first, then the user centre is closed again.
  await visitor.goto(`/portal/${HOME}/userCenter`);
  await expect(account.signedInAs).toHaveText(`当前账号：${mobile}`);
  await visitor.getByTestId('sign-out').click();
  await visitor.getByTestId('sign-out-confirm').click();
  await visitor.goto(`/portal/${HOME}/userCenter`);
  await expect(visitor).toHaveURL(/\/login\?redirect=/);

  await allocatorContext.close();
  await handlerContext.close();
  await visitorContext.close();
});

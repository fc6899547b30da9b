import { expect, test } from '@playwright/test';
import { PortalAssistant } from './pages/portal-assistant.page';

const prefillOf = (href: string | null): { description: string } => {
  const url = new URL(href ?? '', 'http://portal.test');
  return JSON.parse(url.searchParams.get('prefill') ?? 'null') as { description: string };
};

test('the assistant walks a personal case to the consultation form, by keyboard, and comes back after a reload', async ({ page }) => {
  await page.goto('/portal/szpca');
  const assistant = new PortalAssistant(page);

  // Opening lands the keyboard on question 1; Enter chooses the focused card.
  await assistant.launcher.click();
  await expect(assistant.panel).toBeVisible();
  await expect(assistant.panel).toHaveCSS('height', '400px');
  const personal = assistant.question('请选择您要咨询的业务类型').getByRole('button', { name: '个人破产' });
  await expect(personal).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(assistant.log).toContainText('您选择了个人破产业务');
  await expect(personal).toHaveAttribute('aria-pressed', 'true');

  await assistant.choose('您能否做到诚实守信', '能，我承诺诚实守信');
  await assistant.choose('是否已接受过债务咨询', '是，已接受过');

  // A list shows its first five options and an expand control.
  const help = assistant.question('最希望获得哪方面的帮助');
  await expect(help.getByRole('button')).toHaveCount(6);
  await help.getByRole('button', { name: /展开更多/ }).click();
  await expect(help.getByRole('button', { name: '其他' })).toBeFocused();
  await assistant.choose('最希望获得哪方面的帮助', '有稳定收入，希望制定分期还款计划');
  await assistant.choose('您倾向于哪一种', '破产清算');
  await expect(assistant.log).toContainText('推荐：破产清算');

  // Changing an earlier answer appends a new block rather than rewriting history.
  await assistant.log.getByRole('group', { name: '您倾向于哪一种' }).first().getByRole('button', { name: '重整' }).click();
  await expect(assistant.log).toContainText('推荐：重整');
  await expect(assistant.log.locator('[data-entry-type="answer"]').last()).toContainText('重整');
  await expect(assistant.log).toContainText('推荐：破产清算');
  // The questions after it are asked again in the new block.
  await expect(assistant.log.getByRole('group', { name: '是否已连续缴纳满36个月' })).toHaveCount(2);

  await assistant.choose('是否已连续缴纳满36个月', '是，已满36个月');
  await assistant.choose('是否已准备好申请材料', '已准备好');

  // The end: the personal consultation form of this variant, its description filled from the answers.
  await expect(assistant.consultationLink).toHaveText('个人破产咨询');
  const href = await assistant.consultationLink.getAttribute('href');
  expect(new URL(href ?? '', 'http://portal.test').pathname).toBe('/portal/szpca/consultation/personal');
  const { description } = prefillOf(href);
  expect(description).toContain('咨询业务：个人破产');
  expect(description).toContain('倾向的程序：重整');
  expect(description).not.toContain('倾向的程序：破产清算');
  expect(description).toContain('申请材料：已准备好');

  // Closing asks first, then keeps the conversation; a reload and "continue last conversation" bring it back.
  await assistant.close();
  await expect(assistant.panel).toBeHidden();
  await expect(assistant.launcher).toBeFocused();
  await page.reload();
  await assistant.launcher.click();
  await expect(assistant.log).not.toContainText('推荐：重整');
  await assistant.continueLast.click();
  await expect(assistant.log).toContainText('推荐：重整');
  await expect(assistant.consultationLink).toHaveAttribute('href', href ?? '');

  // Expanded is full height; compact again is 400 px.
  await assistant.panel.getByRole('button', { name: '展开为全屏高度' }).click();
  const viewport = page.viewportSize()!;
  expect((await assistant.panel.boundingBox())!.height).toBeGreaterThan(viewport.height - 40);
  await assistant.panel.getByRole('button', { name: '收起为小窗' }).click();
  await expect(assistant.panel).toHaveCSS('height', '400px');

  // Following the link leads a visitor who is not signed in to sign in first, and back to the form with its prefill.
  const backToForm = (url: URL) => new URL(url.searchParams.get('redirect') ?? '', 'http://portal.test');
  const navigated = page.waitForURL(
    (url) => url.pathname === '/portal/szpca/login' && backToForm(url).pathname === '/portal/szpca/consultation/personal' && backToForm(url).searchParams.has('prefill'),
  );
  await assistant.consultationLink.click();
  await navigated;
});

test('without gpShow only enterprise is offered, and it hands off to the enterprise form in the same variant', async ({ page }) => {
  await page.goto('/portal-csj/csjrc');
  const assistant = new PortalAssistant(page);
  await assistant.launcher.click();
  const business = assistant.question('请选择您要咨询的业务类型');
  await expect(business.getByRole('button')).toHaveText(['企业破产']);
  await assistant.choose('请选择您要咨询的业务类型', '企业破产');
  await expect(assistant.log).toContainText('您选择了企业破产业务');
  const href = await assistant.consultationLink.getAttribute('href');
  expect(new URL(href ?? '', 'http://portal.test').pathname).toBe('/portal-csj/csjrc/consultation/enterprise');
  expect(prefillOf(href).description).toContain('咨询业务：企业破产');

  // Escape asks to close as well; cancelling keeps the dialog open.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: '关闭当前对话？' }).getByRole('button', { name: '取消' }).click();
  await expect(assistant.panel).toBeVisible();
});

test('a visitor who answers no to honesty gets the mismatch message', async ({ page }) => {
  await page.goto('/portal/szpca');
  const assistant = new PortalAssistant(page);
  await assistant.launcher.click();
  await assistant.choose('请选择您要咨询的业务类型', '个人破产');
  await assistant.choose('您能否做到诚实守信', '不能');
  await expect(assistant.log).toContainText('个人破产需要诚实守信，您不符合申请条件');
  await expect(assistant.consultationLink).toHaveCount(0);
});

import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { ConsoleAuthorityPage } from './pages/console-authority.page';

const ASSOCIATION = 'szpca';

test('an administrator creates an account with a role; its holder replaces the temporary password and sees that role\'s menu; a removed role closes it on the next click', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = new ConsoleAuthorityPage(adminPage);
  const loginId = `e2e${randomUUID().slice(0, 6)}`;

  // 1. The administrator creates the account with the allocator role and is shown its temporary password once.
  await admin.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);
  await admin.menuEntry.click();
  await admin.createAccount.click();
  await admin.dialog.getByTestId('account-login-id').fill(loginId);
  await admin.dialog.getByTestId('account-name').fill('端到端 分配员');
  await admin.choose('access-roles', ['分配员']);
  await admin.dialog.getByTestId('account-save').click();
  await expect(admin.temporaryPassword).toHaveText(/^[A-Za-z0-9]{12}$/);
  const temporary = (await admin.temporaryPassword.textContent())!;
  await adminPage.getByTestId('temporary-done').click();
  await admin.searchFor(loginId);
  await expect(admin.accountRow(loginId)).toContainText('分配员');
  await expect(admin.accountRow(loginId)).toContainText('待改密');

  // 2. The holder signs in, must change the password first, then sees exactly the role's menu.
  const holderContext = await browser.newContext();
  const holderPage = await holderContext.newPage();
  const holder = new ConsoleAuthorityPage(holderPage);
  await holder.signIn(ASSOCIATION, loginId, temporary, 'changePassword');
  await holderPage.getByTestId('current-password').fill(temporary);
  await holderPage.getByTestId('new-password').fill('Allocator2026');
  await holderPage.getByTestId('confirm-password').fill('Allocator2026');
  await holderPage.getByTestId('change-password-submit').click();
  await holderPage.waitForURL(`**/index/${ASSOCIATION}/dashboard**`);
  await expect(holder.navigation.getByRole('link', { name: /申请分配/ })).toBeVisible();
  await expect(holder.navigation.getByRole('link', { name: /申请办理/ })).toHaveCount(0);
  await expect(holder.navigation.getByRole('link', { name: '权限管理' })).toHaveCount(0);

  // 3. The administrator takes the role away; the holder's next click is refused by the server.
  await adminPage.reload();
  await admin.accountRow(loginId).getByTestId('account-access').click();
  // Backspace in an empty MultiSelect removes its last chosen role.
  await admin.dialog.getByTestId('access-roles').click();
  await admin.dialog.getByTestId('access-roles').press('Backspace');
  await admin.dialog.getByTestId('access-roles').press('Escape');
  await expect(admin.dialog.getByText('生效权限：0 项')).toBeVisible();
  const saved = adminPage.waitForResponse((response) => response.url().endsWith('/api/v1/authority/account/access'));
  await admin.dialog.getByTestId('access-save').click();
  expect((await saved).status()).toBe(200);

  const refused = holderPage.waitForResponse((response) => response.url().includes('/api/v1/manager/getAssignmentList'));
  await holder.navigation.getByRole('link', { name: /申请分配/ }).click();
  expect((await refused).status()).toBe(403);

  // 4. The account's history names who did what.
  await admin.accountRow(loginId).getByTestId('account-more').click();
  await adminPage.getByRole('menuitem', { name: '变更记录' }).click();
  await expect(adminPage.getByTestId('account-history')).toContainText('创建账号');
  await expect(adminPage.getByTestId('account-history')).toContainText('修改密码');
  await expect(adminPage.getByTestId('account-history')).toContainText('调整权限');
  await adminPage.keyboard.press('Escape');

  // 5. Someone guessing its password cannot lock its holder out for good: the administrator lifts the limits.
  await admin.accountRow(loginId).getByTestId('account-more').click();
  await adminPage.getByRole('menuitem', { name: '解除登录限制' }).click();
  const unlocked = adminPage.waitForResponse((response) => response.url().endsWith('/api/v1/authority/account/unlockSignIn'));
  await adminPage.getByTestId('account-action-confirm').click();
  expect((await unlocked).status()).toBe(200);
  await expect(adminPage.getByText(`账号 ${loginId} 的登录限制已解除`)).toBeVisible();

  await adminContext.close();
  await holderContext.close();
});

import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { PortalAccountPage } from './pages/portal-account.page';

const HOME = 'szpca';

const checkOf = (first17: string): string =>
  '10X98765432'.charAt([...first17].reduce((sum, digit, i) => sum + Number(digit) * (2 ** (17 - i) % 11), 0) % 11);
/** A valid citizen id of its own for this run (one id certifies one account per association). */
const someCitizenId = (): string => {
  const first17 = `44030519880315${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + checkOf(first17);
};
const someMobile = (): string => `13${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A minimal well-formed PDF: the upload service checks the bytes against the extension. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor signs in with an SMS code, certifies, files a pre-filled consultation with a PDF, and finds it in the user centre', async ({ page }) => {
  const account = new PortalAccountPage(page);
  const mobile = someMobile();
  const prefill = encodeURIComponent(JSON.stringify({ debtAmount: '1,250,000', creditorCount: 6, description: '经营失败后负债无力偿还，希望了解个人破产。' }));

  // The form is for signed-in users: the visitor is sent to sign in, and back afterwards.
  await page.goto(`/portal/${HOME}/consultation/personal?prefill=${prefill}`);
  await expect(page).toHaveURL(/\/portal\/szpca\/login\?redirect=/);
  await account.signInWithCode(HOME, mobile);
  await expect(page).toHaveURL(/\/consultation\/personal\?prefill=/);

  // Consulting as a person needs certification first; the form waits while the user certifies.
  await page.getByTestId('certify-first').getByRole('link', { name: '去认证' }).click();
  await expect(account.certificationState).toHaveAttribute('data-state', 'uncertified');
  await account.realName.fill('陈晓东');
  await account.citizenId.fill('440305' + '20991231' + '0011');
  await account.certify.click();
  await expect(page.getByText('身份证号码中的出生日期不能晚于今天')).toBeVisible();
  const citizenId = someCitizenId();
  await account.citizenId.fill(citizenId);
  await account.certify.click();
  await expect(account.certificationState).toHaveAttribute('data-state', 'certified');
  await expect(account.certificationState).toContainText(`陈晓东，身份证号 4403**********${citizenId.slice(-4)}`);
  await page.getByTestId('certified-continue').click();

  // The assistant's hand-off filled in what the visitor told it.
  await expect(page.getByTestId('prefilled')).toBeVisible();
  await expect(page.getByLabel('负债总额（元）')).toHaveValue('1,250,000');
  // A person consults under the certified identity: shown, not asked again.
  await expect(page.getByTestId('consulting-as')).toContainText(`陈晓东4403**********${citizenId.slice(-4)}`);
  await page.getByLabel('联系电话').fill(mobile);
  await page.getByLabel('负债总额（元）').focus();
  await page.getByLabel('负债总额（元）').blur();
  await expect(page.getByLabel('负债总额（元）')).toHaveValue('1250000.00');
  await page.locator('input[type="file"]').setInputFiles({ name: '收入证明.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('material-file')).toHaveText(/收入证明\.pdf/);
  await page.getByTestId('consultation-submit').click();
  await expect(page.getByTestId('consultation-submitted')).toContainText(/咨询已提交，咨询编号/);

  // The user centre: the account, the certification, the consultation.
  await page.goto(`/portal/${HOME}/userCenter`);
  await expect(account.signedInAs).toHaveText(`当前账号：${mobile}`);
  await page.getByRole('tab', { name: '实名认证' }).click();
  await expect(account.certificationState).toHaveAttribute('data-state', 'certified');
  await page.getByRole('tab', { name: '我的咨询' }).click();
  await expect(page.getByTestId('consultation-row')).toHaveCount(1);
  await expect(page.getByTestId('consultation-row')).toContainText('陈晓东');
  // 390 px wide: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Signing out asks first, then the user centre is closed again.
  await page.getByTestId('sign-out').click();
  await page.getByTestId('sign-out-confirm').click();
  await page.goto(`/portal/${HOME}/userCenter`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

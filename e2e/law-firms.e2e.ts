import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { sampleLawFirmRows } from '@bk/domain';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { ConsoleMemberOrganPage } from './pages/console-member-organ.page';

/** An association no other e2e suite adds law firms to. */
const ASSOCIATION = 'bjypt';
const ROWS = 60;
const BAD = 4;

test('an administrator imports law firms from Excel with progress and an error file, and opens a firm with its offices and staff', async ({ page }) => {
  const firms = new ConsoleMemberOrganPage(page, 'lawfirm');
  await firms.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);

  // The file: the law firms' template from the API, filled with generated rows.
  const template = await page.request.post('/api/v1/func/excel/getTemplates', { headers: { channel: ASSOCIATION }, data: { templateType: 'lawfirm' } });
  expect(template.status()).toBe(200);
  const { rows } = sampleLawFirmRows(ROWS, BAD, 'E2L');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  rows.forEach((cells, index) => {
    workbook.worksheets[0]!.getRow(index + 3).values = cells;
  });
  const path = join(mkdtempSync(join(tmpdir(), 'lawfirm-e2e-')), '律所导入.xlsx');
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));

  // 1. The list with its figures; the import sends the file in the call itself (multipart).
  await firms.navigation.getByRole('link', { name: '律所管理' }).click();
  await expect(page.getByTestId('lawfirm-census')).toContainText('律所总数');
  await page.getByTestId('lawfirm-import-open').click();
  const dialog = page.getByRole('dialog', { name: '从 Excel 批量导入律所' });
  expect(await firms.answerOf('/api/v1/lawfirm/batchAdd', () => dialog.locator('input[type="file"]').setInputFiles(path))).toBe(200);
  await expect(dialog.getByTestId('lawfirm-import-result')).toContainText(`新增 ${ROWS - BAD} 条，已存在跳过 0 条，失败 ${BAD} 条`);
  const download = page.waitForEvent('download');
  await dialog.getByTestId('lawfirm-error-file').click();
  expect((await download).suggestedFilename()).toBe('导入失败的行-律所导入.xlsx');
  await dialog.getByTestId('lawfirm-import-close').click();

  // 2. The list shows the imported firms; a demo firm opens with its office tree and staff.
  await page.getByLabel('搜索律所').fill('E2L律师事务所');
  await expect(page.getByTestId('lawfirm-row').first()).toBeVisible();
  await page.getByLabel('搜索律所').fill('北京大成律师事务所');
  await page.getByRole('button', { name: '查看“北京大成律师事务所”' }).click();
  await expect(firms.detail.getByRole('heading', { name: '北京大成律师事务所' })).toBeVisible();
  await expect(firms.officeUnits.filter({ hasText: '破产重组业务部' })).toBeVisible();
  await expect(page.getByTestId('lawfirm-users').getByRole('row')).toHaveCount(3);
});

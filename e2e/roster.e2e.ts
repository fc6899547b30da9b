import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { sampleRosterRows } from '@bk/domain';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { ConsoleRosterPage } from './pages/console-roster.page';

/** An association no other e2e suite imports a roster into. */
const ASSOCIATION = 'szpca';
const ROWS = 2_000;
const BAD = 37;

test('a 2,000-row roster file with 37 bad rows imports 1,963 with progress, offers the 37 as an error file, and adds nothing the second time', async ({ page }) => {
  const roster = new ConsoleRosterPage(page);
  await roster.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);

  // The file: the association's own template from the API, filled with generated rows.
  const template = await page.request.post('/api/v1/func/excel/getTemplates', { headers: { channel: ASSOCIATION }, data: { templateType: 'roster' } });
  expect(template.status()).toBe(200);
  const { rows, badRowNumbers } = sampleRosterRows(ROWS, BAD, 'E2E');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await template.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  rows.forEach((cells, index) => {
    sheet.getRow(index + 3).values = cells;
  });
  const path = join(mkdtempSync(join(tmpdir(), 'roster-e2e-')), '名录导入.xlsx');
  writeFileSync(path, Buffer.from(await workbook.xlsx.writeBuffer()));

  await roster.menuEntry.click();
  await expect(roster.table.or(page.getByText('名录中还没有机构'))).toBeVisible();
  await roster.openImport.click();
  await roster.upload(path);

  // The job's progress shows while it runs, then its counts.
  await expect(roster.progress).toBeVisible();
  await expect(roster.progress.getByRole('status')).toContainText(/已处理 \d+ \/ 2000 行|正在读取文件/);
  await expect(roster.result).toContainText(`新增 ${ROWS - BAD} 条，已存在跳过 0 条，失败 ${BAD} 条`, { timeout: 60_000 });

  const errors = new ExcelJS.Workbook();
  await errors.xlsx.load((await roster.downloadErrors()) as unknown as ArrayBuffer);
  const listed: number[] = [];
  errors.worksheets[0]!.eachRow((row, number) => {
    if (number > 1) listed.push(Number(row.getCell(1).value));
  });
  expect(listed).toEqual(badRowNumbers);
  await expect(roster.errorFile).toHaveText(`下载错误文件（${BAD} 行）`);

  // The same file again: every good row is already on the roster.
  await roster.importAgain.click();
  await roster.upload(path);
  await expect(roster.result).toContainText(`新增 0 条，已存在跳过 ${ROWS - BAD} 条，失败 ${BAD} 条`, { timeout: 60_000 });
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: '搜索名录' }).fill('E2E测试机构');
  await expect(page.getByText(`共 ${ROWS - BAD} 条`)).toBeVisible();
});

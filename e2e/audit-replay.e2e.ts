import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD, expect, test } from './fixtures/court-reform.fixture';
import { ConsoleAuditPage } from './pages/console-audit.page';

const ASSOCIATION = 'szpca';

test('an auditor finds a case, steps through its history event by event and verifies it intact', async ({ page, courtReform }) => {
  // A case with two events: submitted by the applicant, allocated to 李强.
  const seeded = await courtReform.allocatedCase(ASSOCIATION, '李强');
  const audit = new ConsoleAuditPage(page);

  // 1. The auditor signs in; the menu offers 审计回放 (audit:replay), which finds the case.
  await audit.signIn(ASSOCIATION, 'auditor', DEMO_PASSWORD);
  await audit.menuEntry.click();
  await audit.searchFor(seeded.enterpriseName);
  await expect(audit.caseRow(seeded.caseNumber)).toHaveCount(1);
  await expect(audit.caseRow(seeded.caseNumber).getByText('待签收')).toBeVisible();
  await audit.openReplay(seeded.caseNumber);

  // 2. The replay starts at the first event: who submitted it, and the state it created.
  await expect(audit.stepPosition).toHaveText('第 1 / 2 个事件');
  await expect(audit.step.getByRole('heading', { name: '第 1 个事件：提交申请' })).toBeVisible();
  await expect(audit.step).toContainText('钱七（申请人）');
  await expect(audit.state).toContainText('"status": "apply"');
  await expect(audit.previous).toBeDisabled();

  // 3. → steps to the allocation: its actor, the state after it and the diff to the step before.
  await audit.pressArrow('ArrowRight');
  await expect(audit.stepPosition).toHaveText('第 2 / 2 个事件');
  await expect(audit.step.getByRole('heading', { name: '第 2 个事件：分配承办人' })).toBeVisible();
  await expect(audit.step).toContainText('分配员 王敏（工作人员）');
  await expect(audit.changes.getByRole('row').filter({ hasText: 'status' })).toContainText('"unsigned"');
  await expect(audit.state).toContainText('承办人 李强');
  await expect(audit.next).toBeDisabled();
  // ← and the button go back alike.
  await audit.pressArrow('ArrowLeft');
  await expect(audit.stepPosition).toHaveText('第 1 / 2 个事件');
  await audit.next.click();
  await expect(audit.stepPosition).toHaveText('第 2 / 2 个事件');

  // 4. Verification: intact. The workflow link points at the case's workflow in the Temporal UI.
  await audit.verify.click();
  await expect(audit.verdict).toHaveAttribute('data-intact', 'true');
  await expect(audit.verdict).toContainText('校验通过：2 个事件完整');
  await expect(audit.temporalLink).toHaveAttribute('href', new RegExp(`/workflows/court-reform%2F[0-9a-f-]+%2F${seeded.caseId}$`));

  // 5. The signed bundle downloads as a tar named after the case.
  const [download] = await Promise.all([page.waitForEvent('download'), audit.exportBundle.click()]);
  expect(download.suggestedFilename()).toBe(`audit-${seeded.caseNumber}-v2.tar`);
  const bundle = await readFile((await download.path())!);
  expect(bundle.includes('manifest.json.sig')).toBe(true);
});

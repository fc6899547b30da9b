import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { exampleCreditCode } from '@bk/domain';
import { DEMO_PASSWORD } from './fixtures/court-reform.fixture';
import { ConsoleMemberOrganPage } from './pages/console-member-organ.page';

/** The restructuring-centre association (csj mode): the only one with the centre's organisation screens. */
const ASSOCIATION = 'csjrc';

test('an administrator adds a centre organisation, an office and a consultant, and finds them after a reload', async ({ page }) => {
  const organs = new ConsoleMemberOrganPage(page, 'csj-org');
  await organs.signIn(ASSOCIATION, 'admin', DEMO_PASSWORD);
  const seed = randomUUID().slice(0, 6);
  const name = `宁波${seed}企业纾困服务中心`;

  // 1. 新增机构 from the csj menu: the form, then the new organisation's detail.
  await organs.navigation.getByRole('link', { name: '新增机构' }).click();
  await organs.field('name').fill(name);
  await organs.field('unifiedNo').fill(exampleCreditCode(`E2E${seed}`));
  await organs.field('contactPerson').fill('邵明');
  await organs.field('contactPhone').fill('0574-87361234');
  expect(await organs.answerOf('/api/v1/org/csj/add', () => organs.save.click())).toBe(200);
  await expect(organs.detail.getByRole('heading', { name })).toBeVisible();

  // 2. A consultant on the detail screen.
  await organs.addConsultant.click();
  await organs.consultantField('name').fill('贺文博');
  await organs.consultantField('mobileNo').fill('13586001234');
  await organs.consultantField('speciality').fill('债务重组');
  expect(await organs.answerOf('/api/v1/org/csj/addConsultant', () => organs.consultantSave.click())).toBe(200);
  await expect(organs.consultants.getByRole('row', { name: '贺文博' })).toBeVisible();

  // 3. An office on the tree screen (orgTree).
  await organs.openTree.click();
  await organs.addRootOffice.click();
  await organs.officeName.fill('纾困咨询部');
  expect(await organs.answerOf('/api/v1/org/csj/office/addChild', () => organs.officeSave.click())).toBe(200);
  await expect(organs.officeUnits.filter({ hasText: '纾困咨询部' })).toBeVisible();

  // 4. All of it is still there after a reload: the tree here, the consultant on the detail, the organisation in the list.
  await page.reload();
  await expect(organs.officeUnits.filter({ hasText: '纾困咨询部' })).toBeVisible();
  await page.getByRole('button', { name: '机构详情' }).click();
  await page.reload();
  await expect(organs.consultants.getByRole('row', { name: '贺文博' })).toBeVisible();
  await organs.navigation.getByRole('link', { name: '全部机构' }).click();
  await page.getByLabel('搜索机构').fill(seed);
  await expect(page.getByTestId('csj-org-row').filter({ hasText: name })).toBeVisible();
});

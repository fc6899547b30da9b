import type { Locator, Page } from '@playwright/test';

/** The back office's progress query (进度查询) and the case page it links to. */
export class ConsoleProgressQueryPage {
  readonly stateFilter: Locator;
  readonly search: Locator;
  readonly timeline: Locator;
  readonly caseActions: Locator;

  constructor(private readonly page: Page) {
    this.stateFilter = page.getByRole('combobox', { name: '案件状态' });
    this.search = page.getByRole('searchbox', { name: '搜索案件' });
    this.timeline = page.getByRole('region', { name: '办理记录' });
    this.caseActions = page.getByTestId('case-actions');
  }

  async open(associationId: string): Promise<void> {
    await this.page.goto(`/index/${associationId}/courtReformQuery`);
  }

  async filterByState(label: string): Promise<void> {
    await this.stateFilter.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  async searchFor(keyword: string): Promise<void> {
    await this.search.fill(keyword);
    await this.search.press('Enter');
  }

  caseRow(caseNumber: string): Locator {
    return this.page.getByTestId('case-row').filter({ has: this.page.getByText(caseNumber, { exact: true }) });
  }

  /** The case number and the row's 查看 button both lead to the case page. */
  async openCase(caseNumber: string): Promise<void> {
    await this.caseRow(caseNumber).getByRole('link', { name: `查看案件 ${caseNumber}` }).first().click();
  }
}

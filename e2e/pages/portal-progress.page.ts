import type { Locator, Page } from '@playwright/test';

/** The applicant's progress-query page. */
export class PortalProgressPage {
  readonly caseNumber: Locator;
  readonly contactPhone: Locator;
  readonly submit: Locator;
  readonly state: Locator;
  readonly steps: Locator;

  constructor(private readonly page: Page) {
    this.caseNumber = page.getByLabel('案件编号');
    this.contactPhone = page.getByLabel('联系电话');
    this.submit = page.getByTestId('progress-submit');
    this.state = page.getByTestId('progress-state');
    this.steps = page.getByRole('region', { name: '办理环节' }).locator('.mantine-Stepper-stepLabel');
  }

  async query(associationId: string, caseNumber: string, contactPhone: string, variant = 'portal'): Promise<void> {
    await this.page.goto(`/${variant}/${associationId}/reconciliationList`);
    await this.caseNumber.fill(caseNumber);
    await this.contactPhone.fill(contactPhone);
    await this.submit.click();
  }
}

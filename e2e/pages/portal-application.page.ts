import type { Locator, Page } from '@playwright/test';

export type Application = {
  enterpriseName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  description: string;
};

/** The portal's out-of-court restructuring application form. */
export class PortalApplicationPage {
  readonly enterpriseName: Locator;
  readonly creditCode: Locator;
  readonly contactName: Locator;
  readonly contactPhone: Locator;
  readonly description: Locator;
  readonly submit: Locator;
  readonly confirm: Locator;
  readonly caseNumber: Locator;

  constructor(private readonly page: Page) {
    this.enterpriseName = page.getByLabel('企业名称');
    this.creditCode = page.getByLabel('统一社会信用代码');
    this.contactName = page.getByLabel('联系人');
    this.contactPhone = page.getByLabel('联系电话');
    this.description = page.getByLabel('情况说明');
    this.submit = page.getByTestId('apply-submit');
    this.confirm = page.getByTestId('apply-confirm').getByRole('button', { name: '确认提交' });
    this.caseNumber = page.getByTestId('apply-success').getByTestId('case-number');
  }

  /** `variant` is the portal mode's path, e.g. portal-csj for a restructuring centre. */
  async open(associationId: string, variant = 'portal'): Promise<void> {
    await this.page.goto(`/${variant}/${associationId}/reconciliation`);
  }

  /** Fills and submits the form, confirms, and returns the case number the portal shows. */
  async apply(application: Application): Promise<string> {
    await this.enterpriseName.fill(application.enterpriseName);
    await this.creditCode.fill(application.creditCode);
    await this.contactName.fill(application.contactName);
    await this.contactPhone.fill(application.contactPhone);
    await this.description.fill(application.description);
    await this.submit.click();
    await this.confirm.click();
    return (await this.caseNumber.innerText()).trim();
  }
}

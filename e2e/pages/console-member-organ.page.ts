import type { Locator, Page } from '@playwright/test';
import { signInToConsole } from './console-sign-in';

/** A member-organisation kind's screens (csj-org: orgList, orgEdit, orgDetail, orgTree; lawfirm: the law firms). */
export class ConsoleMemberOrganPage {
  readonly navigation: Locator;
  readonly detail: Locator;
  readonly officeUnits: Locator;
  readonly addRootOffice: Locator;
  readonly officeName: Locator;
  readonly officeSave: Locator;
  readonly openTree: Locator;
  readonly consultants: Locator;
  readonly addConsultant: Locator;
  readonly consultantSave: Locator;
  readonly save: Locator;

  constructor(
    private readonly page: Page,
    private readonly testId: string,
  ) {
    this.navigation = page.getByRole('navigation', { name: '主导航' });
    this.detail = page.getByTestId(`${testId}-detail`);
    this.officeUnits = page.getByTestId('org-unit');
    this.addRootOffice = page.getByTestId(`${testId}-office-add-root`);
    this.officeName = page.getByTestId(`${testId}-office-name`);
    this.officeSave = page.getByTestId(`${testId}-office-save`);
    this.openTree = page.getByTestId(`${testId}-tree-open`);
    this.consultants = page.getByTestId(`${testId}-consultants`);
    this.addConsultant = page.getByTestId(`${testId}-consultant-add`);
    this.consultantSave = page.getByTestId(`${testId}-consultant-save`);
    this.save = page.getByTestId(`${testId}-save`);
  }

  signIn(associationId: string, loginId: string, password: string): Promise<void> {
    return signInToConsole(this.page, associationId, loginId, password);
  }

  field(name: string): Locator {
    return this.page.getByTestId(`${this.testId}-${name}`);
  }

  consultantField(name: string): Locator {
    return this.page.getByTestId(`${this.testId}-consultant-${name}`);
  }

  /** Waits for the answer of a call of the kind (by the end of its path) while `action` runs. */
  async answerOf(path: string, action: () => Promise<void>): Promise<number> {
    const answer = this.page.waitForResponse((response) => response.url().includes(path) && response.request().method() !== 'GET');
    await action();
    return (await answer).status();
  }
}

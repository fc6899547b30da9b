import type { Locator, Page } from '@playwright/test';

/** The portal's sign-in, its local SMS development page, and the user centre. */
export class PortalAccountPage {
  readonly mobile: Locator;
  readonly code: Locator;
  readonly sendCode: Locator;
  readonly signIn: Locator;
  readonly signedInAs: Locator;
  readonly certificationState: Locator;
  readonly realName: Locator;
  readonly citizenId: Locator;
  readonly certify: Locator;

  constructor(private readonly page: Page) {
    this.mobile = page.getByTestId('sign-in-mobile');
    this.code = page.getByTestId('sign-in-code');
    this.sendCode = page.getByTestId('send-code');
    this.signIn = page.getByTestId('sign-in-submit');
    this.signedInAs = page.getByTestId('signed-in-as');
    this.certificationState = page.getByTestId('certification-state');
    this.realName = page.getByLabel('真实姓名');
    this.citizenId = page.getByLabel('身份证号码');
    this.certify = page.getByTestId('certify-submit');
  }

  /** The code the local SMS provider "sent" to the number, read from its development page in another tab. */
  async codeFromDevelopmentPage(associationId: string, mobile: string): Promise<string> {
    const devPage = await this.page.context().newPage();
    await devPage.goto(`/portal/${associationId}/dev/sms?mobile=${mobile}`);
    const code = (await devPage.getByTestId('dev-sms-row').first().getByTestId('dev-sms-code').innerText()).trim();
    await devPage.close();
    return code;
  }

  /** On the sign-in page: asks for a code, reads it from the development page, and signs in. */
  async signInWithCode(associationId: string, mobile: string): Promise<void> {
    await this.mobile.fill(mobile);
    await this.sendCode.click();
    await this.page.getByText(`验证码已发送至 ${mobile}`).waitFor();
    await this.code.fill(await this.codeFromDevelopmentPage(associationId, mobile));
    await this.signIn.click();
  }
}

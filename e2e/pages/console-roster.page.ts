import type { Locator, Page } from '@playwright/test';
import { signInToConsole } from './console-sign-in';

/** rosterManagement (名录管理) and its import dialog. */
export class ConsoleRosterPage {
  readonly navigation: Locator;
  readonly menuEntry: Locator;
  readonly table: Locator;
  readonly openImport: Locator;
  readonly dialog: Locator;
  readonly fileInput: Locator;
  readonly progress: Locator;
  readonly result: Locator;
  readonly errorFile: Locator;
  readonly importAgain: Locator;

  constructor(private readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: '主导航' });
    this.menuEntry = this.navigation.getByRole('link', { name: '名录管理' });
    this.table = page.getByTestId('roster-table');
    this.openImport = page.getByTestId('roster-import-open');
    this.dialog = page.getByRole('dialog', { name: '从 Excel 批量导入' });
    this.fileInput = this.dialog.locator('input[type="file"]');
    this.progress = this.dialog.getByTestId('roster-import-progress');
    this.result = this.dialog.getByTestId('roster-import-result');
    this.errorFile = this.dialog.getByTestId('roster-error-file');
    this.importAgain = this.dialog.getByTestId('roster-import-again');
  }

  signIn(associationId: string, loginId: string, password: string): Promise<void> {
    return signInToConsole(this.page, associationId, loginId, password);
  }

  /** Chooses the file in the open dialog: it goes through the presigned upload, then the import starts. */
  async upload(path: string): Promise<void> {
    await this.fileInput.setInputFiles(path);
  }

  /** Downloads the error file through the dialog's button; resolves to its bytes. */
  async downloadErrors(): Promise<Buffer> {
    const download = this.page.waitForEvent('download');
    await this.errorFile.click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}

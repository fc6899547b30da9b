import type { Locator, Page } from '@playwright/test';

/** The generic content screens: a list with its rows and bulk bar, the form with its editor, the history drawer. */
export class ConsoleContentPage {
  readonly navigation: Locator;
  readonly addButton: Locator;
  readonly title: Locator;
  readonly body: Locator;
  readonly imageInput: Locator;
  readonly attachmentInput: Locator;
  readonly attachments: Locator;
  readonly save: Locator;
  readonly meta: Locator;
  readonly scheduleInput: Locator;
  readonly scheduleSet: Locator;
  readonly scheduleCurrent: Locator;
  readonly historyOpen: Locator;
  readonly historyDrawer: Locator;
  readonly restoreConfirm: Locator;

  constructor(private readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: '主导航' });
    this.addButton = page.getByTestId('content-add');
    this.title = page.getByTestId('content-form').getByRole('textbox', { name: '标题' });
    this.body = page.getByTestId('content-body');
    this.imageInput = page.getByTestId('content-form').locator('input[type=file][accept^="image"]');
    this.attachmentInput = page.getByTestId('content-attachments').locator('input[type=file]');
    this.attachments = page.getByTestId('content-attachment');
    this.save = page.getByTestId('content-save');
    this.meta = page.getByTestId('content-meta');
    this.scheduleInput = page.getByTestId('schedule-input');
    this.scheduleSet = page.getByTestId('schedule-set');
    this.scheduleCurrent = page.getByTestId('schedule-current');
    this.historyOpen = page.getByTestId('content-history-open');
    this.historyDrawer = page.getByTestId('revision-drawer');
    this.restoreConfirm = page.getByTestId('revision-restore-confirm');
  }

  menuEntry(label: string): Locator {
    return this.navigation.getByRole('link', { name: label });
  }

  row(title: string): Locator {
    return this.page.getByTestId('content-row').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  rows(): Locator {
    return this.page.getByTestId('content-row');
  }

  publishSwitch(title: string): Locator {
    return this.row(title).getByRole('switch');
  }

  editLink(title: string): Locator {
    return this.row(title).getByRole('link', { name: new RegExp(`^编辑.*“${title}”$`) }).first();
  }

  async searchFor(label: string, keyword: string): Promise<void> {
    const search = this.page.getByRole('searchbox', { name: label });
    await search.fill(keyword);
    await search.press('Enter');
  }
}

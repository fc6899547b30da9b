import type { Locator, Page } from '@playwright/test';

/** The portal's floating assistant: its launcher, its dialog and the conversation inside. */
export class PortalAssistant {
  readonly launcher: Locator;
  readonly panel: Locator;
  readonly log: Locator;
  readonly consultationLink: Locator;
  readonly continueLast: Locator;
  readonly confirmClose: Locator;

  constructor(private readonly page: Page) {
    this.launcher = page.getByTestId('assistant-launcher');
    this.panel = page.getByRole('dialog', { name: '小破' });
    this.log = this.panel.getByRole('log');
    this.consultationLink = this.panel.getByTestId('assistant-consultation-link');
    this.continueLast = this.panel.getByRole('button', { name: '继续上次对话' });
    this.confirmClose = page.getByTestId('assistant-confirm-close');
  }

  /** The option buttons of the latest occurrence of a question, found by the words of its text. */
  question(words: string): Locator {
    return this.log.getByRole('group', { name: words }).last();
  }

  async choose(questionWords: string, option: string): Promise<void> {
    await this.question(questionWords).getByRole('button', { name: option, exact: true }).click();
  }

  async close(): Promise<void> {
    await this.panel.getByRole('button', { name: '关闭对话' }).click();
    await this.page.getByRole('dialog', { name: '关闭当前对话？' }).waitFor();
    await this.confirmClose.click();
  }
}

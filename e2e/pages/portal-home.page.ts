import type { Locator, Page } from '@playwright/test';

/** The portal's home page: the association's name in the header and the hero, and the page icon. */
export class PortalHomePage {
  readonly headerTitle: Locator;
  readonly heading: Locator;
  readonly pageIcon: Locator;

  constructor(private readonly page: Page) {
    this.headerTitle = page.getByTestId('association-title');
    this.heading = page.getByRole('heading', { level: 1 });
    this.pageIcon = page.locator('head link[rel="icon"]');
  }

  async open(associationId: string): Promise<void> {
    await this.page.goto(`/portal/${associationId}`);
  }
}

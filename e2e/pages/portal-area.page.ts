import type { Locator, Page } from '@playwright/test';

/** Any area screen of any portal variant: its banner title, its tab bar, and what the open tab shows. */
export class PortalAreaPage {
  readonly title: Locator;
  readonly tabs: Locator;
  /** What a tab shows when it has content: list rows, a single page or the organisation tree. */
  readonly content: Locator;
  readonly nav: Locator;
  readonly searchBox: Locator;
  readonly searchHits: Locator;

  constructor(private readonly page: Page) {
    this.title = page.getByTestId('area-title');
    this.tabs = page.getByTestId('area-tab');
    this.content = page.locator('[role="tabpanel"]').locator('[data-testid="area-item"], [data-testid="area-single"], [data-testid="area-organisation"]');
    this.nav = page.getByTestId('portal-nav');
    this.searchBox = page.getByTestId('header-search');
    this.searchHits = page.getByTestId('search-hit');
  }

  async open(prefix: string, associationId: string, area: string): Promise<void> {
    await this.page.goto(`/${prefix}/${associationId}/${area}`);
  }

  /** Whether the page scrolls sideways (it must not, at any width). */
  scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  }
}

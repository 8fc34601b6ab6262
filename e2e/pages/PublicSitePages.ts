import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_WEB_ENGINE_HOST } from '../support/public-site.ts';

/**
 * A league's own site on `{subdomain}.matchday.localhost:{port}` (ADR 0021): browsers resolve every `*.localhost`
 * name to this machine, and the journeys' server has the web-engine domain `matchday.localhost:{port}`
 * (playwright.config.ts).
 */
export class LeagueSitePage {
  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {}

  /** `http://{subdomain}.matchday.localhost:{port}` for the run's base address `http://localhost:{port}`. */
  static originOf(baseURL: string, subdomain: string) {
    const url = new URL(baseURL);
    return `${url.protocol}//${subdomain}.${E2E_WEB_ENGINE_HOST}:${url.port}`;
  }

  /** The main site under the web-engine domain, `http://matchday.localhost:{port}`, where league sites sign in. */
  static mainSiteOf(baseURL: string) {
    const url = new URL(baseURL);
    return `${url.protocol}//${E2E_WEB_ENGINE_HOST}:${url.port}`;
  }

  async goto(path = '/') {
    return this.page.goto(`${this.origin}${path}`);
  }

  /** The site's own header (its colours, logo and name), not the main site's. */
  get header() {
    return this.page.getByRole('banner');
  }

  get competitions() {
    return this.page.getByRole('region', { name: 'Competitions', exact: true });
  }

  get footer() {
    return this.page.getByRole('contentinfo');
  }
}

/** The main site's header search box and `/search`. */
export class SearchPages {
  constructor(readonly page: Page) {}

  /** The header's box (a plain search box, or a combobox once it suggests as you type). */
  get headerBox(): Locator {
    const header = this.page.getByRole('banner');
    return header
      .getByRole('searchbox', { name: 'Search', exact: true })
      .or(header.getByRole('combobox', { name: 'Search', exact: true }))
      .first();
  }

  /** The results page's own box (in the page's main part, not the header). */
  get pageBox(): Locator {
    return this.page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true });
  }

  async searchFromHeader(q: string) {
    await this.headerBox.fill(q);
    await this.headerBox.press('Enter');
    await expect(this.page).toHaveURL(
      new RegExp(`/search\\?q=${encodeURIComponent(q).replace(/%20/g, '(%20|\\+)')}`),
    );
    await expect(this.page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  }

  async searchOnPage(q: string) {
    await this.pageBox.fill(q);
    await this.page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  }

  /** The group of results of one kind ("Players", "Teams", …). */
  group(kind: 'Leagues' | 'Competitions' | 'Teams' | 'Players' | 'News') {
    return this.page.getByRole('region', { name: kind, exact: true });
  }
}

/** The public site's footer: the static pages, the calendar, contact and the blog. */
export class SiteFooter {
  constructor(readonly page: Page) {}

  get nav() {
    return this.page.getByRole('navigation', { name: 'Site', exact: true });
  }

  link(name: string) {
    return this.nav.getByRole('link', { name, exact: true });
  }

  get blog() {
    return this.nav.getByRole('link', { name: /^Blog/ });
  }
}

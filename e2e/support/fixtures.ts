import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { AppShell } from '../pages/AppShell.ts';
import {
  type Account,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
} from '../pages/AuthPages.ts';
import { OutboxPage } from '../pages/OutboxPage.ts';
import { ProfilePage } from '../pages/ProfilePage.ts';
import { snap } from './screenshots.ts';

/** A new account's details, unique in this run (the server's database lives for the whole run). */
export function newAccount(name = 'Alex Morgan'): Account {
  const id = randomUUID().slice(0, 8);
  return {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${id}@example.com`,
    password: `pw-${id}-Secret!`,
  };
}

/**
 * The Origin a browser sends with the site's own sign-in calls. A request context that has visited a page carries
 * its cookies (the app's time zone cookie among them), and the sign-in service then checks the Origin, as it
 * must for a browser: the API calls here say where they come from, as the app's do.
 */
function asTheSite(): Record<string, string> {
  return { origin: new URL(serverOfThisTest()).origin };
}

/** The server the running test's project uses (playwright.config.ts: the journeys' or the a11y checks'). */
function serverOfThisTest(): string {
  const fromProject = test.info().project.use.baseURL;
  return fromProject ?? `http://localhost:${process.env.E2E_PORT}`;
}

/**
 * Registers through the API (faster than the form when the journey is about something else). The
 * request context keeps the session cookie: use `page.request`/`context.request` to sign the page in.
 * The first account of the run becomes SystemAdmin.
 */
export async function registerByApi(request: APIRequestContext, account: Account) {
  const response = await request.post('/security/v1/auth/sign-up/email', {
    data: { name: account.name, email: account.email, password: account.password },
    headers: asTheSite(),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { user: { id: string; role: string } };
}

/** Signs in through the API; the cookie lands in the request context's (and its page's) cookie jar. */
export async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/security/v1/auth/sign-in/email', {
    data: { email, password },
    headers: asTheSite(),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

interface Pages {
  shell: AppShell;
  registerPage: RegisterPage;
  loginPage: LoginPage;
  forgotPasswordPage: ForgotPasswordPage;
  resetPasswordPage: ResetPasswordPage;
  outboxPage: OutboxPage;
  profilePage: ProfilePage;
  /** Desktop and phone screenshots of the current page into e2e/screenshots/. */
  snap: (name: string) => Promise<void>;
  /**
   * Automatic: a test fails when its page threw an uncaught error or logged an error to the console (a hydration
   * mismatch is one), even if every assertion passed. A response's own status (a 404 page, a refused write) is the
   * browser's note, not the page's error.
   */
  noPageErrors: undefined;
}

/** `test` with the page models bound to the test's page. Import `test` and `expect` from here. */
export const test = base.extend<Pages>({
  shell: async ({ page }, use) => use(new AppShell(page)),
  registerPage: async ({ page }, use) => use(new RegisterPage(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  forgotPasswordPage: async ({ page }, use) => use(new ForgotPasswordPage(page)),
  resetPasswordPage: async ({ page }, use) => use(new ResetPasswordPage(page)),
  outboxPage: async ({ page }, use) => use(new OutboxPage(page)),
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
  snap: async ({ page }, use) => use((name: string) => snap(page, name)),
  noPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      await use(undefined);
      expect(errors, 'uncaught errors and console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

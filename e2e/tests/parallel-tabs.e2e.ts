import type { Browser, BrowserContext, Page, Response, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { logInByApi } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The customer's pages that need a login: a tab that lost its session is sent home with a login prompt. */
const customerPages = ['/overview', '/account', '/overview', '/account'];

/** Every refresh the browser sends, with the server's answer. */
function recordRefreshes(context: BrowserContext) {
  const answers: Response[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/auth/login/refresh')) answers.push(response);
  });
  return answers;
}

/**
 * A browser with a logged-in customer and no open tab: the state a restored session starts from. The
 * access token lives in a tab's memory only, so every tab opened now must get one through the refresh
 * cookie, as after a restore or when its token has expired.
 */
async function loggedInBrowser(options: { withoutWebLocks?: boolean } = {}) {
  const { context, page } = await newPage(browser, baseUrl);
  if (options.withoutWebLocks) {
    // A browser without Web Locks (or a tab of another app version): every tab refreshes on its own.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
    });
  }
  // The session from the API: the refresh cookie and the hint are what a login leaves in the browser (the
  // access token dies with the tab that logged in), so no page needs to load here; the form is login.e2e.ts's.
  await logInByApi(context, baseUrl, 'kunde@example.com');
  await page.close();
  return context;
}

/** Opens the pages in new tabs at once, like a restore or a row of middle-clicks. */
async function openAtOnce(context: BrowserContext, paths: string[]): Promise<Page[]> {
  return Promise.all(
    paths.map(async (path) => {
      const tab = await context.newPage();
      tab.setDefaultTimeout(20_000);
      await tab.goto(path);
      return tab;
    }),
  );
}

async function expectLoggedIn(tabs: Page[], paths: string[]) {
  for (const [index, tab] of tabs.entries()) {
    await tab.getByRole('button', { name: 'Brugermenu' }).waitFor();
    expect(new URL(tab.url()).pathname).toBe(paths[index]);
  }
}

describe('several logged-in tabs opened at once', () => {
  it('all stay logged in, and the browser sends one refresh for all of them', async () => {
    const context = await loggedInBrowser();
    const refreshes = recordRefreshes(context);
    const tabs = await openAtOnce(context, customerPages);
    await expectLoggedIn(tabs, customerPages);
    expect(refreshes.map((answer) => answer.status())).toEqual([200]);
    await screenshot(tabs[0] as Page, 'parallel-tabs-1280');

    // A reload within seconds takes the answer another tab still holds: no refresh either.
    await tabs[1]?.reload();
    await expectLoggedIn(tabs.slice(1, 2), customerPages.slice(1, 2));
    expect(refreshes.length).toBe(1);

    // The session lives on: with every tab closed, a new one refreshes with the cookie the shared refresh left.
    for (const tab of tabs) await tab.close();
    const later = await openAtOnce(context, ['/overview']);
    await expectLoggedIn(later, ['/overview']);
    expect(refreshes.map((answer) => answer.status())).toEqual([200, 200]);
    await context.close();
  });

  it("stays logged in without Web Locks too: the server's grace window answers the parallel refreshes alike", async () => {
    const context = await loggedInBrowser({ withoutWebLocks: true });
    const refreshes = recordRefreshes(context);
    // Pages load at different speeds; held until every tab has asked, the refreshes reach the server
    // together, all with the one cookie, as after a restore on a slow connection.
    const held: Route[] = [];
    await context.route('**/api/auth/login/refresh', async (route) => {
      held.push(route);
      if (held.length === customerPages.length) await Promise.all(held.map((each) => each.continue()));
    });
    const tabs = await openAtOnce(context, customerPages);
    await expectLoggedIn(tabs, customerPages);
    const statuses = refreshes.map((answer) => answer.status());
    // Every tab refreshed on its own, with the cookie they share, and none was taken for a replay.
    const cookies = await Promise.all(refreshes.map(async (answer) => (await answer.request().allHeaders()).cookie));
    expect(new Set(cookies).size).toBe(1);
    expect(statuses.length).toBe(customerPages.length);
    expect(new Set(statuses)).toEqual(new Set([200]));

    await context.unroute('**/api/auth/login/refresh');
    await tabs[0]?.reload();
    await expectLoggedIn(tabs.slice(0, 1), customerPages.slice(0, 1));
    await context.close();
  });
});

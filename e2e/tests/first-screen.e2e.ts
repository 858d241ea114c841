import { sessionHintCookie } from '@studiekraft/shared/constants/session-hint';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { loginThroughNavbar } from '../support/login.ts';

// Decision 043: a public page arrives with its first screen in the HTML, styled, and the browser hydrates
// it instead of drawing it again.
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.getByRole('main');

/** Errors the page reports; the automatic login's 401 for a visitor is the expected answer, not one. */
function recordErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Holds the app's script back until the returned function is called, to look at the server's markup. */
async function holdAppScript(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** A customer's desktop page, logged in through the navbar and showing their menu, with its errors recorded. */
async function loggedInCustomer() {
  const { context, page } = await newPage(browser, baseUrl, viewports.desktop);
  const errors = recordErrors(page);
  await page.goto('/');
  await loginThroughNavbar(page, 'kunde@example.com');
  await page.getByRole('button', { name: 'Brugermenu' }).waitFor();
  return { context, page, errors };
}

describe('a first screen', () => {
  it('is on screen, styled, with no JavaScript at all', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/students/search');
    await main(page).getByRole('heading', { level: 1, name: 'Find studerende' }).waitFor();
    await main(page).getByText('Filtrér efter kompetence eller søg på navn.').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Log ind' }).waitFor();
    // The page's own style sheet (students.module.css, in its lazy chunk) is linked from the head, not added
    // by script: the results' scroll anchor keeps its place below the fixed header.
    const anchor = page.locator('[class*="_scrollAnchor_"]');
    expect(await anchor.evaluate((element) => getComputedStyle(element).scrollMarginTop)).toBe('80px');
    await screenshot(page, 'first-screen-search-no-js-375');
    await context.close();
  });

  it.each([
    ['1280', viewports.desktop],
    ['375', viewports.phone],
  ])('is hydrated, not drawn again, at %s px', async (width, viewport) => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    const errors = recordErrors(page);
    // Hold the app's script back, to look at the page as the server sent it first.
    const release = await holdAppScript(page);
    // Not 'domcontentloaded': that waits for the (held) module script.
    await page.goto('/students/search', { waitUntil: 'commit' });
    await main(page).getByRole('heading', { level: 1, name: 'Find studerende' }).waitFor();
    await page.evaluate(() => {
      (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
    });

    // The students are in it already (decision 044).
    await main(page).getByRole('link', { name: 'Se profil' }).first().waitFor();
    // Not interactive yet: the root still carries the server's mark, which the app drops once it has hydrated.
    expect(await page.locator('#root[data-first-screen]').count()).toBe(1);
    release();
    await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
    expect(
      await page.evaluate(
        () => (window as { serverHeading?: Element | null }).serverHeading === document.querySelector('main h1'),
      ),
    ).toBe(true);
    expect(await page.locator('#root[data-first-screen]').count()).toBe(0);
    expect(errors).toEqual([]);
    await screenshot(page, `first-screen-search-hydrated-${width}`);
    await context.close();
  });

  it('hydrates every public page without an error, and a click then navigates in the browser', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    const errors = recordErrors(page);
    for (const path of [
      '/',
      '/students/sofie-andersen',
      '/students/search',
      '/hvad-tilbyder-vi/',
      '/hvad-tilbyder-vi/web/simple-website',
      '/om-os',
      '/blog/',
      '/blog/bogfoering-for-begyndere-aps-og-enkeltmandsvirksomhed',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    // Still one app: the logo goes home without loading a document.
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.getByRole('link', { name: 'Forside' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(documents).toEqual([]);
    await context.close();
  });

  it('comes with its answers (decision 044): the profile is on screen before any script, and the page asks for none of it', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    const errors = recordErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/students')) asked.push(request.url());
    });
    const release = await holdAppScript(page);
    await page.goto('/students/sofie-andersen', { waitUntil: 'commit' });
    await main(page).getByRole('heading', { level: 1, name: 'Sofie Andersen' }).waitFor();
    await main(page).getByRole('tab', { name: 'Om mig' }).waitFor();
    await screenshot(page, 'first-screen-profile-before-script-375');
    release();
    await page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is not a logged-in user's: their page shows their menu, never the visitor's login button", async () => {
    const { context, page, errors } = await loggedInCustomer();
    // The browser says it has a session (the hint cookie): the server sends no visitor's screen to flash.
    const response = await page.goto('/students/search');
    expect(await response?.text()).not.toContain('data-first-screen');
    await page.getByRole('button', { name: 'Brugermenu' }).waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Log ind' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is dropped, mark and all, when the login set the hint only after the page was asked for', async () => {
    const { context, page, errors } = await loggedInCustomer();
    // The page request leaves without the hint and the app finds it set, as when the request left the moment
    // the login answered, before the app had set the cookie: a visitor's first screen for a session.
    await context.clearCookies({ name: sessionHintCookie });
    await page.addInitScript((name) => {
      // biome-ignore lint/suspicious/noDocumentCookie: the app sets the hint this way (lib/session-hint.ts)
      document.cookie = `${name}=1; Path=/; SameSite=Lax`;
    }, sessionHintCookie);
    const response = await page.goto('/students/search', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('data-first-screen');
    // The browser renders the page itself, and the root no longer says it holds the server's screen.
    await page.waitForSelector('#root:not([data-first-screen])', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Brugermenu' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps home's lower sections: hydrated only near the viewport, and there again after a quick trip away", async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    const errors = recordErrors(page);
    const lowerChunk: string[] = [];
    page.on('request', (request) => {
      if (/home-below-fold/.test(request.url())) lowerChunk.push(request.url());
    });
    await page.goto('/');
    await page.waitForSelector('#root:not([data-first-screen])');
    const steps = main(page).getByRole('heading', { level: 2, name: 'Sådan fungerer det' });
    // In the server's markup, below the fold, and none of its code asked for (decision 045).
    await steps.waitFor();
    expect(lowerChunk).toEqual([]);
    // Away before the search page has even arrived, and straight back: the browser renders home afresh and
    // the sections come back without scrolling (React may drop the waiting markup on such a navigation).
    await main(page).getByRole('link', { name: 'Finde en studerende' }).first().click();
    await page.waitForURL(/\/students\/search/);
    await page.goBack();
    await steps.waitFor({ timeout: 10_000 });
    await screenshot(page, 'home-lower-sections-after-back-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});

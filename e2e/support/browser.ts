import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Debian's Chromium, never a downloaded browser; flags keep it off the closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 860 },
} as const;

export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = viewports.desktop,
  // Danish time, as the customers see it, unless a test puts the browser abroad (danish-time.e2e.ts).
  timezoneId = 'Europe/Copenhagen',
) {
  // Reduced motion, which the theme respects (respectReducedMotion): dialogs, menus and toasts appear at once
  // instead of after a transition that every click on them would wait out.
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport,
    locale: 'da-DK',
    timezoneId,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  // Generous: CI shares two cores between the server, Chromium and the runner.
  page.setDefaultTimeout(20_000);
  waitForTheAppOnNavigation(page);
  return { context, page };
}

/**
 * A first screen (decision 043) is on screen before it responds: the server's markup, which the app
 * hydrates a moment later and then marks by dropping #root's data-first-screen. A person waits for a page to
 * react; a test that clicked at once would click markup without handlers (student-application.e2e.ts did,
 * in CI). So goto and reload also wait for the app to take over, unless asked to stop at 'commit' (which
 * first-screen.e2e.ts does to look at the server's markup). A page without a first screen has no mark.
 */
function waitForTheAppOnNavigation(page: Page) {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    page[name] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      const stopsAtCommit = args.some((arg) => (arg as { waitUntil?: string } | undefined)?.waitUntil === 'commit');
      // Serialised into the page, so written out here rather than shared.
      if (!stopsAtCommit) await page.waitForFunction(() => document.querySelector('#root[data-first-screen]') === null);
      return response;
    }) as never;
  }
}

/**
 * A full-page picture for a person to look at, taken only when asked (E2E_SCREENSHOTS=1): it asserts
 * nothing, and CI, which nobody looks at pictures from, skips the cost.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  template: string;
}

/** Reads the dev mailbox's JSON, newest first, for one recipient. */
export async function mailsTo(baseUrl: string, to: string): Promise<Mail[]> {
  const response = await fetch(`${baseUrl}/api/dev/mails?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { rows: Mail[] };
  return body.rows;
}

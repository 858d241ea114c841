import type { Page, Request } from 'playwright-core';

interface Traffic {
  inFlight: Set<Request>;
  lastChange: number;
}

const traffic = new WeakMap<Page, Traffic>();

/** Counts the page's requests that have not yet finished, from the first call on. */
function trafficOf(page: Page): Traffic {
  let seen = traffic.get(page);
  if (!seen) {
    const counted: Traffic = { inFlight: new Set(), lastChange: Date.now() };
    // A set, not a count: a request that began before the first call finishes without having been counted.
    const settle = (request: Request) => {
      counted.inFlight.delete(request);
      counted.lastChange = Date.now();
    };
    page.on('request', (request) => {
      counted.inFlight.add(request);
      counted.lastChange = Date.now();
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    traffic.set(page, counted);
    seen = counted;
  }
  return seen;
}

/**
 * Goes to `path` inside the running app, as its own links do (React Router's browser router follows
 * popstate), instead of loading the document, the scripts and the session again: about 0.6 s a page on the
 * 2-core machine. For tests that look at many pages in one session, such as the axe runs; loading a page and
 * its first screen is tested with page.goto (first-screen.e2e.ts, and the first page of each such test).
 *
 * Resolves once the router is at `path` and no request has been open for 500 ms, which is what Playwright's
 * 'networkidle' means; that load state itself belongs to the document and was reached long before, so
 * waitForLoadState would not wait for the new page's lazy chunk and data.
 */
export async function navigateInApp(page: Page, path: string, deadlineMs = 20_000) {
  const seen = trafficOf(page);
  // The page's requests reach this process a moment after the popstate that starts them: the quiet 500 ms
  // are counted from the navigation at the earliest.
  seen.lastChange = Date.now();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const wanted = new URL(path, page.url());
  await page.waitForURL((url) => url.pathname === wanted.pathname);
  const deadline = Date.now() + deadlineMs;
  while (seen.inFlight.size > 0 || Date.now() - seen.lastChange < 500) {
    if (Date.now() > deadline) throw new Error(`${path}: the network did not go quiet within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * What a logged-in page costs the browser (issue 34): the number of requests and the time until the network
 * settles for a full load with an empty cache, and how long the contact dialog takes to open the first time.
 * Driven with playwright-core over an already running Chromium and server (run-lighthouse-bench.ts).
 *
 * The request count is absolute (aim: about 20 at most). Times depend on the machine, so the dialog's are also
 * given as a ratio to a yardstick measured in the same run on the same page: opening the dialog again once
 * its code is loaded (what the click itself costs: React, Mantine's modal, the first paint).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

const demoPassword = 'demo-1234';
/** The network counts as settled after this long without a request in flight. */
const quietMs = 500;
/** A person's pointer rests on a button about this long before the click lands. */
const hoverBeforeClickMs = 150;

export interface PageLoad {
  requests: number;
  /** Of those, the built files: scripts and style sheets (the rest are the page, API calls, images, the socket). */
  'JS + CSS': number;
  'settle ms': number;
}

export interface DialogTimes {
  /** Click with no pointer or focus on the button before it: the code loads after the click. */
  'cold click ms': number;
  /** The pointer rests on the button for `hoverBeforeClickMs` first, as a person's does; click to open. */
  'hover, click ms': number;
  /** Opening it again with its code loaded. */
  'yardstick ms': number;
  'cold / yardstick': number;
  'hover / yardstick': number;
}

interface LoggedInPage {
  label: string;
  email: string;
  /** The path, or a function of the login answer (the customer's latest conversation). */
  path: string | ((login: { latest_conversation_id: number | null }) => string);
}

export const loggedInPages: readonly LoggedInPage[] = [
  { label: 'staff projects', email: 'admin@example.com', path: '/administration/projects' },
  {
    label: 'customer conversation',
    email: 'kunde@example.com',
    path: (login) => `/conversations/${login.latest_conversation_id ?? ''}`,
  },
  { label: 'student overview', email: 'studerende@example.com', path: '/overview' },
];

async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 860 },
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
  });
}

/** Logs in through the API and sets the session hint the web app sets, so a page load refreshes into the session. */
async function logIn(context: BrowserContext, baseURL: string, email: string) {
  const response = await context.request.post('/api/auth/login', { data: { email, password: demoPassword } });
  if (!response.ok()) throw new Error(`login ${email}: ${response.status()}`);
  await context.addCookies([{ name: 'sk_session', value: '1', url: baseURL }]);
  return (await response.json()) as { latest_conversation_id: number | null };
}

/** Loads `path` with an empty cache and counts every request until the network has been quiet for `quietMs`. */
async function measureLoad(page: Page, path: string): Promise<PageLoad> {
  let inFlight = 0;
  let requests = 0;
  let builtFiles = 0;
  let lastActivity = Date.now();
  page.on('request', (request) => {
    requests++;
    if (['script', 'stylesheet'].includes(request.resourceType())) builtFiles++;
    inFlight++;
    lastActivity = Date.now();
  });
  const done = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const started = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
    if (Date.now() - started > 30_000) throw new Error(`${path} did not settle in 30 s`);
    await page.waitForTimeout(25);
  }
  return { requests, 'JS + CSS': builtFiles, 'settle ms': lastActivity - started };
}

export async function measureLoggedInPage(browser: Browser, baseURL: string, target: LoggedInPage): Promise<PageLoad> {
  const context = await newContext(browser, baseURL);
  try {
    const login = await logIn(context, baseURL, target.email);
    const page = await context.newPage();
    return await measureLoad(page, typeof target.path === 'string' ? target.path : target.path(login));
  } finally {
    await context.close();
  }
}

/**
 * Clicks the contact button in the page (no pointer travel) and waits for the dialog's first field on screen.
 * Source text, not a function: tsx would wrap a named function in a helper the page does not have.
 */
const clickAndTimeDialogSource = `(async () => {
  const button = document.querySelector('main button[aria-haspopup="dialog"]');
  if (!button) throw new Error('no contact button');
  const started = performance.now();
  button.click();
  await new Promise((resolve, reject) => {
    const tick = () => {
      if (performance.now() - started > 20000) reject(new Error('the contact dialog did not open'));
      else if (document.querySelector('[role="dialog"] input, [role="dialog"] textarea')) resolve();
      else requestAnimationFrame(tick);
    };
    tick();
  });
  return performance.now() - started;
})()`;

const clickAndTimeDialog = (page: Page) => page.evaluate<number>(clickAndTimeDialogSource);

async function openProfile(context: BrowserContext, slug: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/students/${slug}`, { waitUntil: 'networkidle' });
  // A first screen is the server's markup until the app takes it over (decision 043).
  await page.waitForSelector('#root:not([data-first-screen])', { state: 'attached' });
  return page;
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
}

/** The contact dialog on a student's profile, as a visitor with an empty cache, three ways (see DialogTimes). */
export async function measureContactDialog(browser: Browser, baseURL: string, slug: string): Promise<DialogTimes> {
  const cold = await newContext(browser, baseURL);
  const hover = await newContext(browser, baseURL);
  try {
    const coldPage = await openProfile(cold, slug);
    const coldMs = await clickAndTimeDialog(coldPage);
    await closeDialog(coldPage);
    const yardstickMs = await clickAndTimeDialog(coldPage);

    const hoverPage = await openProfile(hover, slug);
    const button = hoverPage.locator('main button[aria-haspopup="dialog"]').first();
    await button.hover();
    await hoverPage.waitForTimeout(hoverBeforeClickMs);
    const hoverMs = await clickAndTimeDialog(hoverPage);

    const ratio = (ms: number) => Number((ms / yardstickMs).toFixed(1));
    return {
      'cold click ms': Math.round(coldMs),
      'hover, click ms': Math.round(hoverMs),
      'yardstick ms': Math.round(yardstickMs),
      'cold / yardstick': ratio(coldMs),
      'hover / yardstick': ratio(hoverMs),
    };
  } finally {
    await cold.close();
    await hover.close();
  }
}

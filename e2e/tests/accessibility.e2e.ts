import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { demoPassword, logInByApi } from '../support/login.ts';
import { closeMenuWithEscape } from '../support/menu.ts';
import { navigateInApp } from '../support/navigate-in-app.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * One visitor's page per viewport for the public pages: the first is loaded, the rest are reached inside the
 * app as its links would (navigate-in-app.ts), which spares a context, a document and the scripts per page.
 */
const visitors = new Map<number, Promise<{ context: BrowserContext; page: Page }>>();
afterAll(async () => {
  for (const visitor of visitors.values()) await (await visitor).context.close();
});

async function visit(path: string, viewport: { width: number; height: number }) {
  let visitor = visitors.get(viewport.width);
  if (!visitor) {
    visitor = newPage(browser, baseUrl, viewport).then(async (opened) => {
      await opened.page.goto(path);
      return opened;
    });
    visitors.set(viewport.width, visitor);
    return (await visitor).page;
  }
  const { page } = await visitor;
  await navigateInApp(page, path);
  return page;
}

it.each([
  ['/', viewports.desktop],
  ['/', viewports.phone],
  ['/password/request', viewports.desktop],
  ['/kontakt', viewports.phone],
  ['/students/search', viewports.desktop],
  ['/students/search', viewports.phone],
  ['/students/sofie-andersen', viewports.desktop],
  ['/hvad-tilbyder-vi/', viewports.desktop],
  ['/hvad-tilbyder-vi/web/', viewports.phone],
  ['/hvad-tilbyder-vi/web/simple-website', viewports.desktop],
  ['/betingelser', viewports.phone],
  ['/om-os', viewports.desktop],
  ['/skabeloner', viewports.phone],
  ['/bliv-student-freelancer', viewports.phone],
  ['/customers/register', viewports.desktop],
  ['/customers/register', viewports.phone],
])('%s has no serious or critical axe violations', async (path, viewport) => {
  const page = await visit(path, viewport);
  expect(await seriousViolations(page)).toEqual([]);
});

it.each([
  ['kunde@example.com', viewports.desktop],
  ['kunde@example.com', viewports.phone],
  ['camilla.nielsen@example.com', viewports.desktop],
])('the pages of a logged-in customer (%s) have no serious or critical axe violations', async (email, viewport) => {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  // The session from the API (the login form has its own tests): the page a login lands on (the latest
  // conversation, else the overview), then the overview and the account page.
  const { latest_conversation_id: latest } = await logInByApi(context, baseUrl, email);
  const found: string[] = [];
  const paths = [...(latest === null ? [] : [`/conversations/${latest}`]), '/overview', '/account/login'];
  for (const [index, path] of paths.entries()) {
    // The first page loaded, the others reached inside the app.
    if (index === 0) await page.goto(path);
    else await navigateInApp(page, path);
    found.push(...(await seriousViolations(page)).map((v) => `${page.url()} ${v}`));
  }
  expect(found).toEqual([]);
  await context.close();
});

/** The demo employee's session through the API, to find a customer and a conversation to visit. */
async function asAdmin<T>(path: string): Promise<T> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: demoPassword }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${access_token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A page of the demo employee's session, opened by the next goto (the login form is login.e2e.ts's subject). */
async function adminPage(viewport: { width: number; height: number }) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await logInByApi(context, baseUrl, 'admin@example.com');
  return { context, page };
}

it.each([
  ['desktop', viewports.desktop],
  ['phone', viewports.phone],
])('the admin pages (%s) have no serious or critical axe violations', async (_name, viewport) => {
  const customers = await asAdmin<{ rows: { id: number }[] }>('/customers?limit=1');
  const projects = await asAdmin<{ rows: { conversation_id: number | null; customer?: { user_id: number } }[] }>(
    `/projects?limit=20&includes=${encodeURIComponent(JSON.stringify(['customer', 'conversation']))}`,
  );
  const withConversation = projects.rows.find((row) => row.conversation_id !== null && row.customer);
  expect(withConversation).toBeDefined();
  const { context, page } = await adminPage(viewport);
  const main = page.getByRole('main');
  const pages: [string, () => Promise<unknown>][] = [
    ['/administration', () => main.getByRole('heading', { name: 'Nye studerende og kunder' }).waitFor()],
    ['/administration/projects', () => main.getByRole('table').waitFor()],
    ['/administration/customers', () => main.getByRole('table').waitFor()],
    [
      `/administration/customers/${customers.rows[0]?.id}`,
      () => main.getByRole('heading', { name: 'Kundeinformation' }).waitFor(),
    ],
    ['/administration/employees', () => main.getByRole('table').waitFor()],
    ['/administration/conversations', () => main.getByRole('table', { name: 'Alle samtaler' }).waitFor()],
    ['/administration/settings', () => main.getByRole('button', { name: 'Gem indstillinger' }).waitFor()],
    [
      `/administration/conversations/${withConversation?.conversation_id}/${withConversation?.customer?.user_id}`,
      () => main.getByRole('list', { name: 'Beskeder' }).waitFor(),
    ],
  ];
  const found: string[] = [];
  for (const [index, [path, loaded]] of pages.entries()) {
    // The first page loaded, the others reached inside the app; each shows what it is known by.
    if (index === 0) await page.goto(path);
    else await navigateInApp(page, path);
    await loaded();
    found.push(...(await seriousViolations(page)).map((v) => `${path} ${v}`));
  }
  expect(found).toEqual([]);
  await context.close();
});

it("reaches the admin tables' row actions by keyboard", async () => {
  const { context, page } = await adminPage(viewports.desktop);
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return { label: element?.getAttribute('aria-label') ?? '', href: element?.getAttribute('href') ?? '' };
    });
  /** Tabs forward from the search field until `wanted` holds for the focused element, at most 40 times. */
  const tabUntil = async (wanted: (element: { label: string; href: string }) => boolean) => {
    await page.getByRole('main').getByRole('textbox', { name: 'Søg', exact: true }).focus();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const element = await focused();
      if (wanted(element)) return element;
    }
    return null;
  };

  await page.goto('/administration/projects');
  await page.getByRole('main').getByRole('table').waitFor();
  const more = await tabUntil((element) => element.label.startsWith('Flere handlinger for '));
  expect(more).not.toBeNull();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').getByRole('menuitem', { name: 'Projektnoter' }).waitFor();
  await closeMenuWithEscape(page);
  // Focus returns to the button that opened the menu.
  expect((await focused()).label).toBe(more?.label);

  await page.goto('/administration/customers');
  await page.getByRole('main').getByRole('table').waitFor();
  const link = await tabUntil((element) => /^\/administration\/customers\/\d+$/.test(element.href));
  expect(link).not.toBeNull();
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`${link?.href}$`));
  await page.getByRole('main').getByRole('heading', { name: 'Kundeinformation' }).waitFor();
  await context.close();
});

describe('keyboard and landmarks (issue 34)', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.phone],
  ])('the first Tab (%s) reaches "Gå til indhold", and Enter moves the focus to main', async (_name, viewport) => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await page.goto('/students/search');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Gå til indhold' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    // Shown while focused: inside the viewport, not parked above it.
    const box = await skip.boundingBox();
    expect(box !== null && box.y >= 0 && box.x >= 0).toBe(true);
    await screenshot(page, `skip-link-${viewport.width}`);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).hash).toBe('');
    // The next Tab continues inside main, past the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    await context.close();
  });

  it('a dialog has no banner landmark of its own (the login dialog on a phone)', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log ind' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=password]').waitFor();
    expect(await dialog.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(1);
    await context.close();
  });

  it('the star rating is chosen with the arrow keys and keeps the choice when the focus leaves', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.desktop);
    await logInByApi(context, baseUrl, 'kunde@example.com');
    await page.goto('/account/testimonials');
    const form = page.getByRole('form', { name: 'Skriv en udtalelse' });
    await form.waitFor();
    await page.getByRole('radio', { name: '2 af 5 stjerner' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    expect(await form.getByLabel('Overskrift').evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByRole('radio', { name: '4 af 5 stjerner' }).isChecked()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Tab');
    expect(await page.getByRole('radio', { name: '3 af 5 stjerner' }).isChecked()).toBe(true);
    await context.close();
  });

  it("names a select's clear and a pill's remove button, and a number field has no unnamed step buttons", async () => {
    const { context, page } = await adminPage(viewports.desktop);
    await page.goto('/administration/students');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Opret studerende' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opret studerende' });
    await dialog.getByText('Velkomstmail sendes').waitFor();
    expect(await dialog.getByRole('banner').count()).toBe(0);
    const skills = dialog.getByLabel(/^Færdigheder/).first();
    await skills.click();
    await page.getByRole('option', { name: 'Regnskab', exact: true }).click();
    await skills.evaluate((element) => (element as HTMLElement).blur());
    const unnamed = () =>
      page.evaluate(
        (selector) =>
          Array.from(document.querySelectorAll<HTMLButtonElement>(selector))
            .filter((button) => !button.getAttribute('aria-label') && !button.textContent?.trim())
            .map((button) => button.className),
        'button',
      );
    expect(await dialog.locator('.mantine-Pill-remove').getAttribute('aria-label')).toBe('Fjern');
    expect(await dialog.locator('.mantine-InputClearButton-root').first().getAttribute('aria-label')).toBe('Ryd');
    expect(await unnamed()).toEqual([]);
    await screenshot(page, 'create-student-pills-1280');
    await page.keyboard.press('Escape');

    await page.goto('/administration/payouts');
    await main.getByRole('heading', { name: 'Satser pr. niveau' }).waitFor();
    await main
      .getByRole('button', { name: /^Gem sats for / })
      .first()
      .waitFor();
    expect(await unnamed()).toEqual([]);
    await context.close();
  });
});

describe('home by role (issue 34)', () => {
  it.each([
    ['studerende@example.com', viewports.desktop],
    ['studerende@example.com', viewports.phone],
    ['kunde@example.com', viewports.desktop],
  ])('logged in as %s, home offers no sign-up', async (email, viewport) => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    // The session from the API (the login form is login.e2e.ts's subject).
    await logInByApi(context, baseUrl, email);
    // Home afresh, as a reload or a new tab shows it to someone logged in (no visitor's first screen).
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Finde en studerende' }).waitFor();
    expect(await main.getByRole('link', { name: 'Være student freelancer' }).count()).toBe(0);
    expect(await main.getByText('Er du en virksomhed?').count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Opret virksomhed' }).count()).toBe(0);
    await screenshot(page, `home-${email.split('@')[0]}-${viewport.width}`);
    await context.close();
  });

  it('a visitor still sees both', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.desktop);
    await page.goto('/');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Være student freelancer' }).waitFor();
    await main.getByRole('link', { name: 'Opret virksomhed' }).waitFor();
    await context.close();
  });
});

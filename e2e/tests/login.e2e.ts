import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { confirmAndSetPassword } from '../support/confirm-from-mailbox.ts';
import { logInByApi, loginThroughNavbar, logoutThroughUserMenu } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('logging in as each demo user', () => {
  it.each([
    ['customer', 'kunde@example.com', /\/conversations\/\d+$/],
    ['student', 'studerende@example.com', /\/conversations\/\d+$/],
    ['employee', 'admin@example.com', /\/administration$/],
  ])('lands the %s in the right place and logs out home', async (role, email, landing) => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/');
    await loginThroughNavbar(page, email);
    await page.waitForURL(landing);
    expect(new URL(page.url()).pathname).toMatch(landing);
    await screenshot(page, `login-${role}-1280`);

    // The session survives a reload through the refresh cookie.
    await page.reload();
    await page.getByRole('button', { name: 'Brugermenu' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(landing);

    await logoutThroughUserMenu(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('button', { name: 'Log ind' }).waitFor();
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Log ind' }).waitFor();
    await context.close();
  });

  it('shows the Danish error for a wrong password and stays logged out', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/');
    await loginThroughNavbar(page, 'kunde@example.com', 'forkert-kode');
    await page.getByText('Vi kunne ikke finde en bruger med den kombination af email og kodeord.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The cookie notice is still open: the toast rises above it instead of covering its button.
    await expect
      .poll(async () => {
        const notice = await page.getByRole('region', { name: 'Cookies' }).boundingBox();
        const toast = await page.getByRole('alert').filter({ hasText: 'Vi kunne ikke finde' }).boundingBox();
        return notice !== null && toast !== null && toast.y + toast.height <= notice.y;
      })
      .toBe(true);
    await context.close();
  });

  it('logs in on a phone through the modal', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    await page.goto('/');
    await screenshot(page, 'home-375');
    await loginThroughNavbar(page, 'kunde@example.com');
    await page.waitForURL(/\/conversations\/\d+$/);
    // On a phone the conversation page shows one panel at a time, the chat first.
    await page.getByRole('region', { name: 'Chat' }).waitFor();
    expect(await page.getByRole('region', { name: 'Samtaler' }).count()).toBe(0);
    // The cookie notice has not been accepted yet; the chat's composer stays above it, usable.
    await expect
      .poll(async () => {
        const notice = await page.getByRole('region', { name: 'Cookies' }).boundingBox();
        const composer = await page.getByRole('button', { name: 'Send besked' }).boundingBox();
        return notice !== null && composer !== null && composer.y + composer.height <= notice.y;
      })
      .toBe(true);
    await screenshot(page, 'login-customer-375');
    await context.close();
  });
});

describe('guarded routes', () => {
  it('sends an anonymous visitor home with ?redirect and back after login', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/account/indstillinger');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/account/indstillinger');
    await loginThroughNavbar(page, 'kunde@example.com');
    await page.waitForURL((url) => url.pathname === '/account/indstillinger');
    await screenshot(page, 'account-after-redirect-1280');
    await context.close();
  });

  it('keeps customers out of the administration', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    // The session from the API: this test is about the staff guard; the form's login is the tests' above.
    await logInByApi(context, baseUrl, 'kunde@example.com');
    await page.goto('/administration');
    // Home with the redirect query (spec section 8), saying why instead of sending the customer back.
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === '/administration');
    await page.getByText('Den side, du bad om, er kun for medarbejdere.', { exact: false }).waitFor();
    await context.close();
  });

  it('lets an employee reload an administration page directly', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/administration/projects');
    await page.waitForURL((url) => url.searchParams.get('redirect') === '/administration/projects');
    await loginThroughNavbar(page, 'admin@example.com');
    await page.waitForURL((url) => url.pathname === '/administration/projects');
    await page.getByRole('heading', { name: 'Alle Projekter' }).waitFor();
    await screenshot(page, 'admin-projects-1280');
    await context.close();
  });

  it('redirects unknown paths home and /bliv-studerende to /bliv-student-freelancer', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/findes-ikke/her');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/bliv-studerende');
    await page.waitForURL((url) => url.pathname === '/bliv-student-freelancer');
    await context.close();
  });
});

describe('a session that ends on the server (issue 33)', () => {
  it('logs the open tab out with a Danish notice when staff deactivate the user, whatever was loading', async () => {
    const email = `afsluttet-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
    const password = 'afsluttet-kode-1';
    const quick = await apiCall<{ data: { user: { id: number } } }>(baseUrl, 'POST', '/customers/quick', {
      name: 'Aske Afsluttet',
      phone_number: '40506072',
      email,
    });
    await confirmAndSetPassword(baseUrl, email, password);
    const { context, page } = await newPage(browser, baseUrl);
    // The session from the API (the form's login is the tests' above), then an open tab that has it.
    await logInByApi(context, baseUrl, email, password);
    await page.goto('/');
    await page.getByRole('button', { name: 'Brugermenu' }).waitFor();

    const staff = await apiCall<{ access_token: string }>(baseUrl, 'POST', '/auth/login', {
      email: 'admin@example.com',
      password: 'demo-1234',
    });
    await apiCall(baseUrl, 'PUT', `/users/deactivate/${quick.data.user.id}`, undefined, {
      authorization: `Bearer ${staff.access_token}`,
    });
    // The next page in the tab asks the API with the old token: its calls are refused together, and the
    // one reload that follows says why.
    await page.getByRole('banner').getByRole('link', { name: 'Find studerende' }).click();
    await page.getByText('Du er blevet logget ud. Log ind igen for at fortsætte.').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Log ind' }).waitFor();
    await screenshot(page, 'session-ended-1280');
    await context.close();
  });
});

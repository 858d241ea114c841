import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { offeredProjectWithOliver } from '../support/accepted-project.ts';
import { apiCall } from '../support/api.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { demoPassword, logInByApi } from '../support/login.ts';

/*
 * Issue 34: dates and times of the business are Danish time whatever the browser's zone. A browser in Los
 * Angeles, nine hours behind Copenhagen, must show an offer's expiry and an invoice's issue date as the
 * system lines, e-mails and PDFs state them.
 */

const baseUrl = inject('baseUrl');
const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
  apiCall<T>(baseUrl, method, path, body, token ? { authorization: `Bearer ${token}` } : {});
const login = async (email: string, password = demoPassword) =>
  (await api<{ access_token: string }>('POST', '/auth/login', { email, password })).access_token;

const danishMonths = ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'juni', 'juli', 'aug.', 'sept.', 'okt.', 'nov.', 'dec.'];

/**
 * The Danish wall clock, computed apart from the app: 'DD-MM-YYYY', and the specification's date-time
 * ('Do MMM. YYYY, kl. HH:mm', e.g. '2. nov. 2026, kl. 00:30').
 */
function copenhagen(instant: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.day}-${parts.month}-${parts.year}`,
    dateTime: `${Number(parts.day)}. ${danishMonths[Number(parts.month) - 1]} ${parts.year}, kl. ${parts.hour}:${parts.minute}`,
  };
}

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** A browser in Los Angeles, reading Danish. */
async function losAngelesPage() {
  const { context, page } = await newPage(browser, baseUrl, viewports.desktop, 'America/Los_Angeles');
  contexts.push(context);
  // The browser really is in Los Angeles: its own clock is not the Danish one.
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
  return page;
}

describe('Danish time in a browser abroad (issue 34)', () => {
  it("shows an offer's expiry and the staff invoice list's issue dates in Danish time", async () => {
    // A customer asks Oliver for a project and Oliver offers a price: the offer stands 7 days.
    const { id, email, password, conversationId, customerToken } = await offeredProjectWithOliver(baseUrl, {
      emailPrefix: 'danishtime',
      projectName: `Tidszoner ${Date.now()}`,
      customerName: 'Tidszone Kundesen',
      offer: 250,
      hours: 2,
    });
    const offered = await api<{ data: { offer_expires_at: string } }>('GET', `/projects/${id}`, undefined, customerToken);
    const expiry = copenhagen(offered.data.offer_expires_at);

    const page = await losAngelesPage();
    // The session from the API, as the staff's below (the login form is login.e2e.ts's subject).
    await logInByApi(page.context(), baseUrl, email, password);
    await page.goto(`/conversations/${conversationId}`);
    const shown = page.getByTestId('offer-expiry').first();
    await shown.waitFor();
    expect(await shown.textContent()).toContain(expiry.dateTime);
    await screenshot(page, 'danish-time-offer-expiry-los-angeles');

    // Staff in Los Angeles too: each invoice's issue date is its Danish day, the day its PDF prints.
    const staff = await losAngelesPage();
    await logInByApi(staff.context(), baseUrl, 'admin@example.com');
    const invoices = await api<{ rows: { number: string; issued_at: string }[] }>(
      'GET',
      '/invoices?limit=5',
      undefined,
      await login('admin@example.com'),
    );
    expect(invoices.rows.length).toBeGreaterThan(0);
    await staff.goto('/administration/invoices');
    for (const invoice of invoices.rows) {
      const row = staff.getByTestId(`invoice-row-${invoice.number}`);
      await row.waitFor();
      expect(await row.textContent()).toContain(copenhagen(invoice.issued_at).day);
    }
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { logInByApi } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('testimonials on the home page (decision 024)', () => {
  it('a customer writes one, an employee approves it on a phone, and the home page shows it', async () => {
    const title = `Hurtig og venlig hjælp ${Date.now()}`;

    // The customer writes it on their account page; the score is picked with the keyboard.
    const customer = await newPage(browser, baseUrl, viewports.desktop);
    // Sessions from the API: the login form is login.e2e.ts's subject.
    await logInByApi(customer.context, baseUrl, 'kunde@example.com');
    await customer.page.goto('/account/testimonials');
    const form = customer.page.getByRole('form', { name: 'Skriv en udtalelse' });
    await form.waitFor();
    await customer.page.getByRole('radio', { name: '5 af 5 stjerner' }).focus();
    await customer.page.keyboard.press('Space');
    await form.getByLabel('Overskrift').fill(title);
    await form
      .getByLabel('Din udtalelse')
      .fill('Vores studerende gik til opgaven med det samme og holdt os orienteret hele vejen.');
    await form.getByLabel('Virksomhed').fill('Testfirmaet ApS');
    await form.getByRole('button', { name: 'Send udtalelse' }).click();
    await customer.page.getByText('Tak! Din udtalelse vises på forsiden, når vi har godkendt den.').waitFor();
    const own = customer.page.getByRole('listitem').filter({ hasText: title });
    await own.getByText('Afventer godkendelse').waitFor();
    await screenshot(customer.page, 'testimonial-written-1280');
    expect(await seriousViolations(customer.page)).toEqual([]);

    // Staff approve it from the side menu's 'Udtalelser', on a 375 px phone.
    const staff = await newPage(browser, baseUrl, viewports.phone);
    await logInByApi(staff.context, baseUrl, 'admin@example.com');
    await staff.page.goto('/administration/testimonials');
    await staff.page.getByRole('table', { name: 'Udtalelser' }).getByText(title).waitFor();
    const overflow = await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'testimonials-admin-375');
    await staff.page.getByRole('button', { name: `Godkend '${title}'` }).click();
    await staff.page.getByText('Udtalelsen er godkendt og vises på forsiden.').waitFor();
    // The segmented control's radio is visually hidden; its label is what a finger taps.
    await staff.page
      .locator('label')
      .filter({ hasText: /^Godkendt$/ })
      .click();
    await staff.page.getByRole('table', { name: 'Udtalelser' }).getByText(title).waitFor();
    await staff.context.close();

    // A visitor sees it first in the carousel; the customer sees it approved.
    const visitor = await newPage(browser, baseUrl, viewports.desktop);
    const carousel = visitor.page.getByRole('region', { name: 'Det siger vores kunder' });
    const first = carousel.getByRole('listitem').first();
    // The sections below the hero are in a visitor's first screen (decision 045), which the approval has
    // made the server render anew (decision 046). The server drops its first screens at most once a second, so
    // a write within a second of the customer's comes through at that second's end: ask again until then.
    await expect
      .poll(
        async () => {
          await visitor.page.goto('/');
          return first.getByText(title).count();
        },
        { timeout: 5_000, interval: 500 },
      )
      .toBe(1);
    await carousel.scrollIntoViewIfNeeded();
    await first.getByText('Testfirmaet ApS').waitFor();
    await screenshot(visitor.page, 'testimonial-home-1280');
    expect(await seriousViolations(visitor.page)).toEqual([]);
    await visitor.context.close();

    await customer.page.reload();
    await customer.page.getByRole('listitem').filter({ hasText: title }).getByText('Godkendt').waitFor();
    await customer.context.close();
  });
});

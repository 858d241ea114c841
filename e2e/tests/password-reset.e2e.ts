import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, mailsTo, newPage, screenshot, viewports } from '../support/browser.ts';
import { loginThroughNavbar } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function waitForMail(to: string, template: string) {
  for (let i = 0; i < 40; i++) {
    const mail = (await mailsTo(baseUrl, to)).find((m) => m.template === template);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${template} mail to ${to}`);
}

it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
  const email = 'studerende@example.com';
  const { context, page } = await newPage(browser, baseUrl, viewports.phone);
  await page.goto('/password/request');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await page.getByText('Hvis vi har en email der matcher den indtastede, har vi sendt et link til at ændre kodeord.').waitFor();
  await screenshot(page, 'password-request-sent-375');

  const mail = await waitForMail(email, 'reset-password');
  const link = /(https?:\/\/\S+\/password\/reset\?token=[\w%-]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  expect(link?.startsWith(baseUrl)).toBe(true);

  await page.goto(link ?? '');
  await page.getByLabel('Nyt kodeord').fill('kort');
  await page.getByRole('button', { name: 'Skift kodeord' }).click();
  await page
    .getByText(/mindst 8/i)
    .first()
    .waitFor();
  await page.getByLabel('Nyt kodeord').fill('nyt-kodeord-2026');
  await page.getByRole('button', { name: 'Skift kodeord' }).click();
  await page.getByText('Din kode er nu ændret og du kan logge ind med den.').waitFor();
  await screenshot(page, 'password-reset-done-375');

  // The link is single-use.
  await page.goto(link ?? '');
  await page.getByLabel('Nyt kodeord').fill('endnu-et-kodeord');
  await page.getByRole('button', { name: 'Skift kodeord' }).click();
  await page.getByText('Du har allerede brugt dette nulstillings-link, eller også er det udløbet.').waitFor();
  await context.close();

  const desktop = await newPage(browser, baseUrl);
  await desktop.page.goto('/');
  await loginThroughNavbar(desktop.page, email, 'demo-1234');
  await desktop.page.getByText('Vi kunne ikke finde en bruger med den kombination af email og kodeord.').waitFor();
  await desktop.context.close();

  const again = await newPage(browser, baseUrl);
  await again.page.goto('/');
  await loginThroughNavbar(again.page, email, 'nyt-kodeord-2026');
  await again.page.waitForURL(/\/conversations\/\d+$/);
  await again.context.close();
});

it('sends home without a token on the reset page', async () => {
  const { context, page } = await newPage(browser, baseUrl);
  await page.goto('/password/reset');
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

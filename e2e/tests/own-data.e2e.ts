import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { confirmAndSetPassword } from '../support/confirm-from-mailbox.ts';
import { logInByApi } from '../support/login.ts';

const baseUrl = inject('baseUrl');
const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(baseUrl, method, path, body);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A customer from the quick registration, confirmed and with a password, and no project. */
async function newCustomer(password: string) {
  const email = `egne-data-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await api('POST', '/customers/quick', { name: 'Dorthe Data', phone_number: '40506071', email });
  await confirmAndSetPassword(baseUrl, email, password);
  return email;
}

describe("each user's own data (decision 027)", () => {
  it('a customer downloads their data as a ZIP and deletes the account on a phone, and cannot log in again', async () => {
    const password = 'dorthe-kode-1';
    const email = await newCustomer(password);
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    // The session from the API (the login form is login.e2e.ts's subject); the refusal of a login after the
    // deletion is asserted below.
    await logInByApi(context, baseUrl, email, password);
    await page.goto('/account/data');
    const main = page.getByRole('main');

    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Download dine data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^studiekraft-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = (await file.path()) as string;
    const names = execFileSync('unzip', ['-Z1', zipPath], { encoding: 'utf8' }).trim().split('\n');
    expect(names).toEqual(expect.arrayContaining(['account.json', 'profile.json', 'messages.json', 'invoices.json']));
    const account = JSON.parse(execFileSync('unzip', ['-p', zipPath, 'account.json'], { encoding: 'utf8' }));
    expect(account.email).toBe(email);

    await main.getByRole('button', { name: 'Slet konto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Slet din konto' });
    await dialog.waitFor();
    await expect.poll(() => dialog.innerText()).toContain('5 år, som bogføringsloven kræver');
    // The dialog fits the phone: nothing sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'account-delete-dialog-375');
    await dialog.getByLabel('Dit kodeord').fill(password);
    await dialog.getByRole('checkbox', { name: 'Jeg forstår, at sletningen ikke kan fortrydes.' }).check();
    await dialog.getByRole('button', { name: 'Slet min konto' }).click();
    await page.getByText('Din konto er slettet.').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(401);
    await context.close();
  });
});

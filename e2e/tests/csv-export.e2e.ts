import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { logInByApi } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function adminPage(viewport: { width: number; height: number } = viewports.desktop) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await logInByApi(context, baseUrl, 'admin@example.com');
  return { context, page };
}

describe('Eksportér CSV as the demo employee', () => {
  it('downloads the projects table as searched, a dated file Excel opens in Danish', async () => {
    const { context, page } = await adminPage();
    await page.goto('/administration/projects');
    const main = page.getByRole('main');
    await main.getByRole('table').waitFor();
    // Search for the first row's customer: the export must hold only the projects the table shows.
    const customer = (await main.locator('tbody tr').first().locator('td').nth(2).innerText()).trim();
    const listed = page.waitForResponse((r) => r.url().includes('/api/projects?') && r.url().includes('customer_name'));
    await main.getByRole('textbox', { name: 'Søg' }).fill(customer);
    await listed;
    await expect
      .poll(async () => (await main.locator('tbody tr td:nth-child(3)').allInnerTexts()).every((c) => c.includes(customer)))
      .toBe(true);
    const rows = await main.locator('tbody tr').count();

    const download = page.waitForEvent('download');
    await main.getByRole('button', { name: 'Eksportér CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^projekter-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path()) as string, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Id;Navn;Status;Kunde;Studerende;Kompetence;Oprettet;Afsluttet;Værdi (kr.)');
    expect(lines.length - 1).toBe(rows);
    for (const line of lines.slice(1)) expect(line).toContain(customer);
    await screenshot(page, 'admin-projects-export-1280');
    await context.close();
  });

  it('keeps the button on screen on a phone', async () => {
    const { context, page } = await adminPage(viewports.phone);
    await page.goto('/administration/customers');
    const button = page.getByRole('main').getByRole('button', { name: 'Eksportér CSV' });
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
    await screenshot(page, 'admin-customers-export-375');
    await context.close();
  });
});

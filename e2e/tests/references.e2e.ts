import type { Browser } from 'playwright-core';
import sharp from 'sharp';
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

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();

describe.each([
  ['1280', viewports.desktop],
  ['375', viewports.phone],
])('a student managing their references at %s px', (width, viewport) => {
  it('adds one with image and link, sees the size rule, edits it and deletes it after confirming', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await page.goto('/students/sofie-andersen');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Sofie Andersen' }).waitFor();
    // A visitor sees no controls.
    expect(await main.getByRole('button', { name: 'Tilføj reference' }).count()).toBe(0);

    // The session from the API (the login form is login.e2e.ts's subject), and the profile again.
    await logInByApi(context, baseUrl, 'studerende@example.com');
    await page.goto('/students/sofie-andersen');
    await main.getByRole('button', { name: 'Tilføj reference' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tilføj reference' });
    await dialog.getByLabel('Titel').fill('Plakat til Aarhus Festuge');
    await dialog.getByLabel('Tekst').fill('Plakat og sociale medier til en kulturfestival.');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'lille.png', mimeType: 'image/png', buffer: await png(599, 700) });
    await dialog.getByText('Billedet skal mindst være 600 pixels høj og 600 pixels bred.').waitFor();
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'plakat.png', mimeType: 'image/png', buffer: await png(800, 600) });
    await dialog.getByRole('img', { name: 'Forhåndsvisning af billedet' }).waitFor();
    await dialog.getByRole('switch', { name: 'Tilføj et link' }).click();
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await dialog.getByText('Skriv linket, eller slå linket fra.').waitFor();
    await dialog.getByRole('textbox', { name: 'Link' }).fill('https://festuge.dk');
    await screenshot(page, `reference-form-${width}`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main.getByRole('heading', { name: 'Plakat til Aarhus Festuge' }).waitFor();
    await screenshot(page, `references-owner-${width}`);
    expect(await seriousViolations(page)).toEqual([]);

    await main.getByRole('button', { name: 'Redigér referencen Plakat til Aarhus Festuge' }).click();
    const edit = page.getByRole('dialog', { name: 'Redigér reference' });
    await edit.getByLabel('Titel').fill('Plakat til Festugen');
    await edit.getByRole('button', { name: 'Gem' }).click();
    await edit.waitFor({ state: 'hidden' });
    await main.getByRole('heading', { name: 'Plakat til Festugen' }).waitFor();

    await main.getByRole('button', { name: 'Slet referencen Plakat til Festugen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Slet reference' });
    await confirm.getByRole('button', { name: 'Slet', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => main.getByRole('heading', { name: 'Plakat til Festugen' }).count()).toBe(0);
    await context.close();
  });
});

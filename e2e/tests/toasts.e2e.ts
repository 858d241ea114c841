import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { logInByApi } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unsupported = 'Filtypen understøttes ikke.';
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Picks a file the server refuses by its content (an executable), in the open files dialog. */
async function uploadRefusedFile(page: Page) {
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/files') && response.status() === 415),
    page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'program.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00'),
      }),
  ]);
}

it.each([
  ['phone', viewports.phone],
  ['desktop', viewports.desktop],
])(
  'on the conversation page (%s) a toast covers neither the send button nor the action cards, and a repeat collapses into it (issue 34)',
  async (name, viewport) => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    // The session from the API (the login form is login.e2e.ts's subject), then the page the form's login
    // lands on: the customer's latest conversation.
    const { latest_conversation_id: latest } = await logInByApi(context, baseUrl, 'kunde@example.com');
    expect(latest).not.toBeNull();
    await page.goto(`/conversations/${latest}`);
    await page.getByRole('button', { name: 'Accepter' }).click();
    const isPhone = name === 'phone';
    // On a phone the details (with the files and the actions) are the third of the panel switch's views.
    if (isPhone) await page.locator('label', { hasText: /^Detaljer$/ }).click();
    await page.getByRole('button', { name: 'Filer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Upload fil' }).waitFor();

    await uploadRefusedFile(page);
    const toasts = page.getByRole('alert').filter({ hasText: unsupported });
    await toasts.first().waitFor();
    await uploadRefusedFile(page);
    // The same message again: still one toast, not a second stacked under it.
    await page.waitForTimeout(400);
    expect(await toasts.count()).toBe(1);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const toast = await toasts.boundingBox();
    expect(toast).not.toBeNull();
    const actions = await page.getByRole('button', { name: 'Annuller projektet' }).boundingBox();
    expect(actions).not.toBeNull();
    expect(overlaps(toast as Box, actions as Box)).toBe(false);
    await screenshot(page, `toast-conversation-details-${viewport.width}`);
    if (isPhone) await page.locator('label', { hasText: /^Chat$/ }).click();
    const send = await page.getByRole('button', { name: 'Send besked' }).boundingBox();
    const composer = await page.getByRole('textbox', { name: 'Besked', exact: true }).boundingBox();
    expect(send).not.toBeNull();
    expect(composer).not.toBeNull();
    expect(overlaps((await toasts.boundingBox()) as Box, send as Box)).toBe(false);
    expect(overlaps((await toasts.boundingBox()) as Box, composer as Box)).toBe(false);
    await screenshot(page, `toast-conversation-${viewport.width}`);
    await context.close();
  },
);

import AxeBuilder from '@axe-core/playwright';
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

const about =
  'Jeg læser økonomi på Aarhus Universitet og hjælper små virksomheder med bogføring, budgetter og Excel. ' +
  'Jeg arbejder struktureret og svarer hurtigt.';

describe('a student editing their own profile texts', () => {
  it('saves the short text inline and both texts in the modal, and is told about a web address', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.desktop);
    // The session from the API: the login form is login.e2e.ts's subject, the profile texts are this file's.
    await logInByApi(context, baseUrl, 'studerende@example.com');
    await page.goto('/students/sofie-andersen');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Sofie Andersen' }).waitFor();

    await main.getByRole('button', { name: /kort tekst/ }).click();
    const inline = main.getByRole('textbox', { name: 'Kort tekst' });
    await inline.fill('Økonomi, budgetter og Excel');
    await inline.press('Enter');
    await main.getByText('Økonomi, budgetter og Excel').waitFor();

    await main.getByRole('button', { name: 'Rediger profiltekst' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rediger din profiltekst' });
    const aboutField = dialog.getByRole('textbox', { name: /Om mig/ });
    await aboutField.fill(`${about} Se mere på www.example.dk`);
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await dialog.getByText('Teksten må ikke indeholde webadresser').waitFor();
    await screenshot(page, 'profile-texts-modal-1280');
    // The open modal, its toolbar and the error: nothing serious or critical for axe.
    const axe = await new AxeBuilder({ page }).include('[role=dialog]').analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`),
    ).toEqual([]);

    await aboutField.fill(`${about}\n\n- Bogføring\n- Budgetter`);
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main.getByRole('listitem').filter({ hasText: 'Budgetter' }).waitFor();

    // Saved on the server, not only in the page: a reload shows the same.
    await page.reload();
    await main.getByText('Økonomi, budgetter og Excel').waitFor();
    expect(await main.getByText(/hjælper små virksomheder med bogføring/).count()).toBe(1);
    await screenshot(page, 'profile-texts-saved-1280');
    await context.close();
  });

  // Issue 34: the inline field stopped at 50 while the dialog took 75, so texts were cut mid-word.
  it('counts the short text against one limit of 75, refuses more without cutting, and shows it whole', async () => {
    const whole = 'Økonomistuderende på AU, der hjælper med bogføring, budgetter og Excel'; // 70 characters
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    // The session from the API: the login form is login.e2e.ts's subject, the profile texts are this file's.
    await logInByApi(context, baseUrl, 'studerende@example.com');
    await page.goto('/students/sofie-andersen');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Sofie Andersen' }).waitFor();

    await main.getByRole('button', { name: /kort tekst/ }).click();
    const inline = main.getByRole('textbox', { name: 'Kort tekst' });
    await inline.fill(`${whole} og regnskab`);
    expect(await inline.inputValue()).toBe(`${whole} og regnskab`);
    await main.getByText('82/75 tegn – 7 tegn for mange').waitFor();
    await inline.press('Enter');
    await main.getByText('Kort tekst må ikke fylde mere end 75 tegn.').waitFor();
    await screenshot(page, 'short-text-too-long-375');

    await inline.fill(whole);
    await main.getByText('70/75 tegn').waitFor();
    await inline.press('Enter');
    await main.getByText(whole, { exact: true }).waitFor();
    await page.reload();
    await main.getByText(whole, { exact: true }).waitFor();
    await expect.poll(() => page.title()).toContain(whole);
    await screenshot(page, 'short-text-saved-375');
    await context.close();
  });

  it('offers the briefing templates from the student overview', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    // The session from the API: the login form is login.e2e.ts's subject, the profile texts are this file's.
    await logInByApi(context, baseUrl, 'studerende@example.com');
    await page.goto('/overview');
    await page.getByRole('link', { name: 'Se skabeloner, kunder kan bruge til at beskrive en opgave' }).click();
    await page.getByRole('heading', { level: 1, name: 'Skabeloner til opgavebeskrivelser' }).waitFor();
    expect(await page.getByRole('button', { name: /^Kopiér: / }).count()).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'briefing-templates-375');
    await context.close();
  });
});

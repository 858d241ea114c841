import type { Browser, Page } from 'playwright-core';
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

const stamp = `${Date.now()}`.slice(-6);
const studentName = `Clara Testesen ${stamp}`;
const studentEmail = `clara-${stamp}-${Math.floor(Math.random() * 1e6)}@example.test`;

// The login form is login.e2e.ts's subject; here the session comes from the API (decision 066), and the
// next goto opens the students' page itself: the dashboard on the way there (administration.e2e.ts's and
// accessibility.e2e.ts's subject) cost each test a page load of charts that nothing here looked at.
async function loginAsAdmin(page: Page) {
  await logInByApi(page.context(), baseUrl, 'admin@example.com');
}

/**
 * Picks an option of a Mantine select or multi-select by its label inside the given scope, then closes a
 * multi-select's list by taking the focus off the field (Escape would close the dialog around it, a click
 * on the scope's heading may land on the open list, and Tab would open the next field's list).
 */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string | RegExp, option: string) {
  const field = scope.getByLabel(label).first();
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await field.evaluate((element) => (element as HTMLElement).blur());
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

describe('staff student records', { timeout: 180_000 }, () => {
  it('creates a student with an auto password, finds them in the table, changes level and skills and adds a rating', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await loginAsAdmin(page);
    await page.goto('/administration/students');
    const main = page.getByRole('main');
    await main.getByRole('table', { name: 'Alle studerende' }).waitFor();
    await main.getByRole('link', { name: /Ansøgninger venter: \d+/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-students-1280');

    await main.getByRole('button', { name: 'Opret studerende' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opret studerende' });
    await dialog.getByText('Velkomstmail sendes').waitFor();
    // Sent empty: the shared schema's messages, nothing posted.
    await dialog.getByRole('button', { name: 'Opret', exact: true }).click();
    await dialog.getByText('Du skal vælge mindst én færdighed.').waitFor();
    await dialog.getByLabel(/^Navn/).fill(studentName);
    await dialog.getByLabel(/^Email/).fill(studentEmail);
    await dialog.getByLabel(/^Telefon/).fill('20304050');
    await dialog.getByLabel(/^Fødselsdato/).fill('2001-04-12');
    await choose(page, dialog, /^Niveau/, 'Rough Diamond');
    await choose(page, dialog, /^Færdigheder/, 'Regnskab');
    // By keyboard: the switch's track lies over its label text.
    await dialog.getByRole('switch', { name: 'Aktivér brugeren med det samme' }).focus();
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('switch', { name: 'Aktivér brugeren med det samme' }).isChecked()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-students-create-1280');
    await dialog.getByRole('button', { name: 'Opret', exact: true }).click();
    await page.getByText('Den studerende er oprettet.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The table refetched by itself: the new student is there, found by the server's search.
    await main.getByRole('textbox', { name: 'Søg', exact: true }).fill(studentEmail);
    const link = main.getByRole('link', { name: studentName });
    await link.waitFor();
    await link.click();
    await page.waitForURL(/\/administration\/students\/\d+$/);
    await main.getByRole('heading', { name: studentName, level: 1 }).waitFor();
    await main.getByRole('region', { name: 'Information' }).getByText(studentEmail).waitFor();
    // The audit log has the creation.
    await main.getByText(`E-mail: (intet) → ${studentEmail}`, { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Level and skills.
    const levelSkills = main.getByRole('region', { name: 'Niveau og færdigheder' });
    await choose(page, levelSkills, /^Niveau/, 'Rising Star');
    await choose(page, levelSkills, /^Færdigheder/, 'Bogføring');
    await levelSkills.getByRole('button', { name: 'Gem niveau og færdigheder' }).click();
    // Saved: the editor shows the stored values again, so there is nothing left to save.
    await expect
      .poll(() => levelSkills.getByRole('button', { name: 'Gem niveau og færdigheder' }).isDisabled(), { timeout: 20_000 })
      .toBe(true)
      .catch(async (error: unknown) => {
        await screenshot(page, 'admin-student-level-skills-failed');
        throw error;
      });
    await page.reload();
    const info = main.getByRole('region', { name: 'Information' });
    await info.getByText('Rising Star').waitFor();
    await info.getByText('Bogføring').waitFor();
    await info.getByText('Regnskab').waitFor();

    // A rating, 'Tilføj udtalelse'.
    const ratings = main.getByRole('region', { name: 'Udtalelser' });
    await ratings.getByRole('button', { name: 'Tilføj udtalelse' }).click();
    const ratingDialog = page.getByRole('dialog', { name: 'Tilføj udtalelse' });
    await ratingDialog.getByLabel('Overskrift').fill('Grundig og hurtig');
    const fourth = ratingDialog.getByRole('radio', { name: '4 af 5 stjerner' });
    await fourth.focus();
    await page.keyboard.press('Space');
    // Staff write down the customer's rating: the form speaks of the customer (issue 34).
    await ratingDialog.getByLabel('Kundens navn').fill('Kirsten Kunde');
    await ratingDialog.getByLabel('Udtalelse').fill('Clara fik styr på regnskabet på rekordtid.');
    await ratingDialog.getByRole('button', { name: 'Gem bedømmelse' }).click();
    await page.getByText('Udtalelsen er tilføjet.').waitFor();
    await ratings.getByText('Grundig og hurtig').waitFor();
    await info.getByText('4 (1)').waitFor();
    // The audit log has the staff actions on this student.
    await main.getByText('Grundig og hurtig', { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-student-detail-1280');
    await context.close();
  });

  it('fits the table and the detail on a phone', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    await loginAsAdmin(page);
    await page.goto('/administration/students');
    const main = page.getByRole('main');
    await main.getByRole('table', { name: 'Alle studerende' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-students-375');

    await main.getByRole('table').getByRole('link').first().click();
    await page.waitForURL(/\/administration\/students\/\d+$/);
    await main.getByRole('region', { name: 'Information' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'admin-student-detail-375');
    await context.close();
  });
});

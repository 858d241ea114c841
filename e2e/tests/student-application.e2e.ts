import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, mailsTo, newPage, screenshot, viewports } from '../support/browser.ts';
import { logInByApi, loginThroughNavbar } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A one-page PDF with one line of text and a correct cross-reference table: small, but a real PDF. */
function tinyPdf(line: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${line}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();

async function waitForMail(to: string, template: string) {
  for (let i = 0; i < 60; i++) {
    const mail = (await mailsTo(baseUrl, to)).find((m) => m.template === template);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${template} mail to ${to}`);
}

// Unique per run, so a rerun against the same data directory does not meet 'validation.unique'.
const stamp = Date.now().toString(36);
const applicant = { name: 'Mikkel Ansøger', email: `mikkel.${stamp}@example.dk` };
const motivation =
  'Jeg læser HA på Aarhus Universitet og har ført regnskab for min håndboldklub i tre år. ' +
  'Jeg vil gerne hjælpe små virksomheder med bogføring og budgetter.';
const about =
  'Jeg læser HA på Aarhus Universitet og hjælper små virksomheder med bogføring, budgetter og Excel. ' +
  'Jeg arbejder struktureret og svarer hurtigt.';

describe('becoming a student freelancer', () => {
  it('a visitor applies with two PDFs; the form is checked as it is filled in', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.desktop);
    await page.goto('/bliv-student-freelancer');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Søg om at blive student freelancer' }).first().click();
    const form = main.getByRole('form', { name: 'Ansøgning' });
    await expect.poll(() => form.getByLabel('Fulde navn').evaluate((el) => el === document.activeElement)).toBe(true);

    await form.getByLabel('Fulde navn').fill(applicant.name);
    await form.getByLabel('Email').fill(applicant.email);
    await form.getByLabel('Telefonnummer').fill('20 30 40 50');
    await form.getByLabel('Fødselsdato').fill('2002-03-14');
    await form.getByRole('textbox', { name: 'Uddannelse', exact: true }).fill('HA');
    await form.getByLabel('Uddannelsessted').fill('Aarhus Universitet');
    await form.getByRole('textbox', { name: 'Motivation' }).fill(motivation);

    // Skills fold by group; one from each of two groups, and a third group is refused on the spot.
    const groups = form.locator('.mantine-Accordion-item');
    expect(await groups.count()).toBeGreaterThanOrEqual(3);
    for (const i of [0, 1, 2]) await groups.nth(i).locator('.mantine-Accordion-control').click();
    await groups.nth(0).getByRole('checkbox').first().check();
    await groups.nth(1).getByRole('checkbox').first().check();
    await groups.nth(2).getByRole('checkbox').first().click();
    await form.getByText('Du kan højst vælge færdigheder fra 2 faggrupper.').waitFor();
    expect(await groups.nth(2).getByRole('checkbox').first().isChecked()).toBe(false);
    await form.getByText(/^Valgt: /).waitFor();

    const files = form.locator('input[type=file]');
    await files.setInputFiles({ name: 'billede.png', mimeType: 'image/png', buffer: await png(10, 10) });
    await form.getByText('billede.png er ikke en PDF-fil og blev ikke vedhæftet.').waitFor();
    // A picture renamed to .pdf is refused by its bytes as it is picked, not only by the server at sending.
    await files.setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: await png(10, 10) });
    await form.getByText('foto.pdf er ikke en PDF-fil og blev ikke vedhæftet.').waitFor();
    // Four PDFs at once: the first three are kept and the fourth named (issue 34: all four were dropped).
    await files.setInputFiles([
      { name: 'cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf('CV - Mikkel') },
      { name: 'karakterer.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Karakterer') },
      { name: 'anbefaling.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Anbefaling') },
      { name: 'portfolio.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Portfolio') },
    ]);
    await form.getByText('Du kan højst vedhæfte 3 filer, så portfolio.pdf blev ikke vedhæftet.').waitFor();
    expect(await form.getByRole('button', { name: /^Fjern / }).count()).toBe(3);
    for (const name of ['cv.pdf', 'karakterer.pdf', 'anbefaling.pdf'])
      await form.getByRole('button', { name: `Fjern ${name}` }).waitFor();
    await screenshot(page, 'application-files-kept-1280');

    await form.getByRole('button', { name: 'Send ansøgning' }).click();
    await form.getByText('Du skal acceptere betingelserne for at sende din ansøgning.').waitFor();
    expect(await form.getByRole('link', { name: 'betingelserne' }).getAttribute('href')).toBe('/betingelser');
    await screenshot(page, 'application-form-1280');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('checkbox', { name: /Jeg accepterer/ }).check();
    await form.getByRole('button', { name: 'Send ansøgning' }).click();
    await main.getByRole('heading', { name: 'Tak for din ansøgning!' }).waitFor();
    await main.getByText(`Vi har sendt en bekræftelse til ${applicant.email}.`, { exact: false }).waitFor();
    await screenshot(page, 'application-sent-1280');
    await context.close();
  });

  it('the form fits a phone', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    await page.goto('/bliv-student-freelancer');
    const form = page.getByRole('main').getByRole('form', { name: 'Ansøgning' });
    await form.locator('.mantine-Accordion-control').first().click();
    await form.getByRole('checkbox').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'application-form-375');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('an employee opens the application, downloads a PDF and accepts it; the student sets a password and fills in the profile', async () => {
    const staff = await newPage(browser, baseUrl, viewports.desktop);
    // The employee's session from the API (the login form is login.e2e.ts's subject; the new student's first
    // login below still goes through it).
    await logInByApi(staff.context, baseUrl, 'admin@example.com');
    await staff.page.goto('/administration/students/applications');
    const table = staff.page.getByRole('table', { name: 'Ansøgninger' });
    const row = table.getByRole('row').filter({ hasText: applicant.email });
    await row.getByText('Modtaget').waitFor();
    await screenshot(staff.page, 'applications-list-1280');
    expect(await seriousViolations(staff.page)).toEqual([]);

    await row.getByRole('link', { name: applicant.name }).click();
    const main = staff.page.getByRole('main');
    await main.getByRole('heading', { name: `Ansøgning fra ${applicant.name}` }).waitFor();
    await main.getByText(motivation).waitFor();
    const [download] = await Promise.all([
      staff.page.waitForEvent('download'),
      main.getByRole('button', { name: 'Hent cv.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cv.pdf');
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshot(staff.page, 'application-detail-1280');
    expect(await seriousViolations(staff.page)).toEqual([]);

    await main.getByRole('button', { name: 'Markér som gennemset' }).click();
    await staff.page.getByText('Ansøgningen er markeret som gennemset.').waitFor();
    await main.getByText('Gennemset', { exact: true }).first().waitFor();

    await main.getByRole('button', { name: 'Godkend', exact: true }).click();
    const dialog = staff.page.getByRole('dialog', { name: `Godkend ${applicant.name}` });
    expect(
      await dialog
        .getByRole('textbox', { name: 'Niveau' })
        .or(dialog.getByRole('combobox', { name: 'Niveau' }))
        .inputValue(),
    ).toBe('Rough Diamond');
    await screenshot(staff.page, 'application-accept-1280');
    expect(await seriousViolations(staff.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Godkend ansøgning' }).click();
    await staff.page.waitForURL((url) => url.pathname === '/administration/students/applications');
    await staff.page.getByText(`${applicant.name} er godkendt`, { exact: false }).waitFor();
    await expect.poll(() => table.getByRole('row').filter({ hasText: applicant.email }).count()).toBe(0);
    await staff.context.close();

    // The phone layout of the staff screen, with the table scrolling inside its box.
    const phone = await newPage(browser, baseUrl, viewports.phone);
    await logInByApi(phone.context, baseUrl, 'admin@example.com');
    await phone.page.goto('/administration/students/applications');
    await phone.page.getByRole('heading', { level: 1, name: 'Ansøgninger' }).waitFor();
    await phone.page.waitForLoadState('networkidle');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'applications-list-375');
    await phone.context.close();

    // The new student chooses a password from the mailed link and logs in.
    const mail = await waitForMail(applicant.email, 'application-accepted');
    const link = /(https?:\/\/\S+\/password\/reset\?token=[\w%-]+)/.exec(mail.text)?.[1];
    expect(link?.startsWith(baseUrl)).toBe(true);
    const { context, page } = await newPage(browser, baseUrl, viewports.desktop);
    await page.goto(link ?? '');
    await page.getByLabel('Nyt kodeord').fill('mit-nye-kodeord');
    await page.getByRole('button', { name: 'Skift kodeord' }).click();
    await page.getByText('Din kode er nu ændret og du kan logge ind med den.').waitFor();
    await page.goto('/');
    await loginThroughNavbar(page, applicant.email, 'mit-nye-kodeord');
    await page.getByRole('button', { name: 'Brugermenu' }).click();
    await page.getByRole('menuitem', { name: 'Min profil' }).click();
    const profile = page.getByRole('main');
    await profile.getByRole('heading', { name: applicant.name }).waitFor();

    // The short and about texts, as in profile-texts.e2e.ts.
    await profile.getByRole('button', { name: /kort tekst/ }).click();
    const inline = profile.getByRole('textbox', { name: 'Kort tekst' });
    await inline.fill('Bogføring og budgetter');
    await inline.press('Enter');
    await profile.getByText('Bogføring og budgetter').waitFor();
    await profile.getByRole('button', { name: 'Rediger profiltekst' }).click();
    const texts = page.getByRole('dialog', { name: 'Rediger din profiltekst' });
    await texts.getByRole('textbox', { name: /Om mig/ }).fill(about);
    await texts.getByRole('button', { name: 'Gem' }).click();
    await texts.waitFor({ state: 'hidden' });
    await profile.getByText(/hjælper små virksomheder med bogføring/).waitFor();

    // A reference, as in references.e2e.ts.
    await profile.getByRole('button', { name: 'Tilføj reference' }).click();
    const reference = page.getByRole('dialog', { name: 'Tilføj reference' });
    await reference.getByLabel('Titel').fill('Regnskab for håndboldklubben');
    await reference.getByLabel('Tekst').fill('Bogføring og årsregnskab for en lokal håndboldklub i tre sæsoner.');
    await reference
      .locator('input[type=file]')
      .setInputFiles({ name: 'klub.png', mimeType: 'image/png', buffer: await png(800, 600) });
    await reference.getByRole('img', { name: 'Forhåndsvisning af billedet' }).waitFor();
    await reference.getByRole('button', { name: 'Gem' }).click();
    await reference.waitFor({ state: 'hidden' });
    await profile.getByRole('heading', { name: 'Regnskab for håndboldklubben' }).waitFor();
    await screenshot(page, 'accepted-student-profile-1280');
    await context.close();
  });
});

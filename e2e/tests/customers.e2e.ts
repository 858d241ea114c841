import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sampleUnavailableCvr } from '../../apps/server/test/fake-cvr-server.ts';
import { launchBrowser, mailsTo, newPage, screenshot, viewports } from '../support/browser.ts';
import { demoPassword, logInByApi, loginThroughNavbar } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

async function waitForMail(to: string, template: string) {
  for (let i = 0; i < 60; i++) {
    const mail = (await mailsTo(baseUrl, to)).find((m) => m.template === template);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${template} mail to ${to}`);
}

const confirmationLink = (text: string) => /(https?:\/\/\S+\/\?confirmation=[\w%-]+)/.exec(text)?.[1] ?? '';

async function fillRegistration(page: Page, email: string, vat: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Fornavn').fill('Jens');
  await main.getByLabel('Efternavn').fill('Jensen');
  await main.getByLabel('Telefonnummer').fill('20304050');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Kodeord').fill('tomrer-2026');
  await main.getByLabel('CVR-nummer').fill(vat);
}

describe('customer registration', () => {
  it('registers a company whose CVR number is found, confirms the e-mail and logs in', async () => {
    const email = unique('jensen');
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/customers/register');
    await fillRegistration(page, email, '12345678');
    const main = page.getByRole('main');
    // The lookup fills the read-only company name and the address.
    await expect.poll(() => main.getByLabel('Virksomhedsnavn').inputValue()).toBe('Jensen Tømrer ApS');
    expect(await main.getByLabel('Adresse').inputValue()).toBe('Savværksvej 4');
    expect(await main.getByLabel('Postnummer').inputValue()).toBe('8000');
    expect(await main.getByLabel('By').inputValue()).toBe('Aarhus C');
    await screenshot(page, 'register-cvr-found-1280');
    await main.getByRole('button', { name: 'Opret' }).click();
    await main.getByText(`Vi har sendt en email til ${email}.`).waitFor();
    await screenshot(page, 'register-welcome-1280');

    // Not confirmed yet: the login says so.
    await page.goto('/');
    await loginThroughNavbar(page, email, 'tomrer-2026');
    await page.getByText('Du har endnu ikke bekræftet din email. Tjek din indbakke og spam-mappen.').waitFor();

    const mail = await waitForMail(email, 'confirm-email');
    await page.goto(confirmationLink(mail.text));
    await page.getByText('Din email er nu bekræftet og du kan logge ind').waitFor();
    await page.reload();
    await loginThroughNavbar(page, email, 'tomrer-2026');
    await page.waitForURL(/\/overview/);
    await context.close();
  });

  it('lets registration go on when the CVR number is not in the register, on a phone', async () => {
    const email = unique('ukendt');
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    await page.goto('/customers/register');
    await fillRegistration(page, email, '99999999');
    const main = page.getByRole('main');
    await main.getByText('CVR-nummeret blev ikke fundet i CVR-registeret.').waitFor();
    expect(await main.getByLabel('Virksomhedsnavn').inputValue()).toBe('');
    await main.getByLabel('Postnummer').fill('5000');
    await main.getByLabel('By').fill('Odense C');
    await main.getByLabel('Adresse').fill('Vestergade 1');
    await screenshot(page, 'register-cvr-unknown-375');
    await main.getByRole('button', { name: 'Opret' }).click();
    await main.getByText(`Vi har sendt en email til ${email}.`).waitFor();
    await waitForMail(email, 'confirm-email');
    await context.close();
  });

  it('lets a customer type the company when the CVR register is down, and staff see the number unconfirmed', async () => {
    const email = unique('nede');
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    await page.goto('/customers/register');
    await fillRegistration(page, email, sampleUnavailableCvr);
    const main = page.getByRole('main');
    await main.getByText('Vi kan ikke slå CVR-nummeret op lige nu.').waitFor();
    // The field the register would have filled is the customer's to type now, so the invoice names the company.
    const company = main.getByLabel('Virksomhedsnavn');
    expect(await company.getAttribute('readonly')).toBeNull();
    await company.fill('Nedetid Tømrer ApS');
    await main.getByLabel('Postnummer').fill('5000');
    await main.getByLabel('By').fill('Odense C');
    await main.getByLabel('Adresse').fill('Vestergade 1');
    await screenshot(page, 'register-cvr-unavailable-375');
    const [registered] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/customers') && r.request().method() === 'POST'),
      main.getByRole('button', { name: 'Opret' }).click(),
    ]);
    const { data } = (await registered.json()) as { data: { id: number; company_name: string; vat_verified: boolean } };
    expect(data).toMatchObject({ company_name: 'Nedetid Tømrer ApS', vat_verified: false });
    await main.getByText(`Vi har sendt en email til ${email}.`).waitFor();
    await context.close();

    // The staff session from the API: the login form is login.e2e.ts's subject.
    const staff = await newPage(browser, baseUrl);
    await logInByApi(staff.context, baseUrl, 'admin@example.com');
    await staff.page.goto(`/administration/customers/${data.id}`);
    const record = staff.page.getByRole('main');
    await record.getByText('Nedetid Tømrer ApS').waitFor();
    await record.getByText(sampleUnavailableCvr).waitFor();
    await record.getByText('ikke bekræftet', { exact: true }).waitFor();
    await screenshot(staff.page, 'customer-vat-unconfirmed-1280');
    await staff.context.close();
  });

  it('shows the unique-e-mail message for an address that is already registered', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/customers/register');
    await fillRegistration(page, 'kunde@example.com', '');
    const main = page.getByRole('main');
    await main.getByLabel('Postnummer').fill('5000');
    await main.getByLabel('By').fill('Odense C');
    await main.getByLabel('Adresse').fill('Vestergade 1');
    await main.getByRole('button', { name: 'Opret' }).click();
    await main.getByText('Denne email er allerede registeret i vores system.').waitFor();
    await context.close();
  });
});

async function openContactFlow(page: Page) {
  await page.goto('/students/sofie-andersen');
  await page.getByRole('main').getByRole('button', { name: 'Kontakt Sofie Andersen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Trin 1 af 3: Projektinformation').waitFor();
  return dialog;
}

async function fillProjectStep(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Næste' }).click();
  await dialog.getByText('Du mangler at udfylde et eller flere felter.').waitFor();
  await dialog.getByLabel('Kompetence').click();
  await page.getByRole('option', { name: 'SEO' }).click();
  // The name follows the skill until it is edited.
  await expect
    .poll(() => dialog.getByLabel('Projektnavn').inputValue())
    .toMatch(/^Søgemaskineoptimering \(SEO\) [a-zæøå]+ \d{4}$/);
  await dialog.getByLabel('Besked').fill('Vi vil gerne findes bedre på Google. Kan du hjælpe?');
  await dialog.getByRole('button', { name: 'Næste' }).click();
  await dialog.getByText('Trin 2 af 3: Dine oplysninger').waitFor();
}

async function acceptAndSend(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Trin 3 af 3: Gennemse og send').waitFor();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await dialog.getByText('Du mangler at acceptere vores betingelser for nye projekter').waitFor();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('contact flow', () => {
  it('lets an anonymous visitor contact a student with a quick registration, then confirm, choose a password and land logged in on the project', async () => {
    const email = unique('hurtig');
    const { context, page } = await newPage(browser, baseUrl, viewports.phone);
    await openContactFlow(page);
    await fillProjectStep(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Næste' }).click();
    await dialog.getByText('Du skal logge ind eller oprette dig for at fortsætte.').waitFor();
    await dialog.getByLabel('Navn').fill('Hanne Hurtig');
    await dialog.getByLabel('Telefonnummer').fill('40506070');
    await dialog.getByLabel('Email').fill(email);
    await screenshot(page, 'contact-quick-registration-375');
    await dialog.getByRole('button', { name: 'Opret og fortsæt' }).click();
    // The draft survives a reload between the steps.
    await dialog.getByText('Trin 3 af 3: Gennemse og send').waitFor();
    await page.reload();
    await acceptAndSend(page);
    await page.getByRole('dialog').getByText('Tjek din email').waitFor();
    await screenshot(page, 'contact-quick-done-375');

    const toStudent = await waitForMail('studerende@example.com', 'project-created');
    expect(toStudent.text).toContain('Hanne Hurtig');

    const mail = await waitForMail(email, 'confirm-email');
    await page.goto(confirmationLink(mail.text));
    await page.waitForURL(/\/password\/reset\?token=.+welcome=1/);
    await page.getByRole('heading', { name: 'Vælg dit kodeord' }).waitFor();
    await page.getByRole('main').getByLabel('Kodeord').fill('hurtig-kode-1');
    await page.getByRole('button', { name: 'Gem kodeord' }).click();
    // As the flow promised: logged in and straight on to the project, no login by hand (issue 34, item 6).
    await page.getByText('Dit kodeord er gemt, og du er logget ind.').waitFor();
    await page.waitForURL(/\/conversations\/\d+/);
    // The conversation is only shown to its customer: the project's first message is proof of the session.
    await page.getByRole('main').getByText('Vi vil gerne findes bedre på Google. Kan du hjælpe?').first().waitFor();
    await screenshot(page, 'contact-quick-logged-in-project-375');
    // The session survives a reload (the refresh cookie came with the password).
    await page.reload();
    await page.getByRole('main').getByText('Vi vil gerne findes bedre på Google. Kan du hjælpe?').first().waitFor();
    expect(page.url()).toMatch(/\/conversations\/\d+$/);
    await context.close();
  });

  it('lets a logged-in customer contact a student in three steps and land in the conversation', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    // The session from the API: logging in is not this test's subject (it is the register test's above, and
    // login.e2e.ts's), the flow of someone already logged in is.
    await logInByApi(context, baseUrl, 'kunde@example.com');
    await openContactFlow(page);
    await fillProjectStep(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Du er logget ind som/).waitFor();
    await screenshot(page, 'contact-logged-in-1280');
    await dialog.getByRole('button', { name: 'Næste' }).click();
    await acceptAndSend(page);
    await page.getByText('Vi har oprettet dit projekt og sendt beskeden afsted.').waitFor();
    await page.waitForURL(/\/conversations\/\d+/);
    await context.close();
  });

  it('warns and logs out a student who tries to log in inside the flow', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await openContactFlow(page);
    await fillProjectStep(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Log ind' }).click();
    const form = dialog.locator('form').filter({ has: page.locator('input[type=password]') });
    await form.getByLabel('Email').fill('oliver.thomsen@example.com');
    await form.locator('input[type=password]').fill(demoPassword);
    await form.locator('button[type=submit]').click();
    await page.getByText('Du kan ikke logge ind med denne bruger, hvis du vil udføre den nuværende handling.').waitFor();
    // Still anonymous, still on step 2.
    await dialog.getByText('Trin 2 af 3: Dine oplysninger').waitFor();
    await context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.ts';
import { launchBrowser, mailsTo, newPage, screenshot, viewports } from '../support/browser.ts';
import { demoPassword, logInByApi } from '../support/login.ts';
import { closeMenuWithEscape } from '../support/menu.ts';

const baseUrl = inject('baseUrl');
const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
  apiCall<T>(baseUrl, method, path, body, token ? { authorization: `Bearer ${token}` } : {});
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const admin = 'admin@example.com';

interface Session {
  access_token: string;
  user_id: number;
  account: { id: number; name: string };
}

/** Logs in through the API; the status tells a refused login (401) from a working one. */
async function apiLogin(email: string, password = demoPassword) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, session: response.ok ? ((await response.json()) as Session) : null };
}

async function adminToken() {
  const { session } = await apiLogin(admin);
  if (!session) throw new Error('the demo employee cannot log in');
  return session.access_token;
}

/** A customer of this test alone, registered today through the public quick registration. */
async function newQuickCustomer(label: string) {
  const email = `${label.toLowerCase().replace(/[^a-z]/g, '')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const name = `${label} Kundesen`;
  const quick = await api<{ data: { id: number }; project_token: string }>('POST', '/customers/quick', {
    name,
    phone_number: '40506070',
    email,
  });
  return { email, name, quick };
}

/**
 * A customer of this test alone (quick registration, confirmed, with a password) and, from the contact
 * flow, a project to a seeded student with one opening message, all through the public API.
 */
async function newCustomerWithProject(label: string) {
  const { email, name, quick } = await newQuickCustomer(label);
  const student = await api<{ data: { id: number; skills: { id: number }[] } }>(
    'GET',
    '/students/slug/oliver-thomsen?includes[]=skills',
  );
  const response = await fetch(`${baseUrl}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-token': quick.project_token },
    body: JSON.stringify({
      name: `${label}s projekt`,
      message: `Hej fra ${label}, kan du hjælpe med en analyse?`,
      skill_id: student.data.skills[0]?.id,
      student_id: student.data.id,
      customer_id: quick.data.id,
    }),
  });
  if (!response.ok) throw new Error(`POST /projects: ${response.status} ${await response.text()}`);
  const project = (await response.json()) as { data: { id: number; name: string; conversation_id: number } };
  // The confirmation mail is written with the registration, in the same transaction.
  const mail = (await mailsTo(baseUrl, email)).find((m) => m.template === 'confirm-email');
  const token = /confirmation=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const confirmed = await api<{ data: { password_token: string } }>('GET', `/users/confirmation/${token}`);
  const password = 'kunde-kode-1';
  await api('POST', '/auth/reset/change', { token: confirmed.data.password_token, password });
  const { session } = await apiLogin(email, password);
  if (!session) throw new Error(`${email} cannot log in`);
  return {
    id: quick.data.id,
    name,
    email,
    password,
    userId: session.user_id,
    project: project.data,
    message: `Hej fra ${label}, kan du hjælpe med en analyse?`,
  };
}

/** A page of the demo employee's session, opened by the next goto (the login form is login.e2e.ts's subject). */
async function adminPage(viewport: { width: number; height: number } = viewports.desktop) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await logInByApi(context, baseUrl, admin);
  return { context, page };
}

const editDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Rediger kunde: ${name}` });

describe('administration as the demo employee', () => {
  it('shows the dashboard counts and the chart, at desktop and phone width', async () => {
    // The chart's default range is the current month up to today, and the seed's newest sign-up is two
    // days old: on the first days of a month the range has none, and the chart says so instead of
    // drawing. A customer registered now is always in it.
    await newQuickCustomer('Dashboard');
    for (const [name, viewport] of Object.entries(viewports)) {
      const { context, page } = await adminPage(viewport);
      await page.goto('/administration');
      const main = page.getByRole('main');
      await main.getByRole('heading', { name: 'Nye studerende og kunder' }).waitFor();
      await main.getByText('Åbne projekter').first().waitFor();
      // The seeded marketplace has students and customers, so neither count is 0.
      const students = await main.getByLabel(/^Studerende: /).getAttribute('aria-label');
      expect(students).toMatch(/^Studerende: [1-9]/);
      expect(await main.getByLabel(/^Kunder: /).getAttribute('aria-label')).toMatch(/^Kunder: [1-9]/);
      await main.getByRole('heading', { name: 'Nye studerende og kunder' }).waitFor();
      await main.getByText('År', { exact: true }).click();
      await main.locator('.recharts-surface').first().waitFor();
      await screenshot(page, `admin-dashboard-${name}`);
      await context.close();
    }
  });

  it('closes a stalled project from the context menu of "Alle Projekter"', async () => {
    const { context, page } = await adminPage();
    await page.goto('/administration/projects/open');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Åbne projekter' }).waitFor();
    await screenshot(page, 'admin-projects-1280');
    await main.getByRole('table').waitFor();
    // The seed's newest projects were touched today; find one inactive for a day (its close is enabled).
    const buttons = main.getByRole('button', { name: /^Flere handlinger for / });
    let name = '';
    let customerHref = '';
    let studentHref = '';
    for (let i = (await buttons.count()) - 1; i >= 0 && !name; i--) {
      const label = (await buttons.nth(i).getAttribute('aria-label'))?.replace('Flere handlinger for ', '') ?? '';
      await main.getByText(label, { exact: true }).first().click({ button: 'right' });
      const close = page.getByRole('menuitem', { name: 'Luk projekt' });
      await close.waitFor();
      if (await close.isEnabled()) {
        name = label;
        const row = main
          .getByRole('row')
          .filter({ has: page.getByRole('button', { name: `Flere handlinger for ${label}`, exact: true }) });
        customerHref = (await row.locator('a[href^="/administration/customers/"]').getAttribute('href')) ?? '';
        studentHref = (await row.locator('a[href^="/administration/students/"]').getAttribute('href')) ?? '';
        await close.click();
      } else {
        await closeMenuWithEscape(page);
      }
    }
    expect(name).not.toBe('');
    const dialog = page.getByRole('dialog', { name: `Luk projekt: ${name}` });
    await dialog.getByRole('textbox', { name: /Begrundelse/ }).fill('Projektet er gået i stå.');
    await dialog.getByRole('button', { name: 'Fortsæt' }).click();
    await dialog.getByRole('button', { name: 'Luk projekt' }).click();
    await page.getByText('Projektet er lukket.').waitFor();
    await page.goto('/administration/projects/employee-closed-project');
    await main.getByText(name, { exact: true }).first().waitFor();
    await context.close();

    // Both parties are told, each at their own address (found through the row's links, as the employee).
    const token = await adminToken();
    const customer = await api<{ data: { email: string } }>(
      'GET',
      `/customers/${customerHref.split('/').pop()}`,
      undefined,
      token,
    );
    const student = await api<{ data: { user?: { email: string } } }>(
      'GET',
      `/students/${studentHref.split('/').pop()}`,
      undefined,
      token,
    );
    for (const to of [customer.data.email, student.data.user?.email ?? '']) {
      const mail = (await mailsTo(baseUrl, to)).find((m) => m.subject === `${name} er lukket`);
      expect(mail, `close mail to ${to}`).toBeDefined();
      expect(mail?.text).toContain('Projektet er gået i stå.');
    }
  });

  it('edits a customer in "Rediger kunde": a click outside keeps the dialog, the saved values survive a reload', async () => {
    const customer = await newCustomerWithProject('Redigering');
    const { context, page } = await adminPage();
    await page.goto(`/administration/customers/${customer.id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: customer.name }).waitFor();
    await main.getByRole('button', { name: 'Rediger', exact: true }).click();
    const dialog = editDialog(page, customer.name);
    await dialog.waitFor();
    await dialog.getByLabel('Adresse').fill('Nørregade 12');
    await dialog.getByLabel('Postnummer').fill('8000');
    await dialog.getByLabel('By').fill('Aarhus C');
    await dialog.getByRole('textbox', { name: 'Noter' }).fill('Ringer helst om formiddagen.');
    // A click on the overlay, far from the dialog, must not throw away what was typed.
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('By').inputValue()).toBe('Aarhus C');
    await dialog.getByRole('button', { name: 'Gem' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await main.getByText('8000 Aarhus C', { exact: true }).waitFor();
    await main.getByText('Nørregade 12', { exact: true }).waitFor();
    await main.getByText('Ringer helst om formiddagen.', { exact: true }).waitFor();
    await context.close();
  });

  it('deactivates a customer only after confirming, says so, and activates them with and without the activation mail', async () => {
    const customer = await newCustomerWithProject('Aktivering');
    const { context, page } = await adminPage();
    await page.goto(`/administration/customers/${customer.id}`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: customer.name }).waitFor();
    const on = main.getByRole('switch', { name: 'Aktiveret', exact: true, checked: true });
    const off = main.getByRole('switch', { name: 'Deaktiveret', exact: true, checked: false });
    const activationMails = async () =>
      (await mailsTo(baseUrl, customer.email)).filter((m) => m.template === 'account-activated').length;

    // One click only asks; cancelling leaves the customer able to log in.
    await on.click();
    const confirm = page.getByRole('dialog', { name: 'Deaktiver kunde' });
    await confirm.getByText(`Vil du deaktivere ${customer.name}?`, { exact: false }).waitFor();
    await screenshot(page, 'customer-deactivate-confirm-1280');
    await confirm.getByRole('button', { name: 'Annuller' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await on.waitFor();
    expect((await apiLogin(customer.email, customer.password)).status).toBe(200);

    await on.click();
    await confirm.getByRole('button', { name: 'Deaktiver' }).click();
    await page.getByText(`${customer.name} er deaktiveret og kan ikke længere logge ind.`).waitFor();
    await off.waitFor();
    await screenshot(page, 'customer-deactivated-1280');
    expect((await apiLogin(customer.email, customer.password)).status).toBe(401);

    await off.click();
    const ask = page.getByRole('dialog', { name: 'Aktiver kunde' });
    await ask.getByRole('button', { name: 'Aktiver og send mail' }).click();
    await page.getByText(`${customer.name} er aktiveret, og aktiveringsmailen er sendt.`).waitFor();
    await on.waitFor();
    expect(await activationMails()).toBe(1);
    expect((await apiLogin(customer.email, customer.password)).status).toBe(200);

    await on.click();
    await confirm.getByRole('button', { name: 'Deaktiver' }).click();
    await off.waitFor();
    await off.click();
    await ask.getByRole('button', { name: 'Aktiver uden mail' }).click();
    await page.getByText(`${customer.name} er aktiveret og kan logge ind igen.`).waitFor();
    await on.waitFor();
    expect(await activationMails()).toBe(1);
    expect((await apiLogin(customer.email, customer.password)).status).toBe(200);
    await context.close();
  });

  it('shows a project\'s conversation read-only: "Se samtale" in "Alle Projekter" and the staff view', async () => {
    const customer = await newCustomerWithProject('Samtale');
    const { context, page } = await adminPage();
    await page.goto('/administration/projects');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Søg', exact: true }).fill(customer.name);
    const row = main.getByRole('row').filter({ hasText: customer.project.name });
    await row.getByRole('button', { name: 'Se samtale' }).click();
    const dialog = page.getByRole('dialog', { name: `Samtale: ${customer.project.name}` });
    await dialog.getByRole('list', { name: 'Beskeder' }).getByText(customer.message).waitFor();
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`/administration/conversations/${customer.project.conversation_id}/${customer.userId}`);
    await main.getByRole('heading', { name: customer.project.name }).waitFor();
    await main.getByText(`Set som ${customer.name}.`).waitFor();
    await main.getByRole('list', { name: 'Beskeder' }).getByText(customer.message).waitFor();
    expect(await main.getByRole('textbox', { name: 'Besked' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Send besked' }).count()).toBe(0);
    await context.close();
  });

  it('manages employees: create (set-password mail), edit oneself, delete the colleague, never oneself', async () => {
    const { context, page } = await adminPage();
    await page.goto('/administration/employees');
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Medarbejdere' });
    await table.waitFor();
    const email = `kollega-${Date.now()}@example.test`;
    const colleague = `Kollega ${Date.now()}`;

    await main.getByRole('button', { name: 'Opret medarbejder' }).click();
    const create = page.getByRole('dialog', { name: 'Opret medarbejder' });
    await create.getByLabel('Navn').fill(colleague);
    await create.getByLabel('Email').fill(email);
    await create.getByLabel('Telefonnummer').fill('40404040');
    await create.getByRole('button', { name: 'Opret' }).click();
    await create.waitFor({ state: 'hidden' });
    await table.getByText(colleague).waitFor();
    const invitation = (await mailsTo(baseUrl, email)).find((m) => m.template === 'employee-invitation');
    expect(invitation?.text).toMatch(/https?:\/\/\S+/);

    // Oneself: 'Rediger' and no delete button; the API refuses too.
    const { session } = await apiLogin(admin);
    const ownName = session?.account.name ?? '';
    const own = table.getByRole('row').filter({ hasText: ownName });
    expect(await own.getByRole('button', { name: /^Slet / }).count()).toBe(0);
    await own.getByRole('button', { name: 'Rediger' }).click();
    const edit = page.getByRole('dialog', { name: 'Rediger dine oplysninger' });
    await edit.getByLabel('Navn').fill(`${ownName} Test`);
    await edit.getByLabel('Telefonnummer').fill('51515151');
    await edit.getByRole('button', { name: 'Gem' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.reload();
    await table.getByText(`${ownName} Test`).waitFor();
    const token = await adminToken();
    const me = await api<{ data: { name: string; phone_number: string } }>(
      'GET',
      `/employees/${session?.account.id}`,
      undefined,
      token,
    );
    expect(me.data).toMatchObject({ name: `${ownName} Test`, phone_number: '51515151' });
    const self = await fetch(`${baseUrl}/api/employees/${session?.account.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({ message: 'CANNOT_DELETE_SELF' });
    // Put the demo name back for the other tests.
    await table
      .getByRole('row')
      .filter({ hasText: `${ownName} Test` })
      .getByRole('button', { name: 'Rediger' })
      .click();
    await edit.getByLabel('Navn').fill(ownName);
    await edit.getByRole('button', { name: 'Gem' }).click();
    await edit.waitFor({ state: 'hidden' });

    await table.getByRole('button', { name: `Slet ${colleague}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Slet medarbejder' });
    await confirm.getByText(`Vil du slette ${colleague}?`).waitFor();
    await confirm.getByRole('button', { name: 'Slet' }).click();
    await main.getByText('Medarbejderen er slettet.').waitFor();
    await table.getByText(colleague).waitFor({ state: 'detached' });
    await context.close();
  });

  it('lays out every admin page at phone and desktop width (screenshots)', async () => {
    const customer = await newCustomerWithProject('Skærmbillede');
    for (const [name, viewport] of Object.entries(viewports)) {
      const width = viewport.width;
      const { context, page } = await adminPage(viewport);
      const main = page.getByRole('main');
      const noSideways = async (what: string) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${what} at ${name} scrolls sideways`).toBeLessThanOrEqual(0);
      };
      await page.goto('/administration/projects');
      await main.getByRole('table').waitFor();
      await noSideways('projects');
      await screenshot(page, `admin-projects-${width}`);
      await page.goto('/administration/customers');
      await main.getByRole('table').waitFor();
      await noSideways('customers');
      await screenshot(page, `admin-customers-${width}`);
      await page.goto(`/administration/customers/${customer.id}`);
      await main.getByRole('heading', { name: customer.name }).waitFor();
      await noSideways('customer detail');
      await screenshot(page, `admin-customer-detail-${width}`);
      await main.getByRole('button', { name: 'Rediger', exact: true }).click();
      await editDialog(page, customer.name).getByLabel('By').waitFor();
      // The modal fades in: wait for the end of its transition, not a fixed time.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay')).every(
          (element) => element.getAnimations().length === 0 && getComputedStyle(element).opacity !== '0',
        ),
      );
      await screenshot(page, `admin-customer-edit-${width}`);
      await page.keyboard.press('Escape');
      await page.goto('/administration/employees');
      await main.getByRole('table').waitFor();
      await noSideways('employees');
      await screenshot(page, `admin-employees-${width}`);
      await page.goto(`/administration/conversations/${customer.project.conversation_id}/${customer.userId}`);
      await main.getByRole('list', { name: 'Beskeder' }).getByText(customer.message).waitFor();
      await main.getByRole('heading', { name: 'Projektdetaljer' }).waitFor();
      await noSideways('staff conversation');
      await screenshot(page, `admin-staff-conversation-${width}`);
      await context.close();
    }
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { confirmAndSetPassword } from '../support/confirm-from-mailbox.ts';
import { demoPassword, logInByApi, loginThroughNavbar } from '../support/login.ts';

const baseUrl = inject('baseUrl');
const api = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  apiCall<T>(baseUrl, method, path, body, headers);
const studentEmail = 'oliver.thomsen@example.com';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A customer from the contact flow's quick registration (so without an address) with a new project to
 * the student, confirmed and with a password, all through the public API.
 */
async function customerWithProject(name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const quick = await api<{ data: { id: number }; project_token: string }>('POST', '/customers/quick', {
    name: `${name} Kunde`,
    phone_number: '40506070',
    email,
  });
  const student = await api<{ data: { id: number; skills: { id: number; name: string }[] } }>(
    'GET',
    '/students/slug/oliver-thomsen?includes[]=skills',
  );
  const project = await api<{ data: { id: number; conversation_id: number } }>(
    'POST',
    '/projects',
    {
      name: `${name}s projekt`,
      message: 'Kan du hjælpe med en analyse?',
      skill_id: student.data.skills[0]?.id,
      student_id: student.data.id,
      customer_id: quick.data.id,
    },
    { 'x-project-token': quick.project_token },
  );
  await confirmAndSetPassword(baseUrl, email, 'kunde-kode-1');
  return { email, password: 'kunde-kode-1', conversationId: project.data.conversation_id, customerId: quick.data.id };
}

async function openAs(
  email: string,
  password: string,
  conversationId: number,
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  // The session from the API: the login form is login.e2e.ts's subject, and going through it here cost each
  // of the file's ten sessions a home page, the form and the page it lands on.
  await logInByApi(context, baseUrl, email, password);
  await page.goto(`/conversations/${conversationId}`);
  // The cookie notice is left open on purpose: the conversation keeps its composer and actions clear of it.
  return { context, page };
}

const actions = (page: Page) => page.getByRole('region', { name: 'Handlinger' }).or(page.getByRole('complementary'));

describe('a project from first message to final price, customer and student side by side', () => {
  it('clarifies, offers, edits the offer, accepts after adding an address, finalizes, and chats live', async () => {
    const customer = await customerWithProject('Bodil');
    const student = await openAs(studentEmail, demoPassword, customer.conversationId);
    const buyer = await openAs(customer.email, customer.password, customer.conversationId);
    const s = student.page;
    const c = buyer.page;

    await s.getByText('Kan du hjælpe med en analyse?').first().waitFor();
    await s.getByRole('button', { name: 'Sæt i afklaring' }).click();
    await s.getByRole('button', { name: 'Ja, sæt projektet i afklaring' }).click();
    await s
      .getByText(/er gået i gang med at afklare projektet/)
      .first()
      .waitFor();
    // The customer sees the system line without reloading.
    await c
      .getByText(/er gået i gang med at afklare projektet/)
      .first()
      .waitFor();

    await s.getByLabel('Timepris (kr.)').fill('225');
    await s.getByLabel('Antal timer').fill('3');
    await s.getByText(/Samlet tilbud: .*675/).waitFor();
    await s.getByRole('button', { name: 'Send tilbud' }).click();
    await s
      .getByText(/har sendt et tilbud: 225 kr\. pr\. time, 3 timer/)
      .first()
      .waitFor();
    await s.getByLabel('Timepris (kr.)').fill('250');
    await s.getByRole('button', { name: 'Opdater tilbud' }).click();
    await s
      .getByText(/har opdateret tilbuddet: 250 kr\. pr\. time, 3 timer \(i alt 750 kr\.\)/)
      .first()
      .waitFor();
    await screenshot(s, 'conversation-student-offer-1280');

    // The customer has no address yet: the address form comes first.
    await c.getByText('For at kunne acceptere tilbuddet skal du tilføje dine adresseoplysninger').waitFor();
    await c.getByLabel('Adresse').fill('Kongensgade 5');
    await c.getByLabel('Postnummer').fill('5000');
    await c.getByLabel('By').fill('Odense C');
    await c.getByRole('button', { name: 'Gem adresse' }).click();
    await c.getByRole('button', { name: 'Accepter tilbud' }).click();
    await c.getByText('Du skal acceptere for at fortsætte').waitFor();
    await c.getByLabel('Jeg accepterer tilbuddet og betingelserne for projektet').check();
    await c.getByRole('button', { name: 'Accepter tilbud' }).click();
    await c
      .getByText(/har accepteret tilbuddet: 250 kr\. pr\. time/)
      .first()
      .waitFor();
    await screenshot(c, 'conversation-customer-accepted-1280');

    // Four hours are one more than the three accepted: the customer approves the extra hour first (decision 014).
    await s.getByRole('button', { name: 'Bed om ekstra timer' }).click();
    await s.getByLabel('Ekstra timer').fill('1');
    await s.getByLabel('Begrundelse').fill('Der kom en ekstra side til.');
    await s.getByRole('button', { name: 'Send til kunden' }).click();
    await c
      .getByText(/beder om at måtte fakturere 1 time à 250 kr\. \(i alt 250 kr\.\)/)
      .first()
      .waitFor();
    await c.getByRole('button', { name: 'Godkend ekstra timer' }).click();
    await s
      .getByText(/har godkendt 1 time ekstra\. Der kan nu faktureres op til 4 timer\./)
      .first()
      .waitFor();
    await s.getByText('Du kan fakturere op til 4 timer. Flere timer kræver kundens godkendelse.').waitFor();

    await s.getByLabel('Timer brugt').fill('4');
    await s.getByRole('button', { name: 'Afslut projekt' }).click();
    await s
      .getByText(/har afsluttet projektet\. Endelig pris: 1\.000 kr\./)
      .first()
      .waitFor();
    await c
      .getByText(/har afsluttet projektet\. Endelig pris: 1\.000 kr\./)
      .first()
      .waitFor();
    await c.getByText('Der er ikke flere handlinger at foretage på projektet.').waitFor();

    // A message typed by one side appears for the other without a reload; the eye shows once read.
    await s.getByLabel('Besked', { exact: true }).fill('Tak for samarbejdet!');
    await s.getByRole('button', { name: 'Send besked' }).click();
    await c.getByRole('list', { name: 'Beskeder' }).getByText('Tak for samarbejdet!').waitFor();
    await s.getByLabel(/Læst af/).waitFor();
    await screenshot(s, 'conversation-student-read-1280');

    const phone = await openAs(customer.email, customer.password, customer.conversationId, viewports.phone);
    await phone.page.getByRole('list', { name: 'Beskeder' }).getByText('Tak for samarbejdet!').waitFor();
    await screenshot(phone.page, 'conversation-customer-375');
    await phone.context.close();
    await student.context.close();
    await buyer.context.close();
  });
});

describe('the offer as typed (issue 34)', () => {
  it('keeps a typed "-5" with a message and sends nothing, and asks before a price far below the paygrade', async () => {
    const customer = await customerWithProject('Gorm');
    const { context, page } = await openAs(studentEmail, demoPassword, customer.conversationId, viewports.phone);
    const offers: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/priceOffer')) offers.push(request.url());
    });
    // On a phone the panels show one at a time; the address opens the details, where the actions are.
    await page.goto(`/conversations/${customer.conversationId}/details`);
    const price = page.getByLabel('Timepris (kr.)');
    // The field starts at the student's own hourly paygrade for the skill: what the project was priced at.
    const paygrade = Number((await price.inputValue()).replace(',', '.'));
    expect(paygrade).toBeGreaterThan(0);

    await price.fill('');
    await price.pressSequentially('-5');
    await page.getByLabel('Antal timer').fill('12');
    expect(await price.inputValue()).toBe('-5');
    // Mantine's NumberInput showed '5' here and 'Samlet tilbud: 5 kr. × 12 timer = 60 kr.'.
    expect(await page.getByText(/Samlet tilbud/).count()).toBe(0);
    await page.getByRole('button', { name: 'Send tilbud' }).click();
    await page.getByText('Prisen skal være over 0 kr.').waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'offer-minus-refused-375');

    // A slip of a digit: a tenth of the paygrade is asked about before it is sent.
    const slip = Math.max(1, Math.floor(paygrade / 10));
    await price.fill(String(slip));
    await page.getByText(/Samlet tilbud: /).waitFor();
    await page.getByRole('button', { name: 'Send tilbud' }).click();
    await page.getByText(/er under halvdelen af din pris for denne færdighed på dit niveau/).waitFor();
    await screenshot(page, 'offer-far-below-375');
    expect(offers).toEqual([]);
    await page.getByRole('button', { name: 'Ja, send tilbuddet' }).click();
    // Sent once: the details panel now offers to update it (the system line is in the chat panel).
    await page.getByRole('button', { name: 'Opdater tilbud' }).waitFor();
    expect(offers).toHaveLength(1);
    await page.goto(`/conversations/${customer.conversationId}/chat`);
    await page
      .getByText(new RegExp(`har sendt et tilbud: ${slip} kr\\. pr\\. time, 12 timer`))
      .first()
      .waitFor();
    await context.close();

    // The same refusal side by side with the chat on a wide screen.
    const wide = await openAs(studentEmail, demoPassword, customer.conversationId);
    await wide.page.getByLabel('Timepris (kr.)').fill('-5');
    await wide.page.getByRole('button', { name: 'Opdater tilbud' }).click();
    await wide.page.getByText('Prisen skal være over 0 kr.').waitFor();
    await screenshot(wide.page, 'offer-minus-refused-1280');
    await wide.context.close();
  });
});

describe('cancelling before acceptance', () => {
  it.each([
    ['the customer', 'Cecilie', 'customer'],
    ['the student', 'Dorte', 'student'],
  ])('lets %s cancel with a reason, after which nobody can write', async (_who, name, side) => {
    const customer = await customerWithProject(name);
    const { context, page } =
      side === 'customer'
        ? await openAs(customer.email, customer.password, customer.conversationId)
        : await openAs(studentEmail, demoPassword, customer.conversationId);
    await page.getByRole('button', { name: 'Annuller projektet' }).click();
    await page.getByLabel('Begrundelse').fill('Opgaven er blevet løst på anden vis.');
    await page.getByRole('button', { name: 'Annuller projekt' }).click();
    await page.getByText('Du skal bekræfte for at annullere projektet').waitFor();
    await page.getByLabel('Jeg bekræfter, at projektet skal annulleres').check();
    await page.getByRole('button', { name: 'Annuller projekt' }).click();
    await page
      .getByText(/har annulleret projektet\. Begrundelse: Opgaven er blevet løst på anden vis\./)
      .first()
      .waitFor();
    await page.getByText('Projektet er blevet annulleret, og der kan derfor ikke skrives beskeder.').waitFor();
    expect(await actions(page).getByRole('button', { name: 'Accepter tilbud' }).count()).toBe(0);
    await context.close();
  });
});

describe('editing and deleting a message (decision 018)', () => {
  it('shows the student "(redigeret)" and then "Besked slettet" live when the customer edits and deletes', async () => {
    const customer = await customerWithProject('Emil');
    const student = await openAs(studentEmail, demoPassword, customer.conversationId);
    const buyer = await openAs(customer.email, customer.password, customer.conversationId);
    const c = buyer.page;
    const studentList = student.page.getByRole('list', { name: 'Beskeder' });
    const customerList = c.getByRole('list', { name: 'Beskeder' });

    await c.getByLabel('Besked', { exact: true }).fill('Kan vi mødes tirsdag?');
    await c.getByRole('button', { name: 'Send besked' }).click();
    await studentList.getByText('Kan vi mødes tirsdag?').waitFor();
    // The student has no menu on the customer's messages.
    expect(await studentList.getByRole('button', { name: 'Handlinger for besked' }).count()).toBe(0);

    const line = customerList.getByRole('listitem').filter({ hasText: 'Kan vi mødes tirsdag?' });
    await line.getByRole('button', { name: 'Handlinger for besked' }).click();
    await c.getByRole('menuitem', { name: 'Rediger' }).click();
    const box = c.getByRole('textbox', { name: 'Rediger besked' });
    await box.fill('Kan vi mødes onsdag?');
    await box.press('Enter');
    await customerList.getByText('Kan vi mødes onsdag?').waitFor();

    const studentLine = studentList.getByRole('listitem').filter({ hasText: 'Kan vi mødes onsdag?' });
    await studentLine.getByText('(redigeret)').waitFor();
    expect(await studentList.getByText('Kan vi mødes tirsdag?').count()).toBe(0);
    await screenshot(student.page, 'conversation-student-edited-1280');

    const edited = customerList.getByRole('listitem').filter({ hasText: 'Kan vi mødes onsdag?' });
    await edited.getByRole('button', { name: 'Handlinger for besked' }).click();
    await c.getByRole('menuitem', { name: 'Slet' }).click();
    const confirm = c.getByRole('dialog', { name: 'Slet besked' });
    await confirm.getByRole('button', { name: 'Slet' }).click();
    await confirm.waitFor({ state: 'hidden' });
    // The keyboard stays on the line that now reads "Besked slettet".
    await expect
      .poll(() => c.evaluate(() => document.activeElement?.closest('li')?.textContent ?? ''))
      .toContain('Besked slettet');

    await studentList.getByText('Besked slettet').waitFor();
    expect(await studentList.getByText('Kan vi mødes onsdag?').count()).toBe(0);
    // The deleted line keeps its place: after the project's first message, as the last line.
    const lines = await studentList.getByRole('listitem').allTextContents();
    expect(lines.at(-1)).toContain('Besked slettet');
    expect(lines.some((text) => text.includes('Kan du hjælpe med en analyse?'))).toBe(true);
    await customerList.getByText('Besked slettet').waitFor();
    await screenshot(student.page, 'conversation-student-deleted-1280');
    await screenshot(c, 'conversation-customer-deleted-1280');
    await student.context.close();
    await buyer.context.close();
  });
});

describe('staff and messages (decision 018)', () => {
  it('writes to a customer from the customer detail, hides a message in the staff view, archives and restores', async () => {
    const customer = await customerWithProject('Frida');
    const login = await api<{ user_id: number }>('POST', '/auth/login', { email: customer.email, password: customer.password });
    const staff = await newPage(browser, baseUrl);
    const a = staff.page;
    await a.goto('/');
    // The next navigation reloads the app, which finds the session through the refresh cookie the
    // login's answer sets: wait for it.
    const loggedIn = a.waitForResponse((response) => response.url().endsWith('/api/auth/login') && response.ok());
    await loginThroughNavbar(a, 'admin@example.com');
    await loggedIn;

    // The back office by its menu and links, never a typed URL (issue 36): Kunder → the customer.
    await a.waitForURL((url) => url.pathname === '/administration');
    await a.getByRole('navigation', { name: 'Administrationsmenu' }).locator('a[href="/administration/customers"]').click();
    const main = a.getByRole('main');
    await main.getByRole('textbox', { name: 'Søg', exact: true }).fill('Frida Kunde');
    await main.getByRole('table').getByRole('link', { name: 'Frida Kunde' }).click();
    await a.waitForURL(new RegExp(`/administration/customers/${customer.customerId}$`));
    await a.getByRole('button', { name: 'Skriv til kunden' }).click();
    const dialog = a.getByRole('dialog', { name: 'Skriv til kunden' });
    await dialog.getByRole('textbox', { name: 'Besked' }).fill('Hej Frida, vi kigger på din sag.');
    await dialog.getByRole('button', { name: 'Send besked' }).click();
    await a.waitForURL(/\/conversations\/\d+$/);
    const directId = Number(new URL(a.url()).pathname.split('/').pop());
    expect(directId).not.toBe(customer.conversationId);
    await a.getByRole('heading', { level: 1, name: 'Samtale med Frida Kunde' }).waitFor();
    await a.getByRole('list', { name: 'Beskeder' }).getByText('Hej Frida, vi kigger på din sag.').waitFor();
    // The employee's own thread is theirs to write in.
    await a.getByLabel('Besked', { exact: true }).waitFor();

    const buyer = await openAs(customer.email, customer.password, directId);
    await buyer.page.getByRole('list', { name: 'Beskeder' }).getByText('Hej Frida, vi kigger på din sag.').waitFor();
    await buyer.page.goto(`/conversations/${customer.conversationId}`);
    const customerList = buyer.page.getByRole('list', { name: 'Beskeder' });
    await customerList.getByText('Kan du hjælpe med en analyse?').waitFor();

    // Back to the customer's page, whose conversations each open the staff view as the customer sees it.
    await a.goBack();
    const conversations = a.getByRole('table', { name: 'Samtaler' });
    await conversations.getByRole('link', { name: 'Uden projekt' }).waitFor();
    await conversations.getByRole('link', { name: 'Fridas projekt' }).click();
    await a.waitForURL(new RegExp(`/administration/conversations/${customer.conversationId}/${login.user_id}$`));
    const staffList = a.getByRole('list', { name: 'Beskeder' });
    const line = staffList.getByRole('listitem').filter({ hasText: 'Kan du hjælpe med en analyse?' });
    await line.getByRole('button', { name: 'Handlinger for besked' }).click();
    await a.getByRole('menuitem', { name: 'Skjul besked' }).click();
    const hide = a.getByRole('dialog', { name: 'Skjul besked' });
    await hide.getByRole('button', { name: 'Skjul besked' }).click();
    await staffList.getByText('Besked slettet').waitFor();
    // Live on the customer's open screen too.
    await customerList.getByText('Besked slettet').waitFor();
    expect(await customerList.getByText('Kan du hjælpe med en analyse?').count()).toBe(0);

    await a.getByRole('button', { name: 'Arkiver samtale' }).click();
    const archive = a.getByRole('dialog', { name: 'Arkiver samtale' });
    await archive.getByRole('button', { name: 'Arkiver' }).click();
    await a.getByText('Arkiveret', { exact: true }).waitFor();
    await archive.waitFor({ state: 'hidden' });
    await screenshot(a, 'staff-conversation-archived-1280');
    await a.setViewportSize(viewports.phone);
    await screenshot(a, 'staff-conversation-archived-375');
    await a.setViewportSize(viewports.desktop);

    // The menu's list of every conversation finds it again among the archived ones, and opens it.
    await a.getByRole('navigation', { name: 'Administrationsmenu' }).locator('a[href="/administration/conversations"]').click();
    await main.getByRole('heading', { level: 1, name: 'Alle samtaler' }).waitFor();
    await main.getByRole('textbox', { name: 'Søg', exact: true }).fill('Frida Kunde');
    await main.locator('label', { hasText: 'Arkiverede' }).click();
    const everybody = main.getByRole('table', { name: 'Alle samtaler' });
    await main.getByText('1 samtale', { exact: true }).waitFor();
    expect(await everybody.getByRole('link', { name: 'Uden projekt' }).count()).toBe(0);
    await screenshot(a, 'admin-conversations-1280');
    await a.setViewportSize(viewports.phone);
    await screenshot(a, 'admin-conversations-375');
    await a.setViewportSize(viewports.desktop);
    await everybody.getByRole('link', { name: 'Fridas projekt' }).click();
    await a.waitForURL(new RegExp(`/administration/conversations/${customer.conversationId}/${login.user_id}$`));
    await a.getByRole('button', { name: 'Gendan samtale' }).click();
    await a.getByRole('dialog', { name: 'Gendan samtale' }).getByRole('button', { name: 'Gendan' }).click();
    await a.getByRole('button', { name: 'Arkiver samtale' }).waitFor();
    expect(await a.getByText('Arkiveret', { exact: true }).count()).toBe(0);

    // A correction from the projects table (issue 36) is a line both parties see, live.
    await a.getByRole('navigation', { name: 'Administrationsmenu' }).locator('a[href="/administration/projects"]').click();
    await main.getByRole('textbox', { name: 'Søg', exact: true }).fill('Frida Kunde');
    await main.getByRole('button', { name: 'Flere handlinger for Fridas projekt' }).click();
    await a.getByRole('menuitem', { name: 'Ret projekt' }).click();
    const correct = a.getByRole('dialog', { name: 'Ret projekt: Fridas projekt' });
    await correct.getByRole('textbox', { name: 'Projektnavn' }).fill('Fridas markedsanalyse');
    await screenshot(a, 'admin-project-correct-1280');
    await correct.getByRole('button', { name: 'Gem rettelser' }).click();
    await correct.waitFor({ state: 'hidden' });
    await main.getByRole('table').getByText('Fridas markedsanalyse').waitFor();
    await customerList.getByText('Studiekraft har rettet navnet fra »Fridas projekt« til »Fridas markedsanalyse«.').waitFor();
    await staff.context.close();
    await buyer.context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, mailsTo, newPage, screenshot, viewports } from '../support/browser.ts';
import { demoPassword, loginThroughNavbar } from '../support/login.ts';

const baseUrl = inject('baseUrl');
const api = <T>(method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  apiCall<T>(baseUrl, method, path, body, headers);
const studentEmail = 'oliver.thomsen@example.com';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function bearer(email: string, password: string) {
  const login = await api<{ access_token: string }>('POST', '/auth/login', { email, password });
  return { authorization: `Bearer ${login.access_token}` };
}

async function waitForMail(to: string, match: (mail: { subject: string; template: string }) => boolean) {
  for (let i = 0; i < 80; i++) {
    const mail = (await mailsTo(baseUrl, to)).find(match);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}`);
}

/** A registered customer (quick registration, confirmed, with an address) and a finalized project with Oliver. */
async function finalizedProject() {
  const email = `bedoemmer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const quick = await api<{ data: { id: number }; project_token: string }>('POST', '/customers/quick', {
    name: 'Birgit Bedømmer',
    phone_number: '40506070',
    email,
  });
  const student = await api<{ data: { id: number; skills: { id: number }[] } }>(
    'GET',
    '/students/slug/oliver-thomsen?includes[]=skills',
  );
  const project = await api<{ data: { id: number; conversation_id: number } }>(
    'POST',
    '/projects',
    {
      name: 'Regnskab for bageriet',
      message: 'Kan du hjælpe med årsregnskabet?',
      skill_id: student.data.skills[0]?.id,
      student_id: student.data.id,
      customer_id: quick.data.id,
    },
    { 'x-project-token': quick.project_token },
  );
  const confirm = await waitForMail(email, (m) => m.template === 'confirm-email');
  const token = /confirmation=([\w%-]+)/.exec((confirm as { text?: string }).text ?? '')?.[1] ?? '';
  const confirmed = await api<{ data: { password_token: string } }>('GET', `/users/confirmation/${token}`);
  await api('POST', '/auth/reset/change', { token: confirmed.data.password_token, password: 'kunde-kode-1' });

  const customer = await bearer(email, 'kunde-kode-1');
  const oliver = await bearer(studentEmail, demoPassword);
  await api(
    'PUT',
    `/customers/${quick.data.id}`,
    {
      first_name: 'Birgit',
      last_name: 'Bedømmer',
      phone_number: '40506070',
      address: 'Bagergade 3',
      postcode: '8000',
      city: 'Aarhus C',
    },
    customer,
  );
  const id = project.data.id;
  await api('POST', `/projects/${id}/clarify`, undefined, oliver);
  await api('POST', `/projects/${id}/priceOffer`, { offer: 400, hours: 2 }, oliver);
  await api('POST', `/projects/${id}/acceptPriceOffer`, { offer: 400, price_type: 'hourly', hours: 2 }, customer);
  await api('POST', `/projects/${id}/finalize`, { hours: 2 }, oliver);
  return {
    email,
    password: 'kunde-kode-1',
    projectId: id,
    conversationId: project.data.conversation_id,
    studentId: student.data.id,
  };
}

describe('a customer rates the student from the finalize e-mail', () => {
  it('logs in from the link, rates with the keyboard, and sees the new average on the profile', async () => {
    const project = await finalizedProject();
    const before = await api<{ data: { average: number | null; count: number } }>(
      'GET',
      `/students/${project.studentId}/ratings/score`,
    );
    const mail = (await waitForMail(project.email, (m) => m.subject.includes('er afsluttet'))) as { text: string };
    expect(mail.text).toContain('Giv en bedømmelse');
    const link = new RegExp(`https?://[^\\s)\\]]*/projects/${project.projectId}/rating`).exec(mail.text)?.[0];
    expect(link).toBeTruthy();

    const { context, page } = await newPage(browser, baseUrl, viewports.desktop);
    await page.goto(new URL(link ?? '').pathname);
    // Not logged in: the route asks for a login first and comes back to the form.
    await loginThroughNavbar(page, project.email, project.password);
    await page.getByRole('heading', { name: 'Giv Oliver Thomsen en bedømmelse' }).waitFor();

    // Saving without a score says what is missing, in Danish.
    await page.getByLabel('Overskrift').fill('Overblik og ro på');
    await page.getByLabel('Din udtalelse').fill('Oliver fik styr på bilagene og forklarede det hele, så vi kunne følge med.');
    await page.getByRole('button', { name: 'Gem bedømmelse' }).click();
    await page.getByText('Vælg mellem 1 og 5 stjerner.').waitFor();

    // Keyboard only: into the stars, Space picks the focused one.
    const fourth = page.getByRole('radio', { name: '4 af 5 stjerner' });
    await fourth.focus();
    await page.keyboard.press('Space');
    await page.getByText('Vælg mellem 1 og 5 stjerner.').waitFor({ state: 'detached' });
    await screenshot(page, 'rating-form-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Gem bedømmelse' }).click();
    await page.getByText('Tak! Din bedømmelse er gemt og vises nu på profilen.').waitFor();
    await page.getByRole('button', { name: 'Rediger bedømmelse' }).waitFor();
    await screenshot(page, 'rating-saved-1280');
    expect(await seriousViolations(page)).toEqual([]);

    // The conversation of the finalized project leads back to the same form while it may be changed.
    await page.goto(`/conversations/${project.conversationId}`);
    await page.getByRole('link', { name: 'Rediger bedømmelse' }).click();
    await page.waitForURL(new RegExp(`/projects/${project.projectId}/rating$`));
    await page.getByRole('button', { name: 'Rediger bedømmelse' }).waitFor();

    const count = before.data.count + 1;
    const sum = (before.data.average ?? 0) * before.data.count + 4;
    const average = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 }).format(Math.round((sum / count) * 100) / 100);
    await page.getByRole('link', { name: 'Se Oliver Thomsens profil' }).click();
    await page.waitForURL(/\/students\/oliver-thomsen/);
    await page.getByText(`(${count} udtalelser)`).first().waitFor();
    await page
      .getByRole('img', { name: `Bedømt ${average} ud af 5 stjerner` })
      .first()
      .waitFor();
    await context.close();
  });
});

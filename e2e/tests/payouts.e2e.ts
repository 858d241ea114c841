import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { acceptedProjectWithOliver, oliverEmail } from '../support/accepted-project.ts';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { demoPassword, logInByApi } from '../support/login.ts';

const baseUrl = inject('baseUrl');
const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
  apiCall<T>(baseUrl, method, path, body, token ? { authorization: `Bearer ${token}` } : {});
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const login = async (email: string, password: string) =>
  (await api<{ access_token: string }>('POST', '/auth/login', { email, password })).access_token;

/** Oliver finalizes 2 h at 200 kr. for a new customer: an invoice of 400 kr. excl. VAT and a payout line. */
async function finalizedProject(projectName = `Løn for analyse ${Date.now()}`) {
  const project = await acceptedProjectWithOliver(baseUrl, {
    emailPrefix: 'udbetaling',
    projectName,
    customer: { firstName: 'Ulla', lastName: 'Udbetaling', address: 'Kongensgade 5', postcode: '5000', city: 'Odense C' },
    offer: 200,
    hours: 2,
  });
  await api('POST', `/projects/${project.id}/finalize`, { hours: 2 }, project.studentToken);
  return project.id;
}

const monthLabel = new Intl.DateTimeFormat('da-DK', { month: 'long', year: 'numeric', timeZone: 'Europe/Copenhagen' }).format(
  new Date(),
);

describe('student payouts (decision 026)', () => {
  it("a finalized project shows in the student's earnings, and staff mark the month paid on a phone", async () => {
    const projectId = await finalizedProject();
    const lines = await api<{ rows: { project: { id: number } | null; pay: number; holiday_pay: number; status: string }[] }>(
      'GET',
      '/payouts?limit=100',
      undefined,
      await login(oliverEmail, demoPassword),
    );
    const line = lines.rows.find((row) => row.project?.id === projectId);
    expect(line?.status).toBe('pending');
    // 400 kr. excl. VAT at Oliver's level share; holiday pay 12.5 % of it.
    expect(line?.holiday_pay).toBeCloseTo((line?.pay ?? 0) * 0.125, 2);

    // The student sees the month in 'Din indtjening' on the overview, at 375 px.
    const student = await newPage(browser, baseUrl, viewports.phone);
    await logInByApi(student.context, baseUrl, oliverEmail);
    await student.page.goto('/overview');
    const card = student.page.getByRole('region', { name: 'Din indtjening' });
    await card.getByRole('columnheader', { name: monthLabel }).waitFor();
    expect(await student.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(student.page)).toEqual([]);
    await screenshot(student.page, 'earnings-card-375');
    await student.context.close();

    // Staff open 'Udbetalinger', see the line and mark the month paid after the confirmation.
    const staff = await newPage(browser, baseUrl, viewports.phone);
    await logInByApi(staff.context, baseUrl, 'admin@example.com');
    await staff.page.goto('/administration/payouts');
    await staff.page
      .getByRole('table', { name: `Udbetalinger for ${monthLabel}` })
      .getByText('Oliver Thomsen')
      .first()
      .waitFor();
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'payouts-admin-375');
    await staff.page.getByRole('button', { name: 'Markér måned som udbetalt' }).click();
    await staff.page.getByRole('dialog').getByRole('button', { name: 'Ja, markér som udbetalt' }).click();
    await staff.page.getByText(/linjer er markeret som udbetalt/).waitFor();
    await staff.context.close();

    const after = await api<{ rows: { project: { id: number } | null; status: string }[] }>(
      'GET',
      '/payouts?limit=100',
      undefined,
      await login(oliverEmail, demoPassword),
    );
    expect(after.rows.find((row) => row.project?.id === projectId)?.status).toBe('paid');
  });

  it("a credited invoice cancels the student's pending payout line, and the payouts page shows it", async () => {
    const projectName = `Krediteret analyse ${Date.now()}`;
    const projectId = await finalizedProject(projectName);
    const adminToken = await login('admin@example.com', demoPassword);
    const invoices = await api<{ rows: { number: string; kind: string }[] }>(
      'GET',
      `/invoices?filter_groups[0][filters][0][key]=project_id&filter_groups[0][filters][0][value]=${projectId}&filter_groups[0][filters][0][operator]=eq`,
      undefined,
      adminToken,
    );
    const number = invoices.rows.find((row) => row.kind === 'invoice')?.number ?? '';
    expect(number).toMatch(/^\d{4}-\d{4,}$/);

    // Staff credit the invoice from 'Fakturaer' after the confirmation, which says what happens to the payout.
    const staff = await newPage(browser, baseUrl, viewports.desktop);
    await logInByApi(staff.context, baseUrl, 'admin@example.com');
    await staff.page.goto('/administration/invoices');
    await staff.page.getByLabel('Søg').fill(number);
    const invoiceRow = staff.page.getByTestId(`invoice-row-${number}`);
    await invoiceRow.getByRole('button', { name: `Handlinger for faktura ${number}` }).click();
    await staff.page.getByRole('menuitem', { name: 'Kreditér' }).click();
    const dialog = staff.page.getByRole('dialog');
    await dialog.getByText(/Den studerendes udbetaling for projektet annulleres/).waitFor();
    await screenshot(staff.page, 'invoice-credit-dialog-1280');
    await dialog.getByRole('button', { name: 'Ja, kreditér' }).click();
    await staff.page.getByText(/^Kreditnota .* er udstedt og sendt\.$/).waitFor();
    await invoiceRow.getByText('Krediteret').locator('visible=true').first().waitFor();

    // 'Udbetalinger' shows the line cancelled, at 1280 px and on a phone.
    await staff.page.goto('/administration/payouts');
    const lines = staff.page.getByRole('table', { name: `Udbetalinger for ${monthLabel}` });
    const line = lines.getByRole('row').filter({ hasText: projectName });
    await line.getByText('Annulleret').waitFor();
    await line.getByText('Fakturaen er krediteret, så linjen udbetales ikke.').waitFor();
    await staff.page.getByText(/^Annulleret efter kreditering:/).waitFor();
    expect(await seriousViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'payouts-admin-credited-1280');
    await staff.page.setViewportSize(viewports.phone);
    await line.getByText('Annulleret').waitFor();
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(staff.page, 'payouts-admin-credited-375');
    await staff.context.close();

    // Month paid afterwards pays nothing for the cancelled work.
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7);
    await api('POST', `/payouts/months/${month}/paid`, undefined, adminToken);
    const after = await api<{ rows: { project: { id: number } | null; status: string }[] }>(
      'GET',
      '/payouts?limit=100',
      undefined,
      await login(oliverEmail, demoPassword),
    );
    expect(after.rows.filter((row) => row.project?.id === projectId).map((row) => row.status)).toEqual(['cancelled']);
  });
});

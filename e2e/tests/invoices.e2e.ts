import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { acceptedProjectWithOliver, oliverEmail } from '../support/accepted-project.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, mailsTo, newPage, screenshot, viewports } from '../support/browser.ts';
import { logInByApi } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * A customer with a project to Oliver, who offers 3 h at 199.99 kr.; the customer has added an address and
 * accepted. Left in project-offer-accepted for the student to finalize 2.5 h.
 */
async function acceptedProject() {
  const name = `Faktura for analyse ${Date.now()}`;
  const project = await acceptedProjectWithOliver(baseUrl, {
    emailPrefix: 'faktura',
    projectName: name,
    customer: { firstName: 'Åse', lastName: 'Ærø', address: 'Østergade 5', postcode: '5970', city: 'Ærøskøbing' },
    offer: 199.99,
    hours: 3,
  });
  return { ...project, name };
}

describe('invoices (decision 025)', () => {
  it('the student finalizes, the customer downloads the PDF, and staff mark it paid', async () => {
    const project = await acceptedProject();

    // The student finalizes 2.5 hours in the conversation.
    const student = await newPage(browser, baseUrl, viewports.desktop);
    // Sessions from the API: the login form is login.e2e.ts's subject.
    await logInByApi(student.context, baseUrl, oliverEmail);
    await student.page.goto(`/conversations/${project.conversationId}`);
    await student.page.getByLabel('Timer brugt').fill('2,5');
    await student.page.getByRole('button', { name: 'Afslut projekt' }).click();
    await student.page
      .getByText(/har afsluttet projektet\. Endelig pris: 499,98 kr\./)
      .first()
      .waitFor();
    // The student never sees the customer's invoice.
    expect(await student.page.getByTestId('project-invoice').count()).toBe(0);
    await student.context.close();

    // The mail 'Faktura <nr> fra Studiekraft' is queued with the PDF named after the number.
    let invoiceMail: { subject: string } | undefined;
    for (let i = 0; i < 60 && !invoiceMail; i++) {
      invoiceMail = (await mailsTo(baseUrl, project.email)).find((m) => m.template === 'invoice-issued');
      if (!invoiceMail) await new Promise((r) => setTimeout(r, 250));
    }
    const number = /Faktura (\d{4}-\d{4,}) fra Studiekraft/.exec(invoiceMail?.subject ?? '')?.[1];
    expect(number).toBeTruthy();

    // The customer sees the invoice in the details panel and downloads the PDF.
    const customer = await newPage(browser, baseUrl, viewports.desktop);
    await logInByApi(customer.context, baseUrl, project.email, project.password);
    await customer.page.goto(`/conversations/${project.conversationId}`);
    const panel = customer.page.getByTestId('project-invoice');
    await panel.getByText(number ?? '').waitFor();
    expect(await panel.textContent()).toMatch(/624,98/);
    const [download] = await Promise.all([
      customer.page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Hent faktura (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`faktura-${number}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await screenshot(customer.page, 'invoice-conversation-panel');
    // The overview lists it too.
    await customer.page.goto('/overview');
    await customer.page.getByText(`Faktura ${number}`).waitFor();
    await customer.context.close();

    // Staff find it in /administration/invoices (at 375 px) and mark it paid.
    const staff = await newPage(browser, baseUrl, viewports.phone);
    await logInByApi(staff.context, baseUrl, 'admin@example.com');
    await staff.page.goto('/administration/invoices');
    await staff.page.getByLabel('Søg').fill(number ?? '');
    const row = staff.page.getByTestId(`invoice-row-${number}`);
    await row.waitFor();
    expect(await staff.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(staff.page)).toEqual([]);
    await screenshot(staff.page, 'invoices-admin-375');
    await row.getByRole('button', { name: `Handlinger for faktura ${number}` }).click();
    await staff.page.getByRole('menuitem', { name: 'Markér som betalt' }).click();
    await staff.page.getByText(`Faktura ${number} er markeret som betalt.`).waitFor();
    await row.getByText('Betalt').locator('visible=true').first().waitFor();
    await staff.context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiCall } from '../support/api.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { demoPassword, logInByApi } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Paygrade = { level_id: number; starting_price: number; type: string };

describe("the back office's catalogue (issue 36)", () => {
  it("staff change a skill's price from the menu, and the public skill page shows it at once, server-rendered too", async () => {
    const logo = (await apiCall<{ data: { id: number; paygrades: Paygrade[] } }>(baseUrl, 'GET', '/skills/name/logo')).data;
    const original = logo.paygrades.map(({ level_id, starting_price, type }) => ({ level_id, starting_price, type }));
    const price = 480 + Math.floor(Math.random() * 90);
    const token = (
      await apiCall<{ access_token: string }>(baseUrl, 'POST', '/auth/login', {
        email: 'admin@example.com',
        password: demoPassword,
      })
    ).access_token;
    try {
      const staff = await newPage(browser, baseUrl);
      const a = staff.page;
      // The session from the API (the login form is login.e2e.ts's subject), then the back office by its
      // menu, never a typed URL: Katalog → Kompetencer.
      await logInByApi(staff.context, baseUrl, 'admin@example.com');
      await a.goto('/administration');
      await a.getByRole('navigation', { name: 'Administrationsmenu' }).locator('a[href="/administration/catalogue"]').click();
      const grafik = a.getByRole('region', { name: 'Grafik', exact: true });
      await grafik.getByRole('button', { name: 'Ret Logo' }).click();
      const dialog = a.getByRole('dialog', { name: 'Ret kompetence' });
      await dialog.getByLabel('Startpris i kr. for Rough Diamond').fill(String(price));
      await dialog.getByRole('button', { name: 'Gem' }).click();
      await a.getByText('Gemt. Ændringen vises straks på siden.').waitFor();
      await grafik.getByText(new RegExp(`Rough Diamond: fra ${price}\\skr\\. pr\\. stk\\.`)).waitFor();

      // At 375 px the page fits, keyboard and screen-reader names included (axe).
      await a.setViewportSize(viewports.phone);
      expect(await a.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(a)).toEqual([]);
      await screenshot(a, 'catalogue-admin-375');
      await staff.context.close();

      // A visitor: the server's first screen of the skill page already has the new price (its cache was
      // forgotten on the write), and so does the page once the app runs.
      const html = await (await fetch(`${baseUrl}/hvad-tilbyder-vi/grafik/logo`)).text();
      expect(html).toMatch(new RegExp(`fra ${price}(&nbsp;|\\u00a0| )kr\\. pr\\. stk\\.`));
      const visitor = await newPage(browser, baseUrl, viewports.phone);
      await visitor.page.goto('/hvad-tilbyder-vi/grafik/logo');
      await visitor.page
        .getByRole('table')
        .getByText(new RegExp(`fra ${price}\\s*kr\\. pr\\. stk\\.`))
        .waitFor();
      await visitor.context.close();
    } finally {
      await apiCall(baseUrl, 'PUT', `/skills/${logo.id}`, { paygrades: original }, { authorization: `Bearer ${token}` });
    }
  });
});

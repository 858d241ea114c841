import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';
import { loginThroughNavbar } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const admin = 'admin@example.com';

describe('administration as the demo employee', () => {
  it('shows the dashboard counts and the chart, at desktop and phone width', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const { context, page } = await newPage(browser, baseUrl, viewport);
      await page.goto('/');
      await loginThroughNavbar(page, admin);
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
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/');
    await loginThroughNavbar(page, admin);
    await page.goto('/administration/projects/open');
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Åbne projekter' }).waitFor();
    await screenshot(page, 'admin-projects-1280');
    await main.getByRole('table').waitFor();
    // The seed's newest projects were touched today; find one inactive for a day (its close is enabled).
    const buttons = main.getByRole('button', { name: /^Flere handlinger for / });
    let name = '';
    for (let i = (await buttons.count()) - 1; i >= 0 && !name; i--) {
      const label = (await buttons.nth(i).getAttribute('aria-label'))?.replace('Flere handlinger for ', '') ?? '';
      await main.getByText(label, { exact: true }).first().click({ button: 'right' });
      const close = page.getByRole('menuitem', { name: 'Luk projekt' });
      await close.waitFor();
      if (await close.isEnabled()) {
        name = label;
        await close.click();
      } else {
        await page.keyboard.press('Escape');
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
  });
});

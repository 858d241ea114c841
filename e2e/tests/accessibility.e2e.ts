import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, viewports } from '../support/browser.ts';
import { loginThroughNavbar } from '../support/login.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

it.each([
  ['/', viewports.desktop],
  ['/', viewports.phone],
  ['/password/request', viewports.desktop],
  ['/kontakt', viewports.phone],
  ['/students/search', viewports.desktop],
  ['/students/search', viewports.phone],
  ['/students/sofie-andersen', viewports.desktop],
  ['/hvad-tilbyder-vi/', viewports.desktop],
  ['/hvad-tilbyder-vi/web/', viewports.phone],
  ['/hvad-tilbyder-vi/web/simple-website', viewports.desktop],
  ['/betingelser', viewports.phone],
  ['/om-os', viewports.desktop],
  ['/bliv-student-freelancer', viewports.phone],
  ['/customers/register', viewports.desktop],
  ['/customers/register', viewports.phone],
])('%s has no serious or critical axe violations', async (path, viewport) => {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await page.goto(path);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

it.each([
  ['kunde@example.com', viewports.desktop],
  ['kunde@example.com', viewports.phone],
  ['camilla.nielsen@example.com', viewports.desktop],
])('the pages of a logged-in customer (%s) have no serious or critical axe violations', async (email, viewport) => {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await page.goto('/');
  await loginThroughNavbar(page, email);
  // A customer with a conversation lands in it; the overview and the account page follow.
  await page.waitForURL(/\/(conversations|overview)/);
  const found: string[] = [];
  for (const path of [null, '/overview', '/account/login']) {
    if (path) await page.goto(path);
    found.push(...(await seriousViolations(page)).map((v) => `${page.url()} ${v}`));
  }
  expect(found).toEqual([]);
  await context.close();
});

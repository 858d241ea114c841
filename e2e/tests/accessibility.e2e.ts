import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, viewports } from '../support/browser.ts';

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
])('%s has no serious or critical axe violations', async (path, viewport) => {
  const { context, page } = await newPage(browser, baseUrl, viewport);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  await context.close();
});

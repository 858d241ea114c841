import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, mailsTo, newPage, screenshot, viewports } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.getByRole('main');

describe.each([
  ['1280', viewports.desktop],
  ['375', viewports.phone],
])('an anonymous visitor at %s px', (width, viewport) => {
  it('finds a student with the typeahead on the home page', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await page.goto('/');
    const search = page.getByLabel('Søg efter en studerende');
    await search.click();
    await search.fill('a');
    await page.getByText('Mere end 5 personer fundet - indsnævr din søgning').waitFor();
    await search.fill('zzzz-ingen');
    await page.getByText('Intet fundet').waitFor();
    await search.fill('Sofie');
    await page.getByRole('option', { name: /Sofie Andersen/ }).click();
    await page.waitForURL(/\/students\/sofie-andersen$/);
    await main(page).getByRole('heading', { name: 'Sofie Andersen' }).waitFor();
    await screenshot(page, `profile-${width}`);
    await context.close();
  });

  it('filters by skill, pages through results and opens a profile with ratings', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await page.goto('/students/search');
    await main(page).getByRole('heading', { level: 1 }).waitFor();
    const cards = main(page).getByRole('link', { name: 'Se profil' });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(9);
    await screenshot(page, `search-${width}`);

    await main(page).getByRole('button', { name: 'Side 2', exact: true }).click();
    await page.waitForURL(/side=2|page=2/);
    await cards.first().waitFor();
    const secondPage = await cards.count();
    expect(secondPage).toBeGreaterThan(0);
    expect(secondPage).toBeLessThanOrEqual(9);

    await page.goto('/students/search/simple-website');
    await cards.first().waitFor();
    await expect
      .poll(() =>
        main(page)
          .getByText(/kr\. pr\. stk\./)
          .count(),
      )
      .toBeGreaterThan(0);
    await screenshot(page, `search-simple-website-${width}`);

    await cards.first().click();
    await page.waitForURL(/\/students\/[a-z0-9-]+$/);
    await main(page).getByRole('tab', { name: 'Kompetencer' }).click();
    await main(page).getByRole('tab', { name: 'Udtalelser' }).click();
    await main(page).getByRole('tabpanel').getByText(/\S/).first().waitFor();
    await screenshot(page, `profile-ratings-${width}`);
    await context.close();
  });

  it('reads a category page with its Danish text and price table', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await page.goto('/hvad-tilbyder-vi/');
    await main(page).getByRole('link', { name: /Web/ }).first().waitFor();
    await screenshot(page, `groups-${width}`);
    await page.goto('/hvad-tilbyder-vi/web/simple-website');
    await main(page).getByText('En enkel hjemmeside, der sætter din virksomhed på nettet').waitFor();
    const prices = main(page).getByRole('table');
    await prices.getByText('Rough Diamond').waitFor();
    expect(await prices.innerText()).toMatch(/3\.000\s*kr\./);
    expect(await prices.innerText()).toMatch(/6\.000\s*kr\./);
    await main(page).getByRole('link', { name: 'Find studerende til Simpel hjemmeside' }).first().click();
    await page.waitForURL(/\/students\/search\/simple-website/);
    await screenshot(page, `after-category-${width}`);
    await context.close();
  });

  it('signs up for the newsletter in the footer', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    const email = `nyhed-${width}-${Date.now()}@example.com`;
    await page.goto('/kontakt');
    const footer = page.getByRole('contentinfo');
    // The footer form loads when it scrolls into view.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByLabel('Email til nyhedsbrevet').fill('ikke-en-email');
    await footer.getByRole('button', { name: 'Tilmeld' }).click();
    const askedToConfirm = 'Tak! Vi har sendt dig en email. Klik på linket i den for at bekræfte din tilmelding.';
    expect(await footer.getByText(askedToConfirm).count()).toBe(0);
    await footer.getByLabel('Email til nyhedsbrevet').fill(email);
    await footer.getByRole('button', { name: 'Tilmeld' }).click();
    await page.getByText(askedToConfirm).waitFor();
    await screenshot(page, `contact-${width}`);
    // Double opt-in (issue 33): one mail with a link; the subscription starts when the link is opened.
    await expect.poll(async () => (await mailsTo(baseUrl, email)).length, { timeout: 10_000 }).toBe(1);
    const [confirmation] = await mailsTo(baseUrl, email);
    const link = /https?:\/\/\S+\/nyhedsbrev\/bekraeft\?token=[^\s"<]+/.exec(confirmation?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByRole('main').getByText('Tak! Du er nu tilmeldt vores nyhedsbrev.').waitFor();
    await screenshot(page, `newsletter-confirmed-${width}`);
    await expect.poll(async () => (await mailsTo(baseUrl, email)).length, { timeout: 10_000 }).toBe(2);
    await context.close();
  });
});

it('serves right meta tags without JavaScript, a sitemap and robots.txt', async () => {
  const html = await (await fetch(`${baseUrl}/hvad-tilbyder-vi/web/simple-website`)).text();
  expect(html).toMatch(/<title>[^<]*Simpel hjemmeside[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]*3\.000/);
  expect(html).toMatch(/property="og:title"/);
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${baseUrl}/students/sofie-andersen`);
  expect(sitemap).toContain(`${baseUrl}/hvad-tilbyder-vi/web/simple-website`);
  const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
  expect(robots).toContain('Sitemap:');
});

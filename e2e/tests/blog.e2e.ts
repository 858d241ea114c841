import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, newPage, screenshot, viewports } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.getByRole('main');

/** How far the page is wider than the window: a phone must never scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page is done when no skeleton is busy and every image in it has loaded (no layout jump left). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

// The server runs the built-in Markdown posts (no BLOG_FEED_URL): eight posts, categories 2, 3 and 4, tag
// 14 'Udvalgt' on three of them and 'Podcast' on none.
describe.each([
  ['1280', viewports.desktop],
  ['375', viewports.phone],
])('the blog at %s px', (width, viewport) => {
  it('is reached from the footer and leads to a tag, a category and a post', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(/\/blog\/$/);

    // The front: the newest featured post large, the tag bar and the three category sections.
    await main(page).getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    const featured = main(page).getByRole('article').first();
    await featured.getByRole('heading', { level: 2, name: 'Skriv en opgavebeskrivelse, som en studerende kan løse' }).waitFor();
    await featured.getByText('Fremhævet').waitFor();
    const tagBar = main(page).getByRole('navigation', { name: 'Emner' });
    await tagBar.getByRole('link', { name: 'Tjekliste' }).waitFor();
    expect(await tagBar.getByRole('link', { name: 'Udvalgt' }).count()).toBe(0);
    expect(await tagBar.getByRole('link', { name: 'Podcast' }).count()).toBe(0);
    const sections = main(page).getByRole('region');
    await expect.poll(() => sections.count()).toBe(3);
    for (const name of ['Tips til små virksomheder', 'Marketing', 'Økonomi og regnskab']) {
      const section = main(page).getByRole('region', { name });
      expect(await section.getByRole('article').count()).toBeGreaterThan(0);
      expect(await section.getByRole('article').count()).toBeLessThanOrEqual(3);
    }
    await settled(page);
    expect(await page.title()).toBe('Blog | Studiekraft');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `blog-front-${width}`);

    // A tag from the bar: its posts and the way back.
    await tagBar.getByRole('link', { name: 'Tjekliste' }).click();
    await page.waitForURL(/\/blog\/tag\/tjekliste$/);
    await main(page).getByRole('heading', { level: 1, name: 'Tjekliste' }).waitFor();
    await settled(page);
    const tagPosts = await main(page).getByRole('article').count();
    expect(tagPosts).toBeGreaterThan(0);
    expect(tagPosts).toBeLessThanOrEqual(9);
    expect(await page.title()).toBe('Tjekliste | Studiekraft');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `blog-tag-${width}`);
    await main(page).getByRole('link', { name: 'Tilbage til bloggen' }).click();
    await page.waitForURL(/\/blog\/$/);

    // A category from its section heading.
    await main(page).getByRole('heading', { level: 2, name: 'Økonomi og regnskab' }).getByRole('link').click();
    await page.waitForURL(/\/blog\/kategori\/oekonomi-og-regnskab$/);
    await main(page).getByRole('heading', { level: 1, name: 'Økonomi og regnskab' }).waitFor();
    await settled(page);
    expect(await main(page).getByRole('article').count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `blog-category-${width}`);

    // A post from the list: image, title, author block, body and related posts.
    await main(page).getByRole('link', { name: 'Momsfrister uden panik', exact: false }).first().click();
    await page.waitForURL(/\/blog\/momsfrister-uden-panik$/);
    const article = main(page).getByRole('article').first();
    await article.getByRole('heading', { level: 1 }).waitFor();
    await article.getByRole('complementary', { name: 'Om forfatteren' }).getByText('Studiekraft-redaktionen').waitFor();
    await settled(page);
    expect(await article.locator('p').count()).toBeGreaterThan(2);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `blog-post-${width}`);
    await context.close();
  });

  it('sends an unknown post to the blog, keeps a long title inside the page and shows an unknown tag as empty', async () => {
    const { context, page } = await newPage(browser, baseUrl, viewport);
    await page.goto('/blog/findes-ikke-endnu');
    await page.waitForURL(/\/blog\/$/);
    await main(page).getByRole('heading', { level: 1, name: 'Blog' }).waitFor();

    // The longest Danish compound of the built-in posts stays inside a phone's width.
    await page.goto('/blog/bogfoering-for-begyndere-aps-og-enkeltmandsvirksomhed');
    await main(page)
      .getByRole('heading', { level: 1, name: /enkeltmandsvirksomhed/ })
      .waitFor();
    await settled(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/blog/tag/findes-ikke');
    await main(page).getByText('Der er ingen indlæg her endnu.').waitFor();
    await main(page).getByRole('link', { name: 'Til bloggen', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

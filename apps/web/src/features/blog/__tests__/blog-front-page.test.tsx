import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { BlogFrontPage } from '../components/blog-front-page.tsx';
import { categories, postSummary, term } from './blog-fixtures.ts';

const routes = [{ path: '/blog/', element: <BlogFrontPage /> }];

const tags = [
  term(14, 'Fremhævet', 2),
  term(5, 'Økonomi'),
  term(6, 'Tomt emne', 0),
  ...Array.from({ length: 22 }, (_, index) => term(30 + index, `Emne ${index + 1}`)),
];

/** Like the server: tag 14 gives the featured posts, a category its posts, the asked number of them. */
const posts = on('/api/blog/posts', (url) => {
  const perPage = Number(url.searchParams.get('per_page'));
  const category = Number(url.searchParams.get('category'));
  const tag = url.searchParams.get('tag');
  const rows =
    tag === '14'
      ? [postSummary(20, { title: 'Det fremhævede indlæg' }), postSummary(19)]
      : Array.from({ length: 5 }, (_, index) =>
          postSummary(category * 10 + index, { categories: [categories[category - 1] ?? term(category, '?')] }),
        );
  return { data: rows.slice(0, perPage), total: rows.length, pages: 1 };
});
const termLists = [on('/api/blog/categories', () => ({ data: categories })), on('/api/blog/tags', () => ({ data: tags }))];

describe('BlogFrontPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the newest featured post large, asking for one post with tag 14', async () => {
    const fetchMock = mockApi(posts, ...termLists);
    renderWithRouter(routes, '/blog/');

    const featured = await screen.findByRole('article', { name: 'Det fremhævede indlæg' });
    expect(within(featured).getByRole('heading', { level: 2 })).toBeTruthy();
    expect(within(featured).getByRole('link', { name: 'Det fremhævede indlæg' }).getAttribute('href')).toBe('/blog/indlaeg-20');
    expect(within(featured).getByText('Fremhævet')).toBeTruthy();
    expect(within(featured).getByText('20. november 2026')).toBeTruthy();
    const image = within(featured).getByRole('img', { name: 'Billede til indlæg 20' });
    expect(image.getAttribute('srcset')).toContain('600w');

    const featuredCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/blog/posts' && url.searchParams.get('tag') === '14');
    expect(featuredCall?.searchParams.get('per_page')).toBe('1');
    expect(featuredCall?.searchParams.get('page')).toBe('1');
  }, 20_000);

  it('has a tag bar of at most 20 links without tag 14 and empty tags', async () => {
    mockApi(posts, ...termLists);
    renderWithRouter(routes, '/blog/');

    const bar = await screen.findByRole('navigation', { name: 'Emner' });
    const links = within(bar).getAllByRole('link');
    expect(links).toHaveLength(20);
    expect(links[0]?.textContent).toBe('Økonomi');
    expect(links[0]?.getAttribute('href')).toBe(`/blog/tag/${encodeURIComponent('økonomi')}`);
    expect(within(bar).queryByRole('link', { name: 'Fremhævet' })).toBeNull();
    expect(within(bar).queryByRole('link', { name: 'Tomt emne' })).toBeNull();
    expect(within(bar).queryByRole('link', { name: 'Emne 20' })).toBeNull();
  }, 20_000);

  it('shows categories 2, 3 and 4 in that order, three posts each, headed by links to their lists', async () => {
    mockApi(posts, ...termLists);
    renderWithRouter(routes, '/blog/');

    await screen.findByRole('region', { name: 'Guides' });
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
      'blog-category-2',
      'blog-category-3',
      'blog-category-4',
    ]);
    for (const [index, name] of ['Guides', 'Erfaringer', 'Nyheder'].entries()) {
      const section = sections[index] as HTMLElement;
      const heading = within(section).getByRole('heading', { level: 2, name });
      expect(within(heading).getByRole('link').getAttribute('href')).toBe(`/blog/kategori/${name.toLowerCase()}`);
      expect(within(section).getAllByRole('article')).toHaveLength(3);
      expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    }
    expect(screen.queryByRole('region', { name: 'Ukategoriseret' })).toBeNull();
  }, 20_000);

  it('ends with the newsletter sign-up, after the last category section', async () => {
    mockApi(posts, ...termLists);
    renderWithRouter(routes, '/blog/');
    const last = await screen.findByRole('region', { name: 'Nyheder' });
    const signUp = await screen.findByRole('form', { name: 'Tilmeld dig vores nyhedsbrev' });
    expect(last.compareDocumentPosition(signUp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tilmeld dig vores nyhedsbrev' })).toBeTruthy();
  }, 20_000);

  it('leaves out a category without posts', async () => {
    mockApi(
      on('/api/blog/posts', (url) =>
        url.searchParams.get('category') === '3'
          ? { data: [], total: 0, pages: 0 }
          : { data: [postSummary(Number(url.searchParams.get('category') ?? 1) * 10)], total: 1, pages: 1 },
      ),
      ...termLists,
    );
    renderWithRouter(routes, '/blog/');
    await screen.findByRole('region', { name: 'Guides' });
    expect(screen.getByRole('region', { name: 'Nyheder' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Erfaringer' })).toBeNull();
  }, 20_000);

  it('shows the friendly empty state, never an error, when the blog does not answer', async () => {
    mockApi(
      on('/api/blog/posts', () => ({ message: 'INTERNAL_ERROR' }), 500),
      on('/api/blog/categories', () => ({ message: 'INTERNAL_ERROR' }), 500),
      on('/api/blog/tags', () => ({ message: 'INTERNAL_ERROR' }), 500),
    );
    renderWithRouter(routes, '/blog/');
    expect(await screen.findByText('Der er ingen indlæg her endnu.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
  }, 20_000);
});

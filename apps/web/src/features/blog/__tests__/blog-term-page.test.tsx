import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentMeta } from '../../../app/layout/document-meta.tsx';
import { handle } from '../../../app/routes/route-helpers.ts';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { BlogCategoryPage } from '../components/blog-category-page.tsx';
import { BlogTagPage } from '../components/blog-tag-page.tsx';
import { categories, postSummary, term } from './blog-fixtures.ts';

const routes = [
  { path: '/blog/', element: <p>Blogforsiden</p> },
  { path: '/blog/kategori/:slug', element: <BlogCategoryPage /> },
  {
    path: '/blog/tag/:slug',
    element: (
      <>
        <DocumentMeta />
        <BlogTagPage />
      </>
    ),
    handle: handle('blog.tag', 'titles.blog', { meta: 'blog' }),
  },
];

/** 20 posts in 'guides'; like the server, the asked page of per_page posts, and nothing for other slugs. */
const all = Array.from({ length: 20 }, (_, index) => postSummary(index + 1));
const posts = on('/api/blog/posts', (url) => {
  const slug = url.searchParams.get('category') ?? url.searchParams.get('tag');
  if (slug !== 'guides' && slug !== 'okonomi') return { data: [], total: 0, pages: 0 };
  const perPage = Number(url.searchParams.get('per_page'));
  const page = Number(url.searchParams.get('page'));
  return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length, pages: Math.ceil(all.length / perPage) };
});
const terms = [
  on('/api/blog/categories/guides', () => ({ data: categories[1] })),
  on('/api/blog/tags/okonomi', () => ({ data: { ...term(5, 'Økonomi'), slug: 'okonomi' } })),
];
const postRequests = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/blog/posts');

describe('BlogTermPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pages a category nine posts at a time, with the page in '?side='", async () => {
    const fetchMock = mockApi(posts, ...terms);
    const { router } = renderWithRouter(routes, '/blog/kategori/guides');

    expect(await screen.findByRole('heading', { level: 1, name: 'Guides' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Indlæg 1' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getAllByRole('heading', { level: 2 }).length)).toEqual(Array(9).fill(1));
    const first = postRequests(fetchMock)[0];
    expect(first?.searchParams.get('category')).toBe('guides');
    expect(first?.searchParams.get('per_page')).toBe('9');
    expect(first?.searchParams.get('page')).toBe('1');

    const pages = screen.getByRole('navigation', { name: 'Sider' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Side 3' }));
    expect(await screen.findByRole('link', { name: 'Indlæg 19' })).toBeTruthy();
    expect(router.state.location.search).toBe('?side=3');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(postRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('3');

    // The page lives in the address: back shows the first page, and a shared link opens on its page.
    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Indlæg 1' })).toBeTruthy();
  }, 20_000);

  it('ends the list with the newsletter sign-up, after the pages', async () => {
    mockApi(posts, ...terms);
    renderWithRouter(routes, '/blog/kategori/guides');
    await screen.findByRole('link', { name: 'Indlæg 1' });
    const signUp = await screen.findByRole('form', { name: 'Tilmeld dig vores nyhedsbrev' });
    const pages = screen.getByRole('navigation', { name: 'Sider' });
    expect(pages.compareDocumentPosition(signUp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('form')).toHaveLength(1);
  }, 20_000);

  it('opens on the page named in the address', async () => {
    mockApi(posts, ...terms);
    renderWithRouter(routes, '/blog/kategori/guides?side=2');
    expect(await screen.findByRole('link', { name: 'Indlæg 10' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Indlæg 1' })).toBeNull();
  }, 20_000);

  it("does not show one list's posts under another's name while the other loads", async () => {
    // A category whose posts never arrive: what stands on screen meanwhile is the skeleton.
    const slow = (url: URL) =>
      url.pathname === '/api/blog/posts' && url.searchParams.get('category') === 'langsom'
        ? new Promise<Response>(() => undefined)
        : undefined;
    mockApi(slow, posts, ...terms);
    const { router } = renderWithRouter(routes, '/blog/kategori/guides');
    expect(await screen.findByRole('link', { name: 'Indlæg 1' })).toBeTruthy();

    await router.navigate('/blog/kategori/langsom');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Guides' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Indlæg 1' })).toBeNull();
    expect(screen.getByLabelText('Indlæser...').getAttribute('aria-busy')).toBe('true');
  }, 20_000);

  it('shows the friendly empty state with a way back for an unknown category', async () => {
    mockApi(posts, ...terms);
    renderWithRouter(routes, '/blog/kategori/findes-ikke');
    expect(await screen.findByText('Der er ingen indlæg her endnu.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til bloggen' }).getAttribute('href')).toBe('/blog/');
    expect(screen.queryByRole('navigation', { name: 'Sider' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it('shows the empty state, not an error, when the feed fails', async () => {
    mockApi(
      on('/api/blog/posts', () => ({ message: 'INTERNAL_ERROR' }), 500),
      on('/api/blog/tags/okonomi', () => ({ message: 'INTERNAL_ERROR' }), 500),
    );
    renderWithRouter(routes, '/blog/tag/okonomi');
    expect(await screen.findByText('Der er ingen indlæg her endnu.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  it("lists a tag's posts under its name, with the back link to the blog", async () => {
    const fetchMock = mockApi(posts, ...terms);
    const { router } = renderWithRouter(routes, '/blog/tag/okonomi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Økonomi' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Indlæg 1' })).toBeTruthy();
    expect(postRequests(fetchMock)[0]?.searchParams.get('tag')).toBe('okonomi');
    await waitFor(() => expect(document.title).toBe('Økonomi | Studiekraft'));

    fireEvent.click(screen.getByRole('link', { name: 'Tilbage til bloggen' }));
    expect(await screen.findByText('Blogforsiden')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/blog/');
  }, 20_000);
});

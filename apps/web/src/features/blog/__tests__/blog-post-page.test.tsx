import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { BlogPostPage } from '../components/blog-post-page.tsx';
import { fullPost } from './blog-fixtures.ts';

const routes = [
  { path: '/blog/', element: <p>Blogforsiden</p> },
  { path: '/blog/:slug', element: <BlogPostPage /> },
];

describe('BlogPostPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the large image, title, date, author block, body and related posts', async () => {
    mockApi(on('/api/blog/posts/god-opgavebeskrivelse', () => ({ data: fullPost() })));
    renderWithRouter(routes, '/blog/god-opgavebeskrivelse');

    const article = await screen.findByRole('article', { name: 'Sådan skriver du en god opgavebeskrivelse' });
    expect(within(article).getByRole('heading', { level: 1, name: 'Sådan skriver du en god opgavebeskrivelse' })).toBeTruthy();
    expect(within(article).getByText('7. november 2026')).toBeTruthy();
    const image = within(article).getByRole('img', { name: 'Billede til indlæg 7' });
    expect(image.getAttribute('srcset')).toContain('1200w');
    expect(image.getAttribute('sizes')).toBeTruthy();

    const author = within(article).getByRole('complementary', { name: 'Om forfatteren' });
    expect(within(author).getByText('Mette Lund')).toBeTruthy();
    expect(within(author).getByText('Kundeansvarlig')).toBeTruthy();
    expect(within(author).getByText('Mette hjælper virksomheder med at komme godt fra start.')).toBeTruthy();
    expect(within(author).getByRole('img', { name: 'Mette Lund' })).toBeTruthy();

    // The server's sanitised HTML is rendered as HTML, its headings below the post's h1.
    expect(within(article).getByRole('heading', { level: 2, name: 'Start med målet' })).toBeTruthy();
    expect(within(article).getByRole('img', { name: 'Et eksempel' })).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/blog/kategori/guides');

    const related = screen.getByRole('region', { name: 'Relaterede indlæg' });
    expect(within(related).getAllByRole('article')).toHaveLength(2);
    expect(within(related).getByRole('link', { name: 'Indlæg 3' }).getAttribute('href')).toBe('/blog/indlaeg-3');
  }, 20_000);

  it('offers the newsletter after the post, before the related posts', async () => {
    mockApi(on('/api/blog/posts/god-opgavebeskrivelse', () => ({ data: fullPost() })));
    renderWithRouter(routes, '/blog/god-opgavebeskrivelse');
    const article = await screen.findByRole('article', { name: 'Sådan skriver du en god opgavebeskrivelse' });
    const signUp = await screen.findByRole('form', { name: 'Tilmeld dig vores nyhedsbrev' });
    expect(article.contains(signUp)).toBe(false);
    expect(article.compareDocumentPosition(signUp) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const related = screen.getByRole('region', { name: 'Relaterede indlæg' });
    expect(signUp.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }, 20_000);

  it('leaves out the author block and related posts a post does not have', async () => {
    mockApi(on('/api/blog/posts/kort', () => ({ data: fullPost({ slug: 'kort', author: null, related: [], image: null }) })));
    renderWithRouter(routes, '/blog/kort');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: 'Om forfatteren' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Relaterede indlæg' })).toBeNull();
  }, 20_000);

  it('goes to the blog front, replacing the address, when the post does not exist', async () => {
    mockApi(on('/api/blog/posts/findes-ikke', () => ({ message: 'NOT_FOUND' }), 404));
    const { router } = renderWithRouter(routes, '/blog/findes-ikke');
    expect(await screen.findByText('Blogforsiden')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/blog/');
    expect(router.state.historyAction).toBe('REPLACE');
  }, 20_000);

  it('shows the empty state, not an error, when the feed fails', async () => {
    mockApi(on('/api/blog/posts/god-opgavebeskrivelse', () => ({ message: 'INTERNAL_ERROR' }), 500));
    renderWithRouter(routes, '/blog/god-opgavebeskrivelse');
    await waitFor(() => expect(screen.getByText('Der er ingen indlæg her endnu.')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole('alert')).toBeNull();
    // The sign-up follows a post; without one there is nothing to follow.
    expect(screen.queryByRole('heading', { name: 'Tilmeld dig vores nyhedsbrev' })).toBeNull();
  }, 20_000);
});

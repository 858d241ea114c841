import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { catalogueRows, studentRow } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { StudentSearchPage } from '../components/student-search-page.tsx';

const routes = [{ path: '/students/search/:skill?', element: <StudentSearchPage /> }];
const catalogue = on('/api/skills/groups', () => ({ rows: catalogueRows, total: catalogueRows.length }));

/** 20 students on the server; the paged endpoint answers the asked page, like the real one. */
const all = Array.from({ length: 20 }, (_, index) => studentRow(index + 1, `Studerende ${index + 1}`));
const students = on('/api/students', (url) => {
  const limit = Number(url.searchParams.get('limit'));
  const page = Number(url.searchParams.get('page'));
  return { rows: all.slice(page * limit, page * limit + limit), total: all.length };
});

describe('StudentSearchPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the spec's empty text when no student matches", async () => {
    mockApi(
      catalogue,
      on('/api/students', () => ({ rows: [], total: 0 })),
    );
    renderWithRouter(routes, '/students/search');
    expect(await screen.findByText('Der er ikke nogen studerende med de valgte filtre.')).toBeTruthy();
  });

  it('asks for 9 per page with the public filters, and pages through the ?side= query', async () => {
    const fetchMock = mockApi(catalogue, students);
    const { router } = renderWithRouter(routes, '/students/search');

    expect(await screen.findByText('Studerende 1')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    const firstCall = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/students');
    expect(firstCall?.searchParams.get('limit')).toBe('9');
    expect(firstCall?.searchParams.get('page')).toBe('0');
    expect(filtersOf(firstCall as URL)).toEqual([
      { key: 'activated', value: 1, operator: 'eq' },
      { key: 'is_private', value: 1, operator: 'neq' },
    ]);

    const pages = screen.getByRole('navigation', { name: 'Sider' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Side 3' }));
    expect(await screen.findByText('Studerende 19')).toBeTruthy();
    expect(router.state.location.search).toBe('?side=3');
    expect(screen.getAllByRole('article')).toHaveLength(2);

    // The page lives in the URL, so going back shows the first page again.
    await router.navigate(-1);
    expect(await screen.findByText('Studerende 1')).toBeTruthy();
    // Three renders of nine Mantine cards take a few seconds in jsdom on a small CI machine.
  }, 20_000);

  it('filters by the skill in the path, resolved from its slug to the id', async () => {
    const fetchMock = mockApi(catalogue, students);
    renderWithRouter(routes, '/students/search/simple-website');
    expect(await screen.findByRole('heading', { name: 'Find studerende til Simpel hjemmeside' })).toBeTruthy();
    await waitFor(() => {
      const urls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
      const search = urls.find((url) => url.pathname === '/api/students');
      expect(search && filtersOf(search)).toContainEqual({ key: 'hasSkill', value: 11, operator: 'eq' });
    });
  });

  it('searches names on the server, one page of 9 at a time', async () => {
    // Like the server: `name ct` case-insensitively, the asked page, and the total of all matches.
    const byName = on('/api/students', (url) => {
      const term = String(filtersOf(url).find((filter) => filter.key === 'name')?.value ?? '').toLocaleLowerCase('da');
      const matches = all.filter((row) => row.name.toLocaleLowerCase('da').includes(term));
      const limit = Number(url.searchParams.get('limit'));
      const page = Number(url.searchParams.get('page'));
      return { rows: matches.slice(page * limit, page * limit + limit), total: matches.length };
    });
    const fetchMock = mockApi(catalogue, byName);
    renderWithRouter(routes, '/students/search?navn=STUDERENDE%201');
    // "studerende 1" matches 1 and 10-19: 11 names, so 9 on the first page and a second page.
    expect(await screen.findByText('11 studerende fundet')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    const calls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/students');
    expect(calls.map((url) => url.searchParams.get('limit'))).toEqual(['9']);
    expect(calls[0]?.searchParams.get('page')).toBe('0');
    expect(filtersOf(calls[0] as URL)).toContainEqual({ key: 'name', value: 'STUDERENDE 1', operator: 'ct' });
    expect(within(screen.getByRole('navigation', { name: 'Sider' })).getByRole('button', { name: 'Side 2' })).toBeTruthy();
  });

  it('shows the price of the student level: hourly and fixed', async () => {
    mockApi(
      catalogue,
      on('/api/students', () => ({ rows: [studentRow(1, 'Anna Holm')], total: 1 })),
    );
    renderWithRouter(routes, '/students/search');
    expect(await screen.findByText('190 kr. pr. time')).toBeTruthy();
    expect(screen.getByText('fra 3.000 kr. pr. stk.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kontakt Anna Holm' })).toBeTruthy();
  });
});

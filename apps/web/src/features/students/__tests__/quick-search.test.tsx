import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { studentRow } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { QuickSearch } from '../components/quick-search.tsx';

const names = [
  'Anna Holm',
  'Anne Lind',
  'Annette Berg',
  'Hanne Lund',
  'Johanne Dal',
  'Marianne Friis',
  'Susanne Krog',
  'Mads Kristensen',
];

/** Answers like the server: `name ct` case-insensitively, the asked page, and the total of all matches. */
const studentsServer = on('/api/students', (url) => {
  const term = String(filtersOf(url).find((filter) => filter.key === 'name')?.value ?? '').toLocaleLowerCase('da');
  const matches = names.filter((name) => name.toLocaleLowerCase('da').includes(term));
  const limit = Number(url.searchParams.get('limit'));
  return { rows: matches.slice(0, limit).map((name) => studentRow(names.indexOf(name) + 1, name)), total: matches.length };
});

function setup() {
  const fetchMock = mockApi(studentsServer);
  const view = renderWithRouter(
    [
      { path: '/', element: <QuickSearch /> },
      { path: '/students/:slug', element: <p>profil</p> },
    ],
    '/',
  );
  return { ...view, fetchMock, input: screen.getByRole('textbox', { name: 'Søg efter en studerende' }) };
}

const studentCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/students');

describe('QuickSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the typed name with a page of 5, never for every student', async () => {
    const { fetchMock, input } = setup();
    fireEvent.focus(input);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '  anne ' } });
    await waitFor(() => expect(studentCalls(fetchMock)).toHaveLength(1));
    const [url] = studentCalls(fetchMock);
    expect(url?.searchParams.get('limit')).toBe('5');
    expect(url?.searchParams.get('page')).toBe('0');
    expect(filtersOf(url as URL)).toEqual([
      { key: 'activated', value: 1, operator: 'eq' },
      { key: 'is_private', value: 1, operator: 'neq' },
      { key: 'name', value: 'anne', operator: 'ct' },
    ]);
  });

  it('waits for a pause in typing before asking', async () => {
    const { fetchMock, input } = setup();
    fireEvent.change(input, { target: { value: 'm' } });
    fireEvent.change(input, { target: { value: 'ma' } });
    fireEvent.change(input, { target: { value: 'mad' } });
    expect(await screen.findByRole('option', { name: /Mads Kristensen/, hidden: true })).toBeTruthy();
    expect(studentCalls(fetchMock).map((url) => filtersOf(url).at(-1)?.value)).toEqual(['mad']);
  });

  it("says 'Intet fundet' when no name matches", async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(await screen.findByText('Intet fundet')).toBeTruthy();
  });

  it('shows at most 5 names and asks to narrow the search when the server has more', async () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: 'ANNE' } });
    expect(await screen.findByText('Mere end 5 personer fundet - indsnævr din søgning')).toBeTruthy();
    // hidden: jsdom never finishes Mantine's dropdown transition, so the options stay display:none there.
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(5);
  });

  it('opens the profile of the picked student', async () => {
    const { input, router } = setup();
    fireEvent.change(input, { target: { value: 'mads' } });
    fireEvent.click(await screen.findByRole('option', { name: /Mads Kristensen/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/students/mads-kristensen'));
  });
});

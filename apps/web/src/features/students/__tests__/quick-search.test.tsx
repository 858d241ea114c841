import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
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

function setup() {
  const fetchMock = mockApi(
    on('/api/students', () => ({ rows: names.map((name, i) => studentRow(i + 1, name)), total: names.length })),
  );
  const view = renderWithRouter(
    [
      { path: '/', element: <QuickSearch /> },
      { path: '/students/:slug', element: <p>profil</p> },
    ],
    '/',
  );
  return { ...view, fetchMock, input: screen.getByRole('textbox', { name: 'Søg efter en studerende' }) };
}

describe('QuickSearch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the unpaged list once, on focus, with limit 9999', async () => {
    const { fetchMock, input } = setup();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.focus(input);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('limit')).toBe('9999');
    fireEvent.change(input, { target: { value: 'an' } });
    fireEvent.change(input, { target: { value: 'ann' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says 'Intet fundet' when no name matches", async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'xyz' } });
    expect(await screen.findByText('Intet fundet')).toBeTruthy();
  });

  it('shows at most 5 names and asks to narrow the search when more match', async () => {
    const { input } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ANNE' } });
    expect(await screen.findByText('Mere end 5 personer fundet - indsnævr din søgning')).toBeTruthy();
    // hidden: jsdom never finishes Mantine's dropdown transition, so the options stay display:none there.
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(5);
  });

  it('opens the profile of the picked student', async () => {
    const { input, router } = setup();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'mads' } });
    fireEvent.click(await screen.findByRole('option', { name: /Mads Kristensen/, hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/students/mads-kristensen'));
  });
});

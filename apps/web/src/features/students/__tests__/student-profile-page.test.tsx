import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { studentRow } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { StudentProfilePage } from '../components/student-profile-page.tsx';

// Records which of the owner's and staff's editors were imported: a visitor's profile must load none of
// them (decision 040). vi.mock's factory runs only when the module is first imported.
const imported = vi.hoisted(() => new Set<string>());
vi.mock('../components/profile-texts-modal.tsx', async (original) => {
  imported.add('profile-texts-modal');
  return original();
});
vi.mock('../components/short-text-editor.tsx', async (original) => {
  imported.add('short-text-editor');
  return original();
});
vi.mock('../components/reference-form-modal.tsx', async (original) => {
  imported.add('reference-form-modal');
  return original();
});

const routes = [
  { path: '/students/:slug', element: <StudentProfilePage /> },
  { path: '/students/search', element: <p>søgning</p> },
];

describe('StudentProfilePage', () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the student search when the server answers 404', async () => {
    mockApi();
    const { router } = renderWithRouter(routes, '/students/findes-ikke');
    await waitFor(() => expect(router.state.location.pathname).toBe('/students/search'));
    expect(await screen.findByText('søgning')).toBeTruthy();
  });

  it('shows the profile with its tabs, and the ratings tab only when there are ratings', async () => {
    const student = { ...studentRow(7, 'Anna Holm', { is_new: true }), about: '<p>Jeg læser <strong>jura</strong>.</p>' };
    mockApi(
      on('/api/students/slug/anna-holm', () => ({ data: student })),
      on('/api/students/7/ratings/score', () => ({ data: { average: 3.5, count: 0 } })),
      on('/api/students/7/references', () => ({ rows: [], total: 0 })),
    );
    renderWithRouter(routes, '/students/anna-holm');
    expect(await screen.findByRole('heading', { name: 'Anna Holm' })).toBeTruthy();
    expect(screen.getByText('Ny')).toBeTruthy();
    expect(screen.getByText('jura')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Om mig' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Kompetencer' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Udtalelser' })).toBeNull());
    // A visitor: no editor was downloaded.
    expect([...imported]).toEqual([]);
  });
  it("replaces a renamed student's old slug in the address with the current one, without asking again", async () => {
    const student = studentRow(7, 'Anna Sørensen', { slug: 'anna-sorensen' });
    const fetchMock = mockApi(
      on('/api/students/slug/anna-holm', () => ({ data: student })),
      on('/api/students/7/ratings/score', () => ({ data: { average: null, count: 0 } })),
      on('/api/students/7/references', () => ({ rows: [], total: 0 })),
    );
    const { router } = renderWithRouter(routes, '/students/anna-holm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/students/anna-sorensen'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Anna Sørensen' })).toBeTruthy();
    const slugCalls = fetchMock.mock.calls.filter(([input]) => String(input).includes('/students/slug/'));
    expect(slugCalls).toHaveLength(1);
  });

  it("opens on the ratings from a rating mail's ?tab=ratings link, also one with an old slug", async () => {
    const student = studentRow(7, 'Anna Sørensen', { slug: 'anna-sorensen', ratings_count: 1 });
    const rating = {
      id: 3,
      title: 'Flot arbejde',
      score: 5,
      name: 'Karen Kunde',
      position: null,
      body: 'Tak.',
      created_at: '2026-03-05T00:00:00.000Z',
    };
    mockApi(
      on('/api/students/slug/anna-holm', () => ({ data: student })),
      on('/api/students/7/ratings/score', () => ({ data: { average: 5, count: 1 } })),
      on('/api/students/7/ratings', () => ({ rows: [rating], total: 1 })),
      on('/api/students/7/references', () => ({ rows: [], total: 0 })),
    );
    const { router } = renderWithRouter(routes, '/students/anna-holm?tab=ratings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/students/anna-sorensen'));
    expect(router.state.location.search).toBe('?tab=ratings');
    expect(await screen.findByText('Flot arbejde')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Udtalelser' }).getAttribute('aria-selected')).toBe('true');
  });
});

import type { StaffTestimonial } from '@studiekraft/shared/schemas/testimonials';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, respond } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminTestimonialsPage } from '../admin/admin-testimonials-page.tsx';

const waiting: StaffTestimonial = {
  id: 8,
  score: 4,
  title: 'Hurtig hjælp',
  body: 'Den studerende lavede vores logo på en uge.',
  name: 'Karen',
  position: 'Indehaver',
  company: 'Bageriet',
  approved: false,
  approved_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  customer: { id: 3, name: 'Karen Kunde' },
};
const seed: StaffTestimonial = {
  ...waiting,
  id: 2,
  title: 'Nyttig markedsanalyse',
  approved: true,
  approved_at: '2026-11-01T10:00:00.000Z',
  customer: null,
};

function setup() {
  const rows = new Map([waiting, seed].map((row) => [row.id, { ...row }]));
  const calls: { posts: string[]; deletes: string[]; filters: unknown[] } = { posts: [], deletes: [], filters: [] };
  mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/testimonials/all') {
      const approved = filtersOf(url).find((f) => f.key === 'approved')?.value;
      calls.filters.push(approved);
      const matching = [...rows.values()].filter((row) => row.approved === approved);
      return respond(200, { rows: matching, total: matching.length });
    }
    const action = url.pathname.match(/^\/api\/testimonials\/(\d+)\/(approve|unapprove)$/);
    if (action && method === 'POST') {
      calls.posts.push(url.pathname);
      const row = rows.get(Number(action[1]));
      if (!row) return respond(404, { message: 'NOT_FOUND' });
      row.approved = action[2] === 'approve';
      row.approved_at = row.approved ? '2026-11-25T10:00:00.000Z' : null;
      return respond(200, { data: row });
    }
    const removed = url.pathname.match(/^\/api\/testimonials\/(\d+)$/);
    if (removed && method === 'DELETE') {
      calls.deletes.push(url.pathname);
      rows.delete(Number(removed[1]));
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return undefined;
  });
  renderWithRouter(
    [{ path: '/administration/testimonials', element: <AdminTestimonialsPage /> }],
    '/administration/testimonials',
  );
  return calls;
}

const table = () => screen.findByRole('table', { name: 'Udtalelser' });

describe('the staff testimonials table', { timeout: 20_000 }, () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the waiting ones with the customer linked, and switches to the approved ones', async () => {
    const calls = setup();
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByText('Hurtig hjælp')).toBeTruthy();
    const links = within(rows[1] as HTMLElement).getAllByRole('link', { name: 'Karen Kunde' });
    expect(links[0]?.getAttribute('href')).toBe('/administration/customers/3');
    expect(calls.filters[0]).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Godkendt' }));
    expect(await screen.findByText('Nyttig markedsanalyse')).toBeTruthy();
    expect(calls.filters).toContain(true);
    expect(screen.getAllByText('Uden kunde').length).toBeGreaterThan(0);
  });

  it('approves a waiting one, says so, and it leaves the waiting tab', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: "Godkend 'Hurtig hjælp'" }));
    expect(await screen.findByText('Udtalelsen er godkendt og vises på forsiden.')).toBeTruthy();
    expect(calls.posts).toEqual(['/api/testimonials/8/approve']);
    expect(await screen.findByText('Ingen udtalelser afventer godkendelse.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Godkendt' }));
    fireEvent.click(await screen.findByRole('button', { name: "Træk godkendelsen af 'Hurtig hjælp' tilbage" }));
    await waitFor(() => expect(calls.posts).toEqual(['/api/testimonials/8/approve', '/api/testimonials/8/unapprove']));
    expect(await screen.findByText('Udtalelsen vises ikke længere på forsiden.')).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: "Slet 'Hurtig hjælp'" }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet udtalelse' });
    expect(within(dialog).getByText(/Det kan ikke fortrydes/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(calls.deletes).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: "Slet 'Hurtig hjælp'" }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Slet udtalelse' })).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Udtalelsen er slettet.')).toBeTruthy();
    expect(calls.deletes).toEqual(['/api/testimonials/8']);
  });

  it('says when the list cannot be loaded and offers a retry', async () => {
    mockApi(() => respond(500, { message: 'INTERNAL' }));
    renderWithRouter([{ path: '/', element: <AdminTestimonialsPage /> }], '/');
    expect(await screen.findByText('Udtalelserne kunne ikke hentes.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});

import type { Student } from '@studiekraft/shared/schemas/students';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, onMethod, respond } from '../../../test/fetch-mock.ts';
import { catalogueRows, studentRow } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminStudentDetailPage } from '../admin/admin-student-detail-page.tsx';

const base: Student = studentRow(4, 'Sofie Studerende', {
  about: '<p>Jeg studerer økonomi.</p>',
  user: { id: 40, email: 'sofie@uni.dk', activated: true },
  phone_number: '12345678',
  date_of_birth: '2001-03-15',
  notes: 'Stærk i Excel',
  projects: [
    {
      id: 7,
      name: 'Regnskab marts',
      status: 'project-clarification',
      skill_id: 10,
      customer_id: 3,
      customer_name: 'Karen Kunde',
      created_at: '2026-03-01T00:00:00.000Z',
      updated_at: '2026-03-02T00:00:00.000Z',
    },
  ],
});

const rating = {
  id: 21,
  title: 'Super hjælp',
  score: 5,
  name: 'Karen',
  position: null,
  body: 'Hurtig og grundig.',
  created_at: '2026-03-05T00:00:00.000Z',
};

const common = [
  on('/api/levels', () => ({
    rows: [
      { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1, enabled: true },
      { id: 2, key: 'rising-star', name: 'Rising Star', order: 2, enabled: true },
    ],
    total: 2,
  })),
  on('/api/skills/groups', () => ({ rows: catalogueRows, total: catalogueRows.length })),
  on('/api/students/4/references', () => ({ rows: [], total: 0 })),
  on('/api/audit-log', () => ({ rows: [], total: 0 })),
];

const renderPage = () =>
  renderWithRouter([{ path: '/administration/students/:id', Component: AdminStudentDetailPage }], '/administration/students/4');

afterEach(() => vi.unstubAllGlobals());

describe('AdminStudentDetailPage', { timeout: 20_000 }, () => {
  it('shows the info card, notes, texts, projects and ratings, asking for every staff include', async () => {
    const fetchMock = mockApi(
      on('/api/students/4/ratings', () => ({ rows: [rating], total: 1 })),
      on('/api/students/4', () => ({ data: base })),
      ...common,
    );
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Sofie Studerende' })).toBeTruthy();
    expect(screen.getByText('sofie@uni.dk')).toBeTruthy();
    expect(screen.getByText('12345678')).toBeTruthy();
    expect(screen.getByText('Stærk i Excel')).toBeTruthy();
    expect(screen.getByText('Jeg studerer økonomi.')).toBeTruthy();
    expect(screen.getByText('Regnskab marts')).toBeTruthy();
    // The customer by name, not a bare 'Se kunde' (issue 34).
    expect(screen.getByRole('link', { name: 'Karen Kunde' }).getAttribute('href')).toBe('/administration/customers/3');
    expect(screen.getByRole('link', { name: 'Se offentlig profil' }).getAttribute('href')).toBe('/students/sofie-studerende');
    expect((screen.getByRole('switch', { name: 'Aktiveret' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Super hjælp')).toBeTruthy();
    const detailUrl = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/students/4');
    expect(JSON.parse(detailUrl?.searchParams.get('includes') ?? '[]')).toEqual(
      expect.arrayContaining(['user', 'level', 'skills', 'projects']),
    );
  });

  it('edits name, phone, date of birth and notes in the dialog and sends the details shape', async () => {
    let saved: unknown;
    mockApi(
      onMethod('PUT', '/api/students/4', (_url, body) => {
        saved = body;
        return { data: { ...base, name: 'Sofie Sørensen' } };
      }),
      on('/api/students/4/ratings', () => ({ rows: [], total: 0 })),
      on('/api/students/4', () => ({ data: base })),
      ...common,
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Rediger' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rediger studerende: Sofie Studerende' }));
    const name = dialog.getByRole('textbox', { name: /^Navn/ });
    fireEvent.change(name, { target: { value: '' } });
    expect(await dialog.findByText('Feltet skal udfyldes.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Sofie Sørensen' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Noter/ }), { target: { value: 'Ny note' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Gem' }));
    await waitFor(() =>
      expect(saved).toEqual({ name: 'Sofie Sørensen', notes: 'Ny note', phone_number: '12345678', date_of_birth: '2001-03-15' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Rediger studerende/ })).toBeNull());
  });

  it('refuses to save level and skills without a skill, then sends {level_id, skills}', async () => {
    let saved: unknown;
    mockApi(
      onMethod('PUT', '/api/students/4', (_url, body) => {
        saved = body;
        return { data: base };
      }),
      on('/api/students/4/ratings', () => ({ rows: [], total: 0 })),
      on('/api/students/4', () => ({ data: base })),
      ...common,
    );
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Niveau og færdigheder' }));
    const skills = section.getByLabelText(/^Færdigheder/);
    await waitFor(() => expect((skills as HTMLInputElement).disabled).toBe(false));

    // Backspace in the empty search removes the last chosen skill; both go, then a save is tried.
    fireEvent.keyDown(skills, { key: 'Backspace' });
    fireEvent.keyDown(skills, { key: 'Backspace' });
    fireEvent.click(section.getByRole('button', { name: 'Gem niveau og færdigheder' }));
    expect(await section.findByText('Du skal vælge mindst én færdighed.')).toBeTruthy();
    expect(saved).toBeUndefined();

    fireEvent.click(skills);
    fireEvent.click(await screen.findByRole('option', { name: 'Regnskab', hidden: true }));
    const level = section.getByLabelText(/^Niveau/);
    fireEvent.click(level);
    fireEvent.click(await screen.findByRole('option', { name: 'Rising Star', hidden: true }));
    fireEvent.click(section.getByRole('button', { name: 'Gem niveau og færdigheder' }));
    await waitFor(() => expect(saved).toEqual({ level_id: 2, skills: [10] }));
  });

  it("adds a rating with 'Tilføj udtalelse' and deletes one after confirming", async () => {
    const calls: { method: string; path: string; body?: unknown }[] = [];
    mockApi(
      onMethod(
        'POST',
        '/api/students/4/ratings',
        (_url, body) => {
          calls.push({ method: 'POST', path: 'ratings', body });
          return { data: { ...rating, id: 22, customer_id: null, project_id: null } };
        },
        201,
      ),
      (url, init) => {
        if (url.pathname !== '/api/students/4/ratings/21' || init?.method !== 'DELETE') return undefined;
        calls.push({ method: 'DELETE', path: 'ratings/21' });
        return Promise.resolve(new Response(null, { status: 204 }));
      },
      on('/api/students/4/ratings', () => ({ rows: [rating], total: 1 })),
      on('/api/students/4', () => ({ data: base })),
      ...common,
    );
    renderPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Tilføj udtalelse' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tilføj udtalelse' }));
    fireEvent.change(dialog.getByRole('textbox', { name: /^Overskrift/ }), { target: { value: 'Flot arbejde' } });
    fireEvent.keyDown(dialog.getByRole('radio', { name: '4 af 5 stjerner' }), { key: ' ' });
    // Staff write down a customer's rating: the form speaks of the customer, not to them (issue 34).
    expect(dialog.queryByText(/Dit navn|Din udtalelse|Fortæl andre kunder/)).toBeNull();
    expect(dialog.getByText('Kundens ord om samarbejdet (højst 2000 tegn).')).toBeTruthy();
    fireEvent.change(dialog.getByRole('textbox', { name: /^Kundens navn/ }), { target: { value: 'Peter' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^Udtalelse/ }), { target: { value: 'Meget tilfreds.' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Gem bedømmelse' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({
        method: 'POST',
        path: 'ratings',
        body: { title: 'Flot arbejde', score: 4, name: 'Peter', position: null, body: 'Meget tilfreds.' },
      }),
    );
    expect(await screen.findByText('Udtalelsen er tilføjet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Slet udtalelsen Super hjælp' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Slet udtalelse' }));
    expect(calls).toHaveLength(1);
    fireEvent.click(confirm.getByRole('button', { name: 'Slet' }));
    await waitFor(() => expect(calls[1]).toEqual({ method: 'DELETE', path: 'ratings/21' }));
  });

  it('shows the login e-mail read-only: staff never change it (decision 022)', async () => {
    mockApi(
      on('/api/students/4/ratings', () => ({ rows: [], total: 0 })),
      on('/api/students/4', () => ({ data: base })),
      ...common,
    );
    renderPage();
    expect(await screen.findByText('sofie@uni.dk')).toBeTruthy();
    expect(screen.getByText('Den studerende ændrer selv sin email under Konto.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skift email' })).toBeNull();
  });

  it("deletes the student's personal data after a confirmation with DELETE users/{userId}, and says so when projects are open", async () => {
    const sent: unknown[] = [];
    let openProjects = true;
    mockApi(
      (url, init) => {
        if (url.pathname !== '/api/users/40' || init?.method !== 'DELETE') return undefined;
        sent.push(init.body ? JSON.parse(String(init.body)) : undefined);
        return openProjects ? respond(409, { message: 'OPEN_PROJECTS' }) : respond(200, { data: { id: 40, anonymised: true } });
      },
      on('/api/students/4/ratings', () => ({ rows: [], total: 0 })),
      on('/api/students/4', () => ({ data: base })),
      ...common,
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Slet persondata' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Slet persondata' }));
    expect(dialog.getByText(/Vil du slette persondata for Sofie Studerende\?/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'Slet persondata' }));
    expect(
      await dialog.findByText('Den studerende har åbne projekter. De skal lukkes, før persondata kan slettes.'),
    ).toBeTruthy();
    openProjects = false;
    fireEvent.click(dialog.getByRole('button', { name: 'Slet persondata' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Slet persondata' })).toBeNull());
    expect(sent).toHaveLength(2);
  });

  it('says so when the student does not exist', async () => {
    mockApi(
      on('/api/students/4', () => ({ message: 'NOT_FOUND' }), 404),
      ...common,
    );
    renderPage();
    expect(await screen.findByText('Den studerende findes ikke.')).toBeTruthy();
  });

  it('asks before deactivating a student, says so, and then labels the switch Deaktiveret', async () => {
    let activated = true;
    const calls: string[] = [];
    mockApi(
      onMethod('PUT', '/api/users/deactivate/40', () => {
        calls.push('deactivate');
        activated = false;
        return { data: {} };
      }),
      on('/api/students/4/ratings', () => ({ rows: [], total: 0 })),
      on('/api/students/4', () => ({ data: { ...base, user: { ...base.user, activated } } })),
      ...common,
    );
    renderPage();

    fireEvent.click(await screen.findByRole('switch', { name: 'Aktiveret' }));
    const ask = await screen.findByRole('dialog', { name: 'Deaktiver studerende' });
    expect(within(ask).getByText(/Vil du deaktivere Sofie Studerende\?/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Deaktiver' }));
    expect(await screen.findByText('Sofie Studerende er deaktiveret og kan ikke længere logge ind.')).toBeTruthy();
    expect(calls).toEqual(['deactivate']);
    expect(((await screen.findByRole('switch', { name: 'Deaktiveret' })) as HTMLInputElement).checked).toBe(false);
  });
});

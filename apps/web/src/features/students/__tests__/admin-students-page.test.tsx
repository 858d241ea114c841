import type { Student } from '@studiekraft/shared/schemas/students';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersOf, mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { catalogueRows, studentRow } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminStudentsPage } from '../admin/admin-students-page.tsx';

const staffRow = (id: number, name: string, extra: Partial<Student> = {}): Student =>
  studentRow(id, name, {
    user: { id: id + 100, email: `${name.split(' ')[0]?.toLowerCase()}@uni.dk`, activated: true },
    ...extra,
  });

const stats = {
  data: {
    total: 12,
    active: 9,
    inactive: 3,
    perLevel: [{ level_id: 1, key: 'rough-diamond', name: 'Rough Diamond', count: 12 }],
    applications: { received: 4, reviewed: 2 },
  },
};

const levels = on('/api/levels', () => ({
  rows: [
    { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1, enabled: true },
    { id: 2, key: 'rising-star', name: 'Rising Star', order: 2, enabled: true },
  ],
  total: 2,
}));
const catalogue = on('/api/skills/groups', () => ({ rows: catalogueRows, total: catalogueRows.length }));
const employees = on('/api/employees', () => ({
  rows: [{ id: 5, name: 'Ebba Ansat', phone_number: null, created_at: '2026-01-01', avatars: { primary: null } }],
  total: 1,
}));
const statsRoute = on('/api/students/stats', () => stats);
const sortOf = (url: URL) => JSON.parse(url.searchParams.get('sort') ?? '[]') as { key: string; direction: string }[];
const listCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/students');

afterEach(() => vi.unstubAllGlobals());

describe('AdminStudentsPage', () => {
  it('lists students with links, e-mail, level, rating and status, newest first, under the stats block', async () => {
    const fetchMock = mockApi(
      statsRoute,
      on('/api/students', () => ({
        rows: [
          staffRow(1, 'Anna Holm', { is_new: true }),
          staffRow(2, 'Bo Berg', { average_rating: null, user: { id: 102, email: 'bo@uni.dk', activated: false } }),
        ],
        total: 2,
      })),
    );
    renderWithProviders(<AdminStudentsPage />);

    expect((await screen.findByRole('link', { name: 'Anna Holm' })).getAttribute('href')).toBe('/administration/students/1');
    expect(screen.getByText('anna@uni.dk')).toBeTruthy();
    expect(screen.getAllByText('Rough Diamond').length).toBeGreaterThan(0);
    expect(screen.getByText('3,5 (2)')).toBeTruthy();
    expect(screen.getByText('Deaktiveret')).toBeTruthy();
    expect(screen.getByText('Ny')).toBeTruthy();
    const waiting = await screen.findByRole('link', { name: 'Ansøgninger venter: 6' });
    expect(waiting.getAttribute('href')).toBe('/administration/students/applications');
    expect(screen.getByText('Heraf gennemset: 2')).toBeTruthy();
    const first = listCalls(fetchMock)[0];
    expect(first && sortOf(first)).toEqual([{ key: 'created_at', direction: 'DESC' }]);
    expect(first?.searchParams.get('limit')).toBe('999');
    expect(JSON.parse(first?.searchParams.get('includes') ?? '[]')).toContain('user');
  });

  it("asks the server for the child's rows: active ones, or the new ones from sign-up (waiting or accepted)", async () => {
    const fetchMock = mockApi(
      statsRoute,
      on('/api/students', () => ({ rows: [], total: 0 })),
    );
    const { unmount } = renderWithProviders(<AdminStudentsPage scope="active" />);
    expect(await screen.findByText('Der er ingen aktive studerende.')).toBeTruthy();
    const active = listCalls(fetchMock).at(-1);
    expect(active && filtersOf(active)).toEqual([{ key: 'activated', value: 1, operator: 'eq' }]);
    unmount();

    renderWithProviders(<AdminStudentsPage scope="new" />);
    expect(await screen.findByText('Der er ingen nye studerende fra tilmelding.')).toBeTruthy();
    const fresh = listCalls(fetchMock).at(-1);
    expect(fresh && filtersOf(fresh)).toEqual([{ key: 'application', value: 'new', operator: 'eq' }]);
  });

  it("links a sign-up waiting for screening to its application and shows where it stands ('Nye fra tilmelding')", async () => {
    const application = {
      id: 3,
      status: 'received' as const,
      message: null,
      files: [],
      reviewed_at: null,
      accepted_at: null,
      rejected_at: null,
      created_at: '2026-11-02T10:00:00.000Z',
    };
    mockApi(
      statsRoute,
      on('/api/students', () => ({
        rows: [staffRow(7, 'Vera Venter', { user: { id: 107, email: 'vera@uni.dk', activated: false }, application })],
        total: 1,
      })),
    );
    renderWithProviders(<AdminStudentsPage scope="new" />);
    const link = await screen.findByRole('link', { name: 'Vera Venter' });
    expect(link.getAttribute('href')).toBe('/administration/students/applications/7');
    expect(screen.getByText('Modtaget')).toBeTruthy();
  });

  it('sorts by a column on click and searches name and e-mail on the server', async () => {
    const fetchMock = mockApi(
      statsRoute,
      on('/api/students', () => ({ rows: [staffRow(1, 'Anna Holm')], total: 1 })),
    );
    renderWithProviders(<AdminStudentsPage />);
    await screen.findByRole('link', { name: 'Anna Holm' });

    fireEvent.click(screen.getByRole('button', { name: /Niveau/ }));
    await waitFor(() => expect(sortOf(listCalls(fetchMock).at(-1) as URL)).toEqual([{ key: 'level', direction: 'ASC' }]));

    fireEvent.change(screen.getByRole('textbox', { name: 'Søg' }), { target: { value: 'anna' } });
    await waitFor(() =>
      expect(filtersOf(listCalls(fetchMock).at(-1) as URL)).toEqual([
        { key: 'name', value: 'anna', operator: 'ct' },
        { key: 'email', value: 'anna', operator: 'ct' },
      ]),
    );
  });

  it("exports the table as filtered and sorted with 'Eksportér CSV' (GET /students.csv)", async () => {
    const fetchMock = mockApi(
      statsRoute,
      (url) =>
        url.pathname === '/api/students.csv'
          ? Promise.resolve(new Response('id;navn\r\n', { status: 200, headers: { 'content-type': 'text/csv' } }))
          : undefined,
      on('/api/students', () => ({ rows: [staffRow(1, 'Anna Holm')], total: 1 })),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    renderWithProviders(<AdminStudentsPage scope="active" />);
    await screen.findByRole('link', { name: 'Anna Holm' });
    fireEvent.click(screen.getByRole('button', { name: 'Eksportér CSV' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/students.csv'))).toBe(true));
    const exportUrl = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/students.csv') as URL;
    expect(filtersOf(exportUrl)).toEqual([{ key: 'activated', value: 1, operator: 'eq' }]);
    expect(sortOf(exportUrl)).toEqual([{ key: 'created_at', direction: 'DESC' }]);
    expect(exportUrl.searchParams.get('page')).toBeNull();
  });

  it('shows an error with a retry when the list fails', async () => {
    mockApi(
      statsRoute,
      on('/api/students', () => ({ message: 'INTERNAL' }), 500),
    );
    renderWithProviders(<AdminStudentsPage />);
    expect(await screen.findByText('De studerende kunne ikke hentes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});

async function openCreate() {
  fireEvent.click(await screen.findByRole('button', { name: 'Opret studerende' }));
  return within(await screen.findByRole('dialog', { name: 'Opret studerende' }));
}

async function choose(dialog: ReturnType<typeof within>, field: RegExp, option: string) {
  const input = dialog.getByLabelText(field);
  await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(input);
  // jsdom has no layout, so the dropdown's hide-when-detached check hides it inside the modal.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillValid(dialog: ReturnType<typeof within>) {
  fireEvent.change(dialog.getByRole('textbox', { name: /^Navn/ }), { target: { value: 'Clara Nielsen' } });
  fireEvent.change(dialog.getByRole('textbox', { name: /^Email/ }), { target: { value: 'clara@uni.dk' } });
  fireEvent.change(dialog.getByRole('textbox', { name: /^Telefon/ }), { target: { value: '12345678' } });
  fireEvent.change(dialog.getByLabelText(/^Fødselsdato/), { target: { value: '2000-05-01' } });
  const level = dialog.getByLabelText(/^Niveau/);
  await waitFor(() => expect((level as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(level);
  fireEvent.click(await screen.findByRole('option', { name: 'Rising Star', hidden: true }));
  await choose(dialog, /^Færdigheder/, 'Regnskab');
}

describe('Opret studerende', { timeout: 20_000 }, () => {
  it('checks the form with the shared schema before sending: skills, age and required fields', async () => {
    const fetchMock = mockApi(
      statsRoute,
      levels,
      catalogue,
      employees,
      on('/api/students', () => ({ rows: [], total: 0 })),
    );
    renderWithProviders(<AdminStudentsPage />);
    const dialog = await openCreate();
    expect(dialog.getByText('Velkomstmail sendes')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText(/^Fødselsdato/), { target: { value: '2020-01-01' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Opret' }));
    expect(await dialog.findByText('Du skal vælge mindst én færdighed.')).toBeTruthy();
    expect(dialog.getByText('Den studerende skal være mindst 17 år.')).toBeTruthy();
    expect(dialog.getAllByText('Feltet skal udfyldes.').length).toBeGreaterThanOrEqual(3);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // Without the auto password, a password is asked for and the welcome-mail note goes.
    fireEvent.click(dialog.getByRole('switch', { name: 'Autogenerér kodeord' }));
    expect(dialog.queryByText('Velkomstmail sendes')).toBeNull();
    expect(dialog.getByLabelText(/^Kodeord/)).toBeTruthy();
  });

  it("sends the student with an auto password (no password key), and closes with 'Den studerende er oprettet.'", async () => {
    let body: Record<string, unknown> | undefined;
    mockApi(
      statsRoute,
      levels,
      catalogue,
      employees,
      onMethod(
        'POST',
        '/api/students',
        (_url, sent) => {
          body = sent as Record<string, unknown>;
          return { data: staffRow(9, 'Clara Nielsen') };
        },
        201,
      ),
      on('/api/students', () => ({ rows: [], total: 0 })),
    );
    renderWithProviders(<AdminStudentsPage />);
    const dialog = await openCreate();
    await fillValid(dialog);
    await choose(dialog, /Opret samtaler med medarbejdere/, 'Ebba Ansat');
    fireEvent.click(dialog.getByRole('switch', { name: 'Aktivér brugeren med det samme' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Opret' }));

    expect(await screen.findByText('Den studerende er oprettet.')).toBeTruthy();
    expect(body).toEqual({
      name: 'Clara Nielsen',
      email: 'clara@uni.dk',
      phone_number: '12345678',
      date_of_birth: '2000-05-01',
      level_id: 2,
      skills: [10],
      skipEmailVerification: false,
      activateUser: true,
      employeeConversations: [5],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Opret studerende' })).toBeNull());
  });

  it("puts the server's unique e-mail on the field in the spec's words, and a failure without errors as one line", async () => {
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { message: 'VALIDATION_FAILED', errors: { email: ['validation.unique'] } },
    };
    mockApi(
      statsRoute,
      levels,
      catalogue,
      employees,
      onMethod('POST', '/api/students', () => answer.body, 422),
      on('/api/students', () => ({ rows: [], total: 0 })),
    );
    renderWithProviders(<AdminStudentsPage />);
    const dialog = await openCreate();
    await fillValid(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Opret' }));
    expect(await dialog.findByText('Denne email er allerede registeret i vores system.')).toBeTruthy();
    expect(dialog.queryByText('Noget gik galt. Prøv venligst igen.')).toBeNull();

    answer = { status: 422, body: { message: 'INTERNAL' } };
    fireEvent.change(dialog.getByRole('textbox', { name: /^Email/ }), { target: { value: 'clara2@uni.dk' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Opret' }));
    expect(await dialog.findByText('Noget gik galt. Prøv venligst igen.')).toBeTruthy();
    // Nothing typed is lost.
    expect((dialog.getByRole('textbox', { name: /^Navn/ }) as HTMLInputElement).value).toBe('Clara Nielsen');
  });
});

import type { ApplicationDetail } from '@studiekraft/shared/schemas/student-application';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, on, respond } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminApplicationPage } from '../admin/admin-application-page.tsx';
import { AdminApplicationsPage } from '../admin/admin-applications-page.tsx';

const row = (id: number, name: string, created: string, status: 'received' | 'reviewed') => ({
  id,
  name,
  slug: name.toLowerCase().replace(' ', '-'),
  short: null,
  level: { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1 },
  skills: [
    {
      id: 11,
      key: 'bogforing',
      name: 'Bogføring',
      slug: 'bogforing',
      skill_group_id: 1,
      skillGroup: { id: 1, name: 'Økonomi', slug: 'okonomi' },
    },
  ],
  average_rating: null,
  ratings_count: 0,
  is_new: true,
  avatars: { primary: null },
  created_at: created,
  user: { id: id + 100, email: `${name.split(' ')[0]?.toLowerCase()}@example.dk`, activated: false },
  application_status: status,
  application: { id, message: 'Hej', files: [], reviewed_at: null, created_at: created, status },
});

const application: ApplicationDetail = {
  student_id: 8,
  name: 'Mads Madsen',
  email: 'mads@example.dk',
  phone_number: '12345678',
  date_of_birth: '2001-05-04',
  study_programme: 'HA',
  institution: 'Aarhus Universitet',
  message: 'Jeg har ført regnskab for min fodboldklub i tre år.',
  skills: [{ id: 11, name: 'Bogføring', group: { id: 1, name: 'Økonomi' } }],
  files: [
    { index: 0, original_filename: 'cv.pdf' },
    { index: 1, original_filename: 'karakterer.pdf' },
  ],
  status: 'received',
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  accepted_at: null,
  rejected_at: null,
  delete_after: null,
};

const stats = on('/api/students/stats', () => ({
  data: {
    total: 12,
    active: 9,
    inactive: 3,
    perLevel: [{ level_id: 1, key: 'rough-diamond', name: 'Rough Diamond', count: 12 }],
    applications: { received: 4, reviewed: 2 },
  },
}));

const levels = [
  { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1, enabled: true },
  { id: 2, key: 'rising-star', name: 'Rising Star', order: 2, enabled: true },
  { id: 3, key: 'mastermind', name: 'Mastermind', order: 3, enabled: true },
];

function setupDetail(decide: (action: string, body: unknown) => Promise<Response> = () => respond(200, { data: {} })) {
  const actions: { action: string; body: unknown }[] = [];
  const fetchMock = mockApi(
    (url, init) => {
      const match = /^\/api\/students\/8\/application\/(review|accept|reject)$/.exec(url.pathname);
      if (!match || init?.method !== 'POST') return undefined;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      actions.push({ action: match[1] as string, body });
      return decide(match[1] as string, body);
    },
    (url) =>
      url.pathname === '/api/students/8/application/files/1'
        ? Promise.resolve(new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }))
        : undefined,
    on('/api/students/8/application', () => ({ data: application })),
    on('/api/levels', () => ({ rows: levels, total: 3 })),
    on('/api/students', () => ({ rows: [], total: 0 })),
  );
  const view = renderWithRouter(
    [
      { path: '/administration/students/applications/:id', element: <AdminApplicationPage /> },
      { path: '/administration/students/applications', element: <AdminApplicationsPage /> },
    ],
    '/administration/students/applications/8',
  );
  return { actions, fetchMock, ...view };
}

describe('the staff applications screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists pending applications newest first with e-mail, skills, date and a Danish status badge', async () => {
    const fetchMock = mockApi(
      stats,
      on('/api/students', () => ({
        rows: [
          row(4, 'Ida Older', '2026-11-10T10:00:00.000Z', 'reviewed'),
          row(5, 'Mads Madsen', '2026-11-20T10:00:00.000Z', 'received'),
        ],
        total: 2,
      })),
    );
    renderWithRouter([{ path: '*', element: <AdminApplicationsPage /> }], '/administration/students/applications');
    const table = await screen.findByRole('table', { name: 'Ansøgninger' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Mads Madsen' })
        .getAttribute('href'),
    ).toBe('/administration/students/applications/5');
    expect(within(rows[0] as HTMLElement).getByText('Modtaget')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('mads@example.dk')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('2026-11-20')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Gennemset')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Bogføring')).toBeTruthy();
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((called) => called.pathname === '/api/students') as URL;
    expect(filtersOf(url)).toEqual([{ key: 'application', value: 'pending', operator: 'eq' }]);
    expect(JSON.parse(url.searchParams.get('includes') ?? '[]')).toEqual(['application', 'user', 'skills']);
  });

  it('says so when no application is waiting', async () => {
    mockApi(
      stats,
      on('/api/students', () => ({ rows: [], total: 0 })),
    );
    renderWithRouter([{ path: '*', element: <AdminApplicationsPage /> }]);
    expect(await screen.findByText('Der er ingen ansøgninger, der venter.')).toBeTruthy();
  });

  it('has the stats block and the create-student dialog of the other staff student lists', async () => {
    mockApi(
      stats,
      on('/api/students', () => ({ rows: [], total: 0 })),
      on('/api/levels', () => ({ rows: levels, total: 3 })),
      on('/api/skills/groups', () => ({ rows: [], total: 0 })),
      on('/api/employees', () => ({ rows: [], total: 0 })),
    );
    renderWithRouter([{ path: '*', element: <AdminApplicationsPage /> }], '/administration/students/applications');
    const block = within(await screen.findByRole('region', { name: 'Statistik over studerende' }));
    expect(block.getByText('I alt')).toBeTruthy();
    expect(block.getByText('9')).toBeTruthy();
    expect(block.getByRole('link', { name: 'Ansøgninger venter: 6' }).getAttribute('href')).toBe(
      '/administration/students/applications',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Opret studerende' }));
    expect(await screen.findByRole('dialog', { name: 'Opret studerende' })).toBeTruthy();
  });

  it('shows the whole application and downloads a PDF through the API with the staff token', async () => {
    const createObjectURL = vi.fn(() => 'blob:cv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { fetchMock } = setupDetail();
    expect(await screen.findByRole('heading', { name: 'Ansøgning fra Mads Madsen' })).toBeTruthy();
    expect(screen.getByText('Aarhus Universitet')).toBeTruthy();
    expect(screen.getByText('Jeg har ført regnskab for min fodboldklub i tre år.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hent karakterer.pdf' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/application/files/1'));
    expect((call?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer access-1');
  });

  it('marks the application as reviewed', async () => {
    const { actions } = setupDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Markér som gennemset' }));
    await waitFor(() => expect(actions).toEqual([{ action: 'review', body: undefined }]));
    expect(await screen.findByText('Ansøgningen er markeret som gennemset.')).toBeTruthy();
  });

  it('accepts at Rough Diamond after a confirmation that mentions the set-password e-mail, then returns to the list', async () => {
    const { actions, router } = setupDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Godkend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkend Mads Madsen' });
    expect(within(dialog).getByText(/får en email med et link til at vælge en adgangskode/)).toBeTruthy();
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: 'Niveau' }) as HTMLInputElement).value).toBe('Rough Diamond'),
    );
    expect(actions).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Godkend ansøgning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administration/students/applications'));
    expect(actions).toEqual([{ action: 'accept', body: { level_id: 1 } }]);
    expect(await screen.findByText('Mads Madsen er godkendt og har fået en email om at vælge en adgangskode.')).toBeTruthy();
  });

  it('rejects with an optional personal message after a confirmation that says it is deleted after 6 months', async () => {
    const { actions, router } = setupDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Afvis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Afvis Mads Madsen' });
    expect(within(dialog).getByText(/Ansøgningen slettes efter 6 måneder/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Personlig besked/ }), {
      target: { value: '  Prøv igen til foråret.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afvis ansøgning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administration/students/applications'));
    expect(actions).toEqual([{ action: 'reject', body: { message: 'Prøv igen til foråret.' } }]);
  });

  it('says when another employee already decided, and stays on the application', async () => {
    const { router } = setupDetail(() => respond(409, { message: 'APPLICATION_DECIDED' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Afvis' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Afvis ansøgning' }));
    expect(await screen.findByText('Ansøgningen er allerede behandlet.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/administration/students/applications/8');
  });
});

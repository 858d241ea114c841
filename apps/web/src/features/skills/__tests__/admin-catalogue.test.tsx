import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminCataloguePage } from '../admin/admin-catalogue-page.tsx';
import { AdminLevelsPage } from '../admin/admin-levels-page.tsx';
import { skillKeys } from '../query-keys.ts';

const levels = {
  rows: [
    { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1, enabled: true },
    { id: 2, key: 'rising-star', name: 'Rising Star', order: 2, enabled: true },
    { id: 3, key: 'old-level', name: 'Gammelt niveau', order: 3, enabled: false },
  ],
  total: 3,
};
const logo = {
  id: 10,
  key: 'logo',
  name: 'Logo',
  slug: 'logo',
  enabled: true,
  skill_group_id: 5,
  paygrades: [
    { id: 100, level_id: 1, starting_price: 450, type: 'unit' },
    { id: 101, level_id: 3, starting_price: 600, type: 'unit' },
  ],
};
const seo = { id: 11, key: 'seo', name: 'SEO', slug: 'seo', enabled: false, skill_group_id: 5, paygrades: [] };
const groups = {
  rows: [
    { id: 6, name: 'Web', slug: 'web', order: 2, enabled: false, skills: [] },
    { id: 5, name: 'Grafik', slug: 'grafik', order: 1, enabled: true, skills: [logo, seo] },
  ],
  total: 2,
};

beforeEach(() => {
  authStore.setSession({
    access_token: 'token',
    user_id: 50,
    account_type: 'EMPLOYEE',
    account: { id: 1, name: 'Eva Egen', type: 'EMPLOYEE' },
    latest_conversation_id: null,
  } as unknown as LoginResponse);
});
afterEach(() => {
  authStore.clearSession();
  vi.unstubAllGlobals();
});

const catalogueRoutes = () => [on('/api/skills/groups', () => groups), on('/api/levels', () => levels)];

describe('AdminCataloguePage', () => {
  it('shows the groups in order with their skills, prices per level and what is hidden', async () => {
    const fetchMock = mockApi(...catalogueRoutes());
    renderWithProviders(<AdminCataloguePage />, '/administration/catalogue');

    const grafik = await screen.findByRole('region', { name: 'Grafik' });
    const web = screen.getByRole('region', { name: 'Web' });
    expect(grafik.compareDocumentPosition(web) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(web).getByText('Skjult')).toBeTruthy();
    expect(within(web).getByText('Ingen kompetencer i gruppen endnu.')).toBeTruthy();
    const logoRow = within(grafik).getByText('Logo').closest('li') as HTMLElement;
    expect(within(logoRow).getByText('Rough Diamond: fra 450 kr. pr. stk. · Gammelt niveau: fra 600 kr. pr. stk.')).toBeTruthy();
    const seoRow = within(grafik).getByText('SEO').closest('li') as HTMLElement;
    expect(within(seoRow).getByText('Skjult')).toBeTruthy();
    expect(within(seoRow).getByRole('button', { name: 'Vis SEO' })).toBeTruthy();
    expect(within(logoRow).getByRole('button', { name: 'Skjul Logo' })).toBeTruthy();
    // Staff ask for every row: no enabled filter.
    const groupsUrl = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('/skills/groups'));
    expect(groupsUrl).not.toContain('enabled');
  });

  it('shows an empty catalogue, and a failed one with a retry', async () => {
    let fail = true;
    mockApi(
      (url) => (url.pathname === '/api/skills/groups' && fail ? Promise.resolve(new Response('{}', { status: 500 })) : undefined),
      on('/api/skills/groups', () => ({ rows: [], total: 0 })),
      on('/api/levels', () => levels),
    );
    renderWithProviders(<AdminCataloguePage />, '/administration/catalogue');
    expect(await screen.findByText('Kataloget kunne ikke hentes.', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByText('Der er ingen grupper endnu.')).toBeTruthy();
  });

  it('moves a skill to another group with new prices, keeping the hidden level, and refreshes the public catalogue', async () => {
    let body: unknown;
    mockApi(
      onMethod('PUT', '/api/skills/10', (_url, sent) => {
        body = sent;
        return { data: { ...logo, skill_group_id: 6 } };
      }),
      ...catalogueRoutes(),
    );
    const { queryClient } = renderWithProviders(<AdminCataloguePage />, '/administration/catalogue');
    queryClient.setQueryData(skillKeys.catalogue('all'), []);
    queryClient.setQueryData(skillKeys.levels(), []);

    fireEvent.click(await screen.findByRole('button', { name: 'Ret Logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ret kompetence' });
    const group = within(dialog).getByRole('combobox', { name: 'Gruppe' });
    fireEvent.click(group);
    fireEvent.click(await screen.findByRole('option', { name: 'Web' }));
    fireEvent.change(within(dialog).getByLabelText('Startpris i kr. for Rising Star'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText('Gemt. Ændringen vises straks på siden.')).toBeTruthy();
    expect(body).toEqual({
      skill_group_id: 6,
      name: 'Logo',
      slug: 'logo',
      paygrades: [
        { level_id: 1, starting_price: 450, type: 'unit' },
        { level_id: 2, starting_price: 500, type: 'hourly' },
        { level_id: 3, starting_price: 600, type: 'unit' },
      ],
    });
    expect(queryClient.getQueryState(skillKeys.catalogue('all'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(skillKeys.levels())?.isInvalidated).toBe(true);
  });

  it('validates a new skill with the shared schema in Danish, and shows the server refusing a taken address', async () => {
    const bodies: unknown[] = [];
    mockApi(
      onMethod(
        'POST',
        '/api/skills',
        (_url, sent) => {
          bodies.push(sent);
          return { message: 'VALIDATION_FAILED', errors: { slug: ['validation.unique'] } };
        },
        422,
      ),
      ...catalogueRoutes(),
    );
    renderWithProviders(<AdminCataloguePage />, '/administration/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'Tilføj kompetence i Grafik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny kompetence' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect((await within(dialog).findAllByText('Feltet skal udfyldes.')).length).toBeGreaterThanOrEqual(3);
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Navn' }), { target: { value: 'Årsrapport' } });
    expect((within(dialog).getByRole('textbox', { name: /Adresse/ }) as HTMLInputElement).value).toBe('aarsrapport');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Adresse/ }), { target: { value: 'Års rapport' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(await within(dialog).findByText('Feltet har et ugyldigt format.')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Adresse/ }), { target: { value: 'logo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(await within(dialog).findByText('Denne værdi er allerede i brug.')).toBeTruthy();
    expect(bodies).toEqual([{ skill_group_id: 5, key: 'aarsrapport', name: 'Årsrapport', slug: 'logo', paygrades: [] }]);
  });

  it('asks before deleting, and says when a skill in use was hidden instead', async () => {
    const deleted: string[] = [];
    mockApi(
      onMethod('DELETE', '/api/skills/10', (url) => {
        deleted.push(url.pathname);
        return { data: { id: 10, deleted: false } };
      }),
      ...catalogueRoutes(),
    );
    renderWithProviders(<AdminCataloguePage />, '/administration/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'Slet Logo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet fra kataloget' });
    expect(within(dialog).getByText(/Slet Logo\?/)).toBeTruthy();
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Logo er i brug og er derfor skjult i stedet for slettet.')).toBeTruthy();
    expect(deleted).toEqual(['/api/skills/10']);
  });

  it('asks before hiding a group, and shows a hidden one again at once', async () => {
    const bodies: unknown[] = [];
    const record = (_url: URL, sent: unknown) => {
      bodies.push(sent);
      return { data: groups.rows[0] };
    };
    mockApi(
      onMethod('PUT', '/api/skills/groups/5', record),
      onMethod('PUT', '/api/skills/groups/6', record),
      ...catalogueRoutes(),
    );
    renderWithProviders(<AdminCataloguePage />, '/administration/catalogue');
    fireEvent.click(await screen.findByRole('button', { name: 'Vis Web' }));
    await waitFor(() => expect(bodies).toEqual([{ enabled: true }]));
    fireEvent.click(screen.getByRole('button', { name: 'Skjul Grafik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skjul fra siden' });
    expect(bodies).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skjul' }));
    await waitFor(() => expect(bodies).toEqual([{ enabled: true }, { enabled: false }]));
  });
});

describe('AdminLevelsPage', () => {
  it('lists the levels, hidden ones marked, and creates one validated by the shared schema', async () => {
    const bodies: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/levels', (_url, sent) => {
        bodies.push(sent);
        return { data: { id: 4, key: 'legend', name: 'Legend', order: 4, enabled: true } };
      }),
      on('/api/levels', () => levels),
    );
    renderWithProviders(<AdminLevelsPage />, '/administration/catalogue/levels');
    const table = await screen.findByRole('table', { name: 'Niveauer' });
    const old = within(table).getByText('Gammelt niveau').closest('tr') as HTMLElement;
    expect(within(old).getByText('Skjult')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tilføj niveau' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nyt niveau' });
    const order = within(dialog).getByRole('textbox', { name: 'Rækkefølge' }) as HTMLInputElement;
    expect(order.value).toBe('4');
    fireEvent.change(order, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect((await within(dialog).findAllByText('Feltet skal udfyldes.')).length).toBe(3);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Navn' }), { target: { value: 'Legend' } });
    fireEvent.change(order, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opret' }));
    expect(await screen.findByText('Gemt. Ændringen vises straks på siden.')).toBeTruthy();
    expect(bodies).toEqual([{ key: 'legend', name: 'Legend', order: 4 }]);
  });
});

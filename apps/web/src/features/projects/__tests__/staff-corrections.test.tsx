import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { logInAs, projectRow } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminProjectMenu } from '../admin/admin-project-menu.tsx';

const skill = (id: number, name: string, groupId: number) => ({
  id,
  key: `skill-${id}`,
  name,
  slug: `skill-${id}`,
  enabled: true,
  skill_group_id: groupId,
});
const catalogue = on('/api/skills/groups', () => ({
  rows: [
    {
      id: 1,
      name: 'Økonomi',
      slug: 'okonomi',
      order: 1,
      enabled: true,
      skills: [skill(10, 'Regnskab', 1), skill(11, 'Bogføring', 1)],
    },
  ],
  total: 1,
}));
const accepted = projectRow({
  status: 'project-offer-accepted',
  price_type: 'hourly',
  offered_price: 300,
  offered_hours: 5,
  accepted_price: 300,
});

async function openFromMenu(project = accepted, item: string) {
  renderWithProviders(
    <AdminProjectMenu project={project}>
      <span>{project.name}</span>
    </AdminProjectMenu>,
  );
  fireEvent.click(screen.getByRole('button', { name: `Flere handlinger for ${project.name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

describe('staff corrections from the projects table (issue 36)', () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => notifications.clean());

  it('corrects the name, skill and accepted price, checked like the server checks them', async () => {
    const bodies: unknown[] = [];
    mockApi(
      catalogue,
      onMethod('PUT', '/api/projects/40', (_url, body) => {
        bodies.push(body);
        return { data: accepted };
      }),
    );
    const dialog = await openFromMenu(accepted, 'Ret projekt');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Projektnavn/ }), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Aftalte timer/ }), { target: { value: '-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem rettelser' }));
    expect(await within(dialog).findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Projektnavn/ }), {
      target: { value: 'Årsregnskab 2026 (rettet)' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Aftalte timer/ }), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Aftalt pris pr. time/ }), { target: { value: '325,50' } });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Kompetence' })).toHaveProperty('disabled', false));
    fireEvent.click(within(dialog).getByRole('combobox', { name: 'Kompetence' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bogføring' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem rettelser' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { name: 'Årsregnskab 2026 (rettet)', skill_id: '11', price: { price_type: 'hourly', price: '325,50', hours: '4' } },
      ]),
    );
    expect(await screen.findByText('Projektet er rettet.')).toBeTruthy();
  });

  it('warns before a new price on an invoiced project, starting from the hours billed', async () => {
    const bodies: unknown[] = [];
    mockApi(
      catalogue,
      onMethod('PUT', '/api/projects/40', (_url, body) => {
        bodies.push(body);
        return { data: accepted };
      }),
    );
    const finalized = projectRow({
      status: 'project-finalized',
      price_type: 'hourly',
      accepted_price: 300,
      offered_hours: 5,
      hours_used: 4,
      final_price: 1200,
    });
    const dialog = await openFromMenu(finalized, 'Ret projekt');
    expect(within(dialog).getByText(/krediteres fakturaen med en kreditnota, og kunden får en ny faktura/)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Fakturerede timer/ }) as HTMLInputElement).value).toBe('4');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Aftalt pris pr. time/ }), { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem rettelser' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { name: 'Årsregnskab 2026', skill_id: '10', price: { price_type: 'hourly', price: '250', hours: '4' } },
      ]),
    );
  });

  it('offers no price before an offer is accepted, and shows a refusal from the server in the dialog', async () => {
    mockApi(
      catalogue,
      onMethod('PUT', '/api/projects/40', () => ({ message: 'INVALID_TRANSITION' }), 409),
    );
    const dialog = await openFromMenu(projectRow({ status: 'project-offer-posted', offered_price: 900 }), 'Ret projekt');
    expect(within(dialog).queryByRole('textbox', { name: /Aftalt pris/ })).toBeNull();
    expect(within(dialog).getByText('Prisen kan rettes, når kunden har accepteret et tilbud.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem rettelser' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Prisen kan kun rettes, når kunden har accepteret et tilbud.',
    );
  });

  it('deletes after a confirmation naming what goes, and cannot delete an invoiced project', async () => {
    let deletes = 0;
    mockApi(
      onMethod('DELETE', '/api/projects/40', () => {
        deletes += 1;
        return { data: { id: 40, name: 'Årsregnskab 2026', messages: 3, files: 1 } };
      }),
    );
    const dialog = await openFromMenu(projectRow(), 'Slet projekt');
    expect(within(dialog).getByText(/Samtalen med alle beskeder, projektets filer og historik slettes også/)).toBeTruthy();
    expect(deletes).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet projekt' }));
    expect(await screen.findByText('Projektet »Årsregnskab 2026« er slettet med 3 beskeder og 1 filer.')).toBeTruthy();
    expect(deletes).toBe(1);
  });

  it('keeps the delete item disabled for a finalized (invoiced) project', async () => {
    mockApi();
    renderWithProviders(
      <AdminProjectMenu project={projectRow({ status: 'project-finalized' })}>
        <span>x</span>
      </AdminProjectMenu>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Flere handlinger for Årsregnskab 2026' }));
    const item = await screen.findByRole('menuitem', { name: 'Slet projekt' });
    expect(item.hasAttribute('disabled') || item.getAttribute('data-disabled') === 'true').toBe(true);
  });
});

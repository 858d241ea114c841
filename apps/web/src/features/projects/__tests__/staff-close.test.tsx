import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, onMethod } from '../../../test/fetch-mock.ts';
import { logInAs, projectRow } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectActions } from '../components/project-actions.tsx';

const stalled = () =>
  projectRow({ status: 'project-clarification', updated_at: new Date(Date.now() - 2 * 86_400_000).toISOString() });

describe('staff close in the actions panel', () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  it('asks for a reason, then a confirmation, and closes with the reason', async () => {
    const bodies: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/projects/40/close', (_url, body) => {
        bodies.push(body);
        return { data: projectRow({ status: 'employee-closed-project' }) };
      }),
    );
    renderWithProviders(<ProjectActions project={stalled()} accountType="EMPLOYEE" />);
    fireEvent.click(screen.getByRole('button', { name: 'Luk projektet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Luk projekt: Årsregnskab 2026' });
    // An empty reason does not get past the prompt.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fortsæt' }));
    expect(await within(dialog).findByText(/skal udfyldes|påkrævet|udfyld/i)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Begrundelse/ }), { target: { value: 'Ingen svar i to uger' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fortsæt' }));
    expect(await within(dialog).findByText(/Er du sikker på, at du vil lukke projektet/)).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Luk projekt' }));
    await waitFor(() => expect(bodies).toEqual([{ message: 'Ingen svar i to uger' }]));
    expect(await screen.findByText('Projektet er lukket.')).toBeTruthy();
  });

  it('says that closing was aborted when the prompt is cancelled, and sends nothing', async () => {
    const fetchMock = mockApi();
    renderWithProviders(<ProjectActions project={stalled()} accountType="EMPLOYEE" />);
    fireEvent.click(screen.getByRole('button', { name: 'Luk projektet' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(await screen.findByText('Lukning af projektet blev afbrudt.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not offered on a project touched within the last day', () => {
    mockApi();
    renderWithProviders(
      <ProjectActions
        project={projectRow({ status: 'project-clarification', updated_at: new Date().toISOString() })}
        accountType="EMPLOYEE"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Luk projektet' })).toBeNull();
    expect(screen.getByText('Projektet kan lukkes af en medarbejder, når der ikke er sket noget på det i 1 dag.')).toBeTruthy();
  });
});

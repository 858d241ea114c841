import { notifications } from '@mantine/notifications';
import { emptySiteSettings } from '@studiekraft/shared/schemas/site-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MissingSettingsNotice } from '../admin/missing-settings-notice.tsx';
import { SiteSettingsPage } from '../admin/site-settings-page.tsx';
import { useSiteSettings } from '../api/get-site-settings.ts';

describe("'Indstillinger': the site's own details (issue 36)", () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => notifications.clean());

  it('lists what a launch still misses, checks the fields as the server does, and saves', async () => {
    const bodies: unknown[] = [];
    mockApi(
      onMethod('PUT', '/api/settings/site', (_url, body) => {
        bodies.push(body);
        return { data: { ...emptySiteSettings, ...(body as object) } };
      }),
      on('/api/settings/site', () => ({ data: { ...emptySiteSettings, company_name: 'Studiekraft ApS' } })),
    );
    renderWithProviders(<SiteSettingsPage />);
    const notice = (await screen.findByText('Mangler før lancering')).closest('[role="alert"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Adresse', 'Postnummer', 'By', 'Email', 'Messenger-link', 'Teammedlem på Om os']);
    expect((screen.getByRole('textbox', { name: /Virksomhedsnavn/ }) as HTMLInputElement).value).toBe('Studiekraft ApS');

    fireEvent.change(screen.getByRole('textbox', { name: /Postnummer/ }), { target: { value: '80' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Messenger-link/ }), { target: { value: 'm.me/studiekraft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem indstillinger' }));
    expect(await screen.findByText('Postnummeret skal være mindst 4 tegn.')).toBeTruthy();
    expect(screen.getByText('Skriv en hel https-adresse, fx https://m.me/studiekraft.')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Postnummer/ }), { target: { value: '8000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Messenger-link/ }), { target: { value: 'https://m.me/studiekraft' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem indstillinger' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      company_name: 'Studiekraft ApS',
      postcode: '8000',
      messenger_url: 'https://m.me/studiekraft',
      email: '',
    });
    expect(await screen.findByText('Indstillingerne er gemt.')).toBeTruthy();
  });

  it('says nothing on the dashboard once everything a launch needs is set', async () => {
    mockApi(
      on('/api/settings/site', () => ({
        data: {
          ...emptySiteSettings,
          company_name: 'Studiekraft ApS',
          address: 'Nørregade 7',
          postcode: '1165',
          city: 'København K',
          email: 'hej@studiekraft.dk',
          messenger_url: 'https://m.me/studiekraft',
          team_member: 'Sara Nielsen',
        },
      })),
    );
    function Loaded() {
      return useSiteSettings().data ? <p>geladen</p> : null;
    }
    renderWithProviders(
      <>
        <MissingSettingsNotice />
        <Loaded />
      </>,
    );
    expect(await screen.findByText('geladen')).toBeTruthy();
    expect(screen.queryByText('Mangler før lancering')).toBeNull();
  });
});

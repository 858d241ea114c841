import { termsPage } from '@studiekraft/shared/content/static-pages';
import { emptySiteSettings } from '@studiekraft/shared/schemas/site-settings';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AboutPage } from '../components/about-page.tsx';
import { ContactPage } from '../components/contact-page.tsx';
import { TermsPage } from '../components/terms-page.tsx';

describe('static pages', () => {
  it('shows every terms section, the last-updated date and the two links', () => {
    renderWithRouter([{ path: '/betingelser', element: <TermsPage /> }], '/betingelser');
    expect(screen.getByRole('heading', { level: 1, name: 'Vilkår & Betingelser' })).toBeTruthy();
    expect(screen.getByText('Sidst opdateret 25. februar 2019')).toBeTruthy();
    for (const section of termsPage.sections) {
      expect(screen.getByRole('heading', { name: `${section.number}. ${section.title}` })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Find studerende' }).getAttribute('href')).toBe('/students/search');
    expect(screen.getByRole('link', { name: 'Kontakt os' }).getAttribute('href')).toBe('/kontakt');
  });

  it('has the contact channels staff set, and says there are no fixed phone hours without a phone', async () => {
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
          office_hours: 'Hverdage kl. 9-16',
        },
      })),
    );
    renderWithRouter([{ path: '/kontakt', element: <ContactPage /> }], '/kontakt');
    expect((await screen.findByRole('link', { name: 'Send en e-mail til hej@studiekraft.dk' })).getAttribute('href')).toBe(
      'mailto:hej@studiekraft.dk',
    );
    expect(screen.getByRole('link', { name: 'Skriv til os på Messenger' }).getAttribute('href')).toBe('https://m.me/studiekraft');
    expect(screen.getByText(/ingen faste telefontider/)).toBeTruthy();
    expect(screen.getByText('Hverdage kl. 9-16')).toBeTruthy();
    expect(screen.getByText('Nørregade 7').closest('address')?.textContent).toBe('Studiekraft ApSNørregade 71165 København K');
  });

  it('shows nothing made up while the details are unset: no address, no links, no team member', async () => {
    const fetchMock = mockApi(on('/api/settings/site', () => ({ data: emptySiteSettings })));
    const contact = renderWithRouter([{ path: '/kontakt', element: <ContactPage /> }], '/kontakt');
    expect(await screen.findByText(/ingen faste telefontider/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(document.querySelector('address')).toBeNull();
    contact.unmount();

    renderWithRouter([{ path: '/om-os', element: <AboutPage /> }], '/om-os');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/Du kan altid skrive til/)).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('names the team member and the company staff set on the about and terms pages', async () => {
    mockApi(
      on('/api/settings/site', () => ({
        data: { ...emptySiteSettings, team_member: 'Sara Nielsen', email: 'hej@studiekraft.dk', company_name: 'Studiekraft ApS' },
      })),
    );
    const about = renderWithRouter([{ path: '/om-os', element: <AboutPage /> }], '/om-os');
    expect(
      await screen.findByText('Du kan altid skrive til Sara Nielsen og resten af holdet på hej@studiekraft.dk.'),
    ).toBeTruthy();
    about.unmount();
    renderWithRouter([{ path: '/betingelser', element: <TermsPage /> }], '/betingelser');
    expect(await screen.findByText(/som Studiekraft ApS sælger gennem Studiekraft/)).toBeTruthy();
  });
});

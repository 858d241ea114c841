import { termsPage } from '@studiekraft/shared/content/static-pages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
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

  it('has the contact channels and says there are no fixed phone hours', () => {
    renderWithRouter([{ path: '/kontakt', element: <ContactPage /> }], '/kontakt');
    expect(screen.getByRole('link', { name: /Send en e-mail/ }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: 'Skriv til os på Messenger' })).toBeTruthy();
    expect(screen.getByText(/ingen faste telefontider/)).toBeTruthy();
  });
});

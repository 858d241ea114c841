import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, onLimited } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { QuickRegistrationForm } from '../components/quick-registration-form.tsx';

describe('quick registration at a rate limit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is a limit and when to try again (issue 34)', async () => {
    mockApi(onLimited('POST', '/api/customers/quick', 61));
    const onRegistered = vi.fn();
    renderWithProviders(<QuickRegistrationForm onRegistered={onRegistered} onGoToLogin={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Navn/), { target: { value: 'Ny Kunde' } });
    fireEvent.change(screen.getByLabelText(/^Telefonnummer/), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ny@firma.dk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opret og fortsæt' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Der har været for mange forsøg på kort tid. Prøv igen om 2 minutter.');
    expect(onRegistered).not.toHaveBeenCalled();
  });
});

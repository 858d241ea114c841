import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, onLimited, onMethod } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { PasswordRequestPage } from '../components/password-request-page.tsx';
import { passwordRequestLink } from '../password-request-link.ts';

const sentText = 'Hvis vi har en email der matcher den indtastede, har vi sendt et link til at ændre kodeord.';

function setup(path: string) {
  const sent: unknown[] = [];
  const fetchMock = mockApi(
    onMethod('POST', '/api/auth/reset/request', (_url, body) => {
      sent.push(body);
      return { ok: true };
    }),
  );
  const view = renderWithRouter([{ path: '/password/request', element: <PasswordRequestPage /> }], path);
  return { ...view, fetchMock, sent };
}

describe('PasswordRequestPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for an e-mail without a reset query', async () => {
    const { sent } = setup('/password/request');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'Karen@Firma.dk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(sentText)).toBeTruthy();
    expect(sent).toEqual([{ email: 'karen@firma.dk' }]);
  });

  it('turns a reset query into a confirm step that sends nothing until confirmed', async () => {
    const { sent, fetchMock } = setup(passwordRequestLink('karen@firma.dk'));
    expect(screen.getByText('Vil du have et link til at ændre dit kodeord sendt til karen@firma.dk?')).toBeTruthy();
    expect(screen.queryByLabelText(/Email/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Ja, send linket' }));
    expect(await screen.findByText(sentText)).toBeTruthy();
    expect(sent).toEqual([{ email: 'karen@firma.dk' }]);
  });

  it('lets the visitor pick another address instead', async () => {
    const { router, fetchMock } = setup('/password/request?reset=karen%40firma.dk');
    fireEvent.click(screen.getByRole('button', { name: 'Nej, brug en anden email' }));
    expect(await screen.findByLabelText(/Email/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the limit answers, and keeps the form, since the per-IP limit tells nothing about the address', async () => {
    mockApi(onLimited('POST', '/api/auth/reset/request', 420));
    renderWithRouter([{ path: '/password/request', element: <PasswordRequestPage /> }], '/password/request');
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'karen@firma.dk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Der har været for mange forsøg på kort tid. Prøv igen om 7 minutter.');
    expect(screen.queryByText(sentText)).toBeNull();
    expect(screen.getByRole('button', { name: 'Send link' })).toBeTruthy();
  });

  it('shows the plain form when the reset value is not an e-mail', () => {
    setup('/password/request?reset=1');
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ja, send linket' })).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on, onLimited } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { NewsletterForm } from '../components/newsletter-form.tsx';
import { ConfirmPage, UnsubscribePage } from '../components/newsletter-link-page.tsx';
import { NewsletterSignup } from '../components/newsletter-signup.tsx';

describe('NewsletterForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  function subscribe(email: string) {
    renderWithRouter([{ path: '/', element: <NewsletterForm /> }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email til nyhedsbrevet' }), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Tilmeld' }));
  }

  it('asks the visitor to confirm from the mail when the server accepts (double opt-in)', async () => {
    const fetchMock = mockApi(on('/api/newsletters/subscribe/public', () => ({ ok: true })));
    subscribe('ny@example.com');
    expect(
      await screen.findByText('Tak! Vi har sendt dig en email. Klik på linket i den for at bekræfte din tilmelding.'),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'ny@example.com' });
  });

  it('says the sign-up failed when the server refuses', async () => {
    mockApi(on('/api/newsletters/subscribe/public', () => ({ message: 'INTERNAL' }), 500));
    subscribe('ny@example.com');
    expect(await screen.findByText('Vi kunne ikke tilmelde dig nyhedsbrevet. Prøv venligst igen.')).toBeTruthy();
  });

  it('says a limited sign-up is a limit and when to try again (issue 34)', async () => {
    mockApi(onLimited('POST', '/api/newsletters/subscribe/public', 780));
    subscribe('ny@example.com');
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 13 minutter.')).toBeTruthy();
    expect(screen.queryByText('Vi kunne ikke tilmelde dig nyhedsbrevet. Prøv venligst igen.')).toBeNull();
  });
});

describe('NewsletterSignup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shares no name or id with the footer form on the same page, and signs up through its own form', async () => {
    const fetchMock = mockApi(on('/api/newsletters/subscribe/public', () => ({ ok: true })));
    // The footer renders the bare form; a page renders the sign-up.
    renderWithRouter([
      {
        path: '/',
        element: (
          <>
            <NewsletterSignup />
            <NewsletterForm />
          </>
        ),
      },
    ]);
    const heading = screen.getByRole('heading', { level: 2, name: 'Tilmeld dig vores nyhedsbrev' });
    const page = await screen.findByRole('form', { name: 'Tilmeld dig vores nyhedsbrev' });
    const footer = screen.getByRole('form', { name: 'Nyhedsbrev' });
    expect(page.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(screen.getAllByRole('form')).toHaveLength(2);
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const pageEmail = within(page).getByRole('textbox', { name: 'Email til nyhedsbrevet' });
    expect(pageEmail.id).not.toBe(within(footer).getByRole('textbox').id);

    fireEvent.change(pageEmail, { target: { value: 'laeser@example.com' } });
    fireEvent.click(within(page).getByRole('button', { name: 'Tilmeld' }));
    expect(
      await screen.findByText('Tak! Vi har sendt dig en email. Klik på linket i den for at bekræfte din tilmelding.'),
    ).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ email: 'laeser@example.com' });
    // The footer's form is untouched.
    expect(screen.getByRole('form', { name: 'Nyhedsbrev' })).toBeTruthy();
  });
});

describe('UnsubscribePage', () => {
  afterEach(() => vi.unstubAllGlobals());
  const routes = [{ path: '/nyhedsbrev/afmeld', element: <UnsubscribePage /> }];

  it('unsubscribes with the token from the link, once', async () => {
    const fetchMock = mockApi(on('/api/newsletters/unsubscribe', () => ({ ok: true })));
    renderWithRouter(routes, '/nyhedsbrev/afmeld?token=abc');
    expect(await screen.findByText(/Du er nu afmeldt vores nyhedsbrev/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it('explains an unknown or used link (TOKEN_NOT_FOUND)', async () => {
    mockApi(on('/api/newsletters/unsubscribe', () => ({ message: 'TOKEN_NOT_FOUND' }), 404));
    renderWithRouter(routes, '/nyhedsbrev/afmeld?token=brugt');
    expect(await screen.findByText(/Linket er ugyldigt eller allerede brugt/)).toBeTruthy();
  });

  it('says a limited link is a limit, not that the link is bad', async () => {
    mockApi(onLimited('POST', '/api/newsletters/unsubscribe', 5));
    renderWithRouter(routes, '/nyhedsbrev/afmeld?token=abc');
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 5 sekunder.')).toBeTruthy();
  });

  it('says so when the link has no token, without calling the server', async () => {
    const fetchMock = mockApi();
    renderWithRouter(routes, '/nyhedsbrev/afmeld');
    expect(await screen.findByText(/Linket mangler en del/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ConfirmPage', () => {
  afterEach(() => vi.unstubAllGlobals());
  const routes = [{ path: '/nyhedsbrev/bekraeft', element: <ConfirmPage /> }];

  it('confirms the sign-up with the token from the link, once, under its own heading', async () => {
    const fetchMock = mockApi(on('/api/newsletters/confirm', () => ({ ok: true })));
    renderWithRouter(routes, '/nyhedsbrev/bekraeft?token=abc');
    expect(await screen.findByText('Tak! Du er nu tilmeldt vores nyhedsbrev.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bekræft tilmelding til nyhedsbrev' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 'abc' });
  });

  it('explains an unknown or expired link and how to get a new one', async () => {
    mockApi(on('/api/newsletters/confirm', () => ({ message: 'TOKEN_NOT_FOUND' }), 404));
    renderWithRouter(routes, '/nyhedsbrev/bekraeft?token=gammel');
    expect(await screen.findByText(/Linket er ugyldigt eller udløbet. Tilmeld dig igen/)).toBeTruthy();
  });
});

import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod, respond } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AccountPage } from '../components/account-page.tsx';
import { logIn, renderAccount, sentBodies, userId, userOf } from './account-fixtures.tsx';

const userPath = `/api/users/${userId}`;
const exportPath = `/api/users/${userId}/export`;

/** The export's route: a ZIP as the server sends it, with its dated name, or a refusal. */
const onExport =
  (status = 200) =>
  (url: URL) =>
    url.pathname === exportPath
      ? status === 200
        ? Promise.resolve(
            new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
              status,
              headers: {
                'Content-Type': 'application/zip',
                'Content-Disposition': 'attachment; filename="studiekraft-data-2026-11-25.zip"',
              },
            }),
          )
        : respond(status, { message: status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL' })
      : undefined;

let clicked: { href: string; download: string }[];
beforeEach(() => {
  clicked = [];
  // jsdom has no object URLs and does not navigate on a click: record what would be downloaded.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip-1'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  authStore.reset();
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Slet konto' }));
  return screen.findByRole('dialog', { name: 'Slet din konto' });
}
const typePassword = (value: string) => fireEvent.change(screen.getByLabelText(/Dit kodeord/), { target: { value } });
const confirm = () => screen.getByRole('button', { name: 'Slet min konto' });

describe("'Dine data' on the account page", () => {
  it('downloads the ZIP with the Bearer token under the name the server gives it', async () => {
    logIn('STUDENT');
    const fetchMock = mockApi(
      onExport(),
      on(userPath, () => ({ data: userOf('STUDENT') })),
    );
    renderAccount('/account/data');
    fireEvent.click(await screen.findByRole('button', { name: 'Download dine data' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:zip-1', download: 'studiekraft-data-2026-11-25.zip' }]));
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/export'));
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer access-1');
  });

  it('says so in Danish when the download fails or is rate-limited', async () => {
    logIn('CUSTOMER');
    mockApi(onExport(429));
    renderAccount('/account/data');
    fireEvent.click(await screen.findByRole('button', { name: 'Download dine data' }));
    // onExport's 429 has no Retry-After: the limit is still named, without a time.
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Vent lidt, og prøv igen.')).toBeTruthy();
    expect(clicked).toEqual([]);
  });

  it('explains what is deleted and kept, and sends nothing until the password is typed and the checkbox ticked', async () => {
    logIn('CUSTOMER');
    const fetchMock = mockApi();
    renderAccount('/account/data');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('5 år, som bogføringsloven kræver');
    expect(dialog.textContent).toContain('dit navn, din email, dit telefonnummer');
    expect(confirm().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Jeg forstår, at sletningen ikke kan fortrydes.' }));
    fireEvent.click(confirm());
    expect(await screen.findByText('Skriv dit kodeord.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'DELETE', userPath)).toEqual([]);
  });

  it('shows a wrong password on its field and the open-projects refusal in Danish', async () => {
    logIn('CUSTOMER');
    let answer = {
      status: 422,
      body: { message: 'VALIDATION_FAILED', errors: { current_password: ['validation.current_password'] } } as unknown,
    };
    mockApi((url, init) =>
      url.pathname === userPath && init?.method === 'DELETE' ? respond(answer.status, answer.body) : undefined,
    );
    renderAccount('/account/data');
    await openDialog();
    typePassword('forkert');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(confirm());
    expect(await screen.findByText('Kodeordet er forkert.')).toBeTruthy();
    answer = { status: 409, body: { message: 'OPEN_PROJECTS' } };
    fireEvent.click(confirm());
    expect(await screen.findByText('Du har åbne projekter. Luk dem, før du sletter din konto.')).toBeTruthy();
    expect(authStore.getState().session).not.toBeNull();
  });

  it('deletes with the password, then logs out, goes home and says so', async () => {
    logIn('STUDENT');
    const fetchMock = mockApi(
      onMethod('DELETE', userPath, () => ({ data: { id: userId, anonymised: true } })),
      onMethod('POST', '/api/auth/logout', () => ({ ok: true })),
    );
    // With a home page to land on, as in the app.
    const { router } = renderWithRouter(
      [
        { path: '/', element: <p>Forside</p> },
        { path: '/account/:section?', element: <AccountPage /> },
      ],
      '/account/data',
    );
    await openDialog();
    typePassword('mit-kodeord-1');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(confirm());
    expect(await screen.findByText('Din konto er slettet.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'DELETE', userPath)).toEqual([{ password: 'mit-kodeord-1' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Forside')).toBeTruthy();
    expect(authStore.getState().session).toBeNull();
  });

  it('lets employees download but not delete their own account here', async () => {
    logIn('EMPLOYEE');
    mockApi();
    renderAccount('/account/data');
    expect(await screen.findByRole('button', { name: 'Download dine data' })).toBeTruthy();
    expect(screen.getByText('Medarbejderkonti slettes af en anden medarbejder under Medarbejdere.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Slet konto' })).toBeNull();
  });
});

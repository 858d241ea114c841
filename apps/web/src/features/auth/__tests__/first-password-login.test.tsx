import { notifications } from '@mantine/notifications';
import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, onMethod } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { PasswordResetPage } from '../components/password-reset-page.tsx';

const session: LoginResponse = {
  access_token: 'access-1',
  account_type: 'CUSTOMER',
  user_id: 9,
  account: {
    id: 3,
    name: 'Hanne Hurtig',
    phone_number: '40506070',
    slug: null,
    type: 'CUSTOMER',
    address: null,
    city: null,
    postcode: null,
    avatars: { primary: null },
  },
  latest_conversation_id: 12,
};

const routes = [
  { path: '/password/reset', element: <PasswordResetPage /> },
  { path: '/conversations/:id', element: <p>projektets samtale</p> },
];

async function choosePassword(button: string) {
  fireEvent.change(await screen.findByLabelText(/kodeord/i), { target: { value: 'hurtig-kode-1' } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('choosing the first password after a quick registration (issue 34, item 6)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    authStore.reset();
    notifications.clean();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('logs in with the session the answer carries and goes on to the project', async () => {
    const sent: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/auth/reset/change', (_url, body) => {
        sent.push(body);
        return { ok: true, session };
      }),
    );
    const { router } = renderWithRouter(routes, '/password/reset?token=welcome-token&welcome=1');
    await choosePassword('Gem kodeord');

    await waitFor(() => expect(router.state.location.pathname).toBe('/conversations/12'));
    expect(await screen.findByText('projektets samtale')).toBeTruthy();
    expect(await screen.findByText('Dit kodeord er gemt, og du er logget ind.')).toBeTruthy();
    expect(sent).toEqual([{ token: 'welcome-token', password: 'hurtig-kode-1' }]);
    expect(authStore.getState().session).toMatchObject({ accessToken: 'access-1', userId: 9, latestConversationId: 12 });
  });

  it('keeps the reset of an existing password as it was: no session, log in by hand', async () => {
    mockApi(onMethod('POST', '/api/auth/reset/change', () => ({ ok: true })));
    const { router } = renderWithRouter(routes, '/password/reset?token=reset-token');
    await choosePassword('Skift kodeord');

    expect(await screen.findByText('Din kode er nu ændret og du kan logge ind med den.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/password/reset');
    expect(authStore.getState().session).toBeNull();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, respond } from '../../../test/fetch-mock.ts';
import { accountOf, logIn, renderAccount, userId, userOf } from './account-fixtures.tsx';

const avatarPath = `/api/users/avatar/${userId}`;
const userRoute = on(`/api/users/${userId}`, () => ({ data: userOf('STUDENT') }));
const savedUser = userOf('STUDENT', {
  avatar: '/api/media/avatars/9.jpg',
  account: { ...accountOf('STUDENT'), avatars: { primary: '/api/media/avatars/9.jpg' } },
});

function stubImageSize(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: () => undefined })),
  );
}

function pick(file: File) {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const image = (type: string, name = 'mig.jpg') => new File([new Uint8Array([1, 2, 3])], name, { type });

/** Answers the upload and keeps what was posted. */
function avatarRoute(status: number, posted: FormData[]) {
  return (url: URL, init?: RequestInit) => {
    if (url.pathname !== avatarPath || init?.method !== 'POST') return undefined;
    posted.push(init.body as FormData);
    return respond(status, status === 200 ? { data: savedUser } : { message: 'INTERNAL' });
  };
}

beforeEach(() => {
  logIn('STUDENT');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  authStore.reset();
  vi.unstubAllGlobals();
});

describe('Avatar section', () => {
  it('refuses a file that is not jpeg or png without uploading', async () => {
    const posted: FormData[] = [];
    mockApi(avatarRoute(200, posted), userRoute);
    stubImageSize(400, 400);
    renderAccount('/account/avatar');
    await screen.findByRole('button', { name: 'Vælg billede' });
    pick(image('image/gif', 'mig.gif'));
    expect(await screen.findByText('Billedet skal være en JPEG- eller PNG-fil.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gem profilbillede' })).toBeNull();
    expect(posted).toHaveLength(0);
  });

  it('refuses an image smaller than 300x300', async () => {
    mockApi(userRoute);
    stubImageSize(300, 299);
    renderAccount('/account/avatar');
    await screen.findByRole('button', { name: 'Vælg billede' });
    pick(image('image/png', 'lille.png'));
    expect(await screen.findByText('Billedet skal være mindst 300 x 300 pixels.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Gem profilbillede' })).toBeNull();
  });

  it('previews a good image, uploads it as the multipart field avatar and updates the session', async () => {
    const posted: FormData[] = [];
    mockApi(avatarRoute(200, posted), userRoute);
    stubImageSize(300, 300);
    renderAccount('/account/avatar');
    await screen.findByRole('button', { name: 'Vælg billede' });
    const file = image('image/jpeg');
    pick(file);
    expect(await screen.findByRole('img', { name: 'Forhåndsvisning af dit nye profilbillede' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gem profilbillede' }));
    expect(
      await screen.findByText('Dit profilbillede er gemt. Det kan tage et øjeblik, før det vises alle steder.'),
    ).toBeTruthy();
    const sent = posted[0]?.get('avatar');
    expect(sent).toBeInstanceOf(File);
    expect(sent instanceof File && sent.name).toBe('mig.jpg');
    await waitFor(() => expect(authStore.getState().session?.account.avatars.primary).toBe('/api/media/avatars/9.jpg'));
  });

  it('shows the failure text when the upload fails', async () => {
    mockApi(avatarRoute(500, []), userRoute);
    stubImageSize(800, 600);
    renderAccount('/account/avatar');
    await screen.findByRole('button', { name: 'Vælg billede' });
    pick(image('image/png', 'mig.png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Gem profilbillede' }));
    expect(await screen.findByText('Vi kunne ikke gemme dit profilbillede. Prøv venligst igen.')).toBeTruthy();
  });
});

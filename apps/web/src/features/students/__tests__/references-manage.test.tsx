import type { AccountType } from '@studiekraft/shared/constants/account-types';
import type { Reference } from '@studiekraft/shared/schemas/students';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, respond } from '../../../test/fetch-mock.ts';
import { studentRow } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { StudentProfilePage } from '../components/student-profile-page.tsx';

const routes = [{ path: '/students/:slug', element: <StudentProfilePage /> }];
const studentId = 7;

const referenceOf = (id: number, extra: Partial<Reference> = {}): Reference => ({
  id,
  title: `Reference ${id}`,
  text: 'Et logo til en bager.',
  link: null,
  image: { url: `/api/media/references/${id}.webp` },
  ...extra,
});

function logIn(type: AccountType, accountId: number) {
  authStore.setSession({
    access_token: 'token',
    account_type: type,
    user_id: 100 + accountId,
    latest_conversation_id: null,
    account: {
      id: accountId,
      name: 'Person',
      phone_number: null,
      slug: null,
      type,
      address: null,
      city: null,
      postcode: null,
      avatars: { primary: null },
    },
  });
}

interface Posted {
  method: string;
  path: string;
  body: FormData | undefined;
}

/** The profile with `references`; writes answer with `writeStatus` and `writeBody` and are kept in `posted`. */
function serve(references: Reference[], posted: Posted[] = [], writeStatus = 200, writeBody: unknown = null) {
  return mockApi(
    on('/api/students/slug/anna-holm', () => ({ data: studentRow(studentId, 'Anna Holm') })),
    on(`/api/students/${studentId}/ratings/score`, () => ({ data: { average: null, count: 0 } })),
    (url, init) => {
      const method = init?.method ?? 'GET';
      if (!url.pathname.startsWith(`/api/students/${studentId}/references`) || method === 'GET') return undefined;
      posted.push({ method, path: url.pathname, body: init?.body as FormData | undefined });
      return respond(writeStatus, writeBody ?? { data: referenceOf(99) });
    },
    on(`/api/students/${studentId}/references`, () => ({ rows: references, total: references.length })),
  );
}

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

const png = () => new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' });

async function openAddForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Tilføj reference' }));
  return screen.findByRole('dialog', { name: 'Tilføj reference' });
}

describe('managing references on the student profile', () => {
  beforeEach(() => {
    authStore.reset();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows add, edit and delete to the owner only, not to another student or a visitor', async () => {
    serve([referenceOf(1)]);
    logIn('STUDENT', studentId);
    const owner = renderWithRouter(routes, '/students/anna-holm');
    expect(await screen.findByRole('button', { name: 'Tilføj reference' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redigér referencen Reference 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Slet referencen Reference 1' })).toBeTruthy();
    owner.unmount();

    logIn('STUDENT', 8);
    const other = renderWithRouter(routes, '/students/anna-holm');
    expect(await screen.findByRole('heading', { name: 'Reference 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tilføj reference' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Slet referencen Reference 1' })).toBeNull();
    other.unmount();

    authStore.reset();
    renderWithRouter(routes, '/students/anna-holm');
    expect(await screen.findByRole('heading', { name: 'Reference 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Redigér referencen Reference 1' })).toBeNull();
  });

  it('lets an employee edit and delete but offers no add once there are 6', async () => {
    serve(Array.from({ length: 6 }, (_, i) => referenceOf(i + 1)));
    logIn('EMPLOYEE', 50);
    renderWithRouter(routes, '/students/anna-holm');
    expect(await screen.findByRole('button', { name: 'Redigér referencen Reference 6' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tilføj reference' })).toBeNull();
  });

  it('checks the form before sending: required link when the switch is on, and the image size', async () => {
    const posted: Posted[] = [];
    serve([], posted);
    logIn('STUDENT', studentId);
    renderWithRouter(routes, '/students/anna-holm');
    const dialog = await openAddForm();
    fireEvent.change(within(dialog).getByLabelText(/Titel/), { target: { value: 'Logo' } });
    fireEvent.change(within(dialog).getByLabelText(/Tekst/), { target: { value: 'Et logo til en bager.' } });
    fireEvent.click(within(dialog).getByLabelText('Tilføj et link'));
    stubImageSize(599, 800);
    pick(png());
    expect(await within(dialog).findByText('Billedet skal mindst være 600 pixels høj og 600 pixels bred.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Skriv linket, eller slå linket fra.')).toBeTruthy();
    expect(within(dialog).getByText('Vælg et billede.')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('puts the server’s field errors on their fields and keeps what was typed, and sends the form as multipart', async () => {
    const posted: Posted[] = [];
    serve([], posted, 422, {
      message: 'VALIDATION_FAILED',
      errors: { image: ['validation.dimensions_max'], link: ['validation.format'] },
    });
    logIn('STUDENT', studentId);
    renderWithRouter(routes, '/students/anna-holm');
    const dialog = await openAddForm();
    fireEvent.change(within(dialog).getByLabelText(/Titel/), { target: { value: 'Logo til bageriet' } });
    fireEvent.change(within(dialog).getByLabelText(/Tekst/), { target: { value: 'Et logo og et skilt.' } });
    fireEvent.click(within(dialog).getByLabelText('Tilføj et link'));
    fireEvent.change(within(dialog).getByLabelText(/^Link/), { target: { value: 'https://bageriet.dk' } });
    stubImageSize(800, 800);
    pick(png());
    expect(await within(dialog).findByAltText('Forhåndsvisning af billedet')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));

    expect(await within(dialog).findByText('Billedet må højest være 1500 pixels høj og 1500 pixels bred.')).toBeTruthy();
    expect(within(dialog).getByText('Linket skal være en webadresse, der starter med http:// eller https://.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Titel/) as HTMLInputElement).value).toBe('Logo til bageriet');
    expect((within(dialog).getByLabelText(/^Link/) as HTMLInputElement).value).toBe('https://bageriet.dk');

    const sent = posted[0];
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe(`/api/students/${studentId}/references`);
    expect(sent?.body?.get('title')).toBe('Logo til bageriet');
    expect(sent?.body?.get('has_link')).toBe('true');
    expect(sent?.body?.get('link')).toBe('https://bageriet.dk');
    expect((sent?.body?.get('image') as File | undefined)?.name).toBe('logo.png');
    expect(sent?.body?.has('_method')).toBe(false);
  });

  it('sends an edit as POST with _method=PUT, without an image when none was chosen', async () => {
    const posted: Posted[] = [];
    serve([referenceOf(3, { link: 'https://gammel.dk' })], posted);
    logIn('STUDENT', studentId);
    renderWithRouter(routes, '/students/anna-holm');
    fireEvent.click(await screen.findByRole('button', { name: 'Redigér referencen Reference 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigér reference' });
    expect((within(dialog).getByLabelText(/^Link/) as HTMLInputElement).value).toBe('https://gammel.dk');
    fireEvent.change(within(dialog).getByLabelText(/Titel/), { target: { value: 'Nyt navn' } });
    fireEvent.click(within(dialog).getByLabelText('Tilføj et link'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = posted[0];
    expect(sent?.path).toBe(`/api/students/${studentId}/references/3`);
    expect(sent?.body?.get('_method')).toBe('PUT');
    expect(sent?.body?.get('title')).toBe('Nyt navn');
    expect(sent?.body?.get('has_link')).toBe('false');
    expect(sent?.body?.get('link')).toBe('');
    expect(sent?.body?.has('image')).toBe(false);
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    const posted: Posted[] = [];
    serve([referenceOf(4)], posted);
    logIn('EMPLOYEE', 50);
    renderWithRouter(routes, '/students/anna-holm');
    fireEvent.click(await screen.findByRole('button', { name: 'Slet referencen Reference 4' }));
    let dialog = await screen.findByRole('dialog', { name: 'Slet reference' });
    expect(within(dialog).getByText(/Vil du slette referencen »Reference 4«/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annullér' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Slet referencen Reference 4' }));
    dialog = await screen.findByRole('dialog', { name: 'Slet reference' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ method: 'DELETE', path: `/api/students/${studentId}/references/4` });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

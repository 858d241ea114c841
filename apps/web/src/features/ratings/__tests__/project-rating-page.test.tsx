import type { ProjectRating } from '@studiekraft/shared/schemas/ratings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, respond } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ProjectRatingPage } from '../components/project-rating-page.tsx';
import { RatingPrompt } from '../components/rating-prompt.tsx';

const base: ProjectRating = {
  project: { id: 40, name: 'Logo til bageriet', finalized: true },
  student: { id: 7, name: 'Anna Holm', slug: 'anna-holm' },
  rating: null,
  editable_until: null,
  can_create: true,
  can_edit: false,
};
const savedRating = {
  id: 5,
  title: 'Flot logo',
  score: 4,
  name: 'Karen Kunde',
  position: null,
  body: 'Anna var hurtig og lyttede.',
  created_at: '2026-11-20T10:00:00.000Z',
};
const saved: ProjectRating = {
  ...base,
  rating: savedRating,
  editable_until: '2026-12-04T10:00:00.000Z',
  can_create: false,
  can_edit: true,
};

function setup(initial: ProjectRating, write?: (method: string, body: unknown) => Promise<Response>) {
  const writes: { method: string; body: unknown }[] = [];
  mockApi(
    (url, init) => {
      if (url.pathname !== '/api/projects/40/rating' || !init?.method || init.method === 'GET') return undefined;
      const body = JSON.parse(String(init.body));
      writes.push({ method: init.method, body });
      return write ? write(init.method, body) : respond(init.method === 'POST' ? 201 : 200, { data: saved });
    },
    on('/api/projects/40/rating', () => ({ data: initial })),
  );
  renderWithRouter([{ path: '/projects/:id/rating', element: <ProjectRatingPage /> }], '/projects/40/rating');
  return { writes };
}

const field = (name: RegExp) => screen.findByRole('textbox', { name });
const type = async (name: RegExp, value: string) => fireEvent.change(await field(name), { target: { value } });
const submit = async (name = 'Gem bedømmelse') => fireEvent.click(await screen.findByRole('button', { name }));

async function fillIn() {
  await type(/Overskrift/, 'Flot logo');
  fireEvent.keyDown(await screen.findByRole('radio', { name: '4 af 5 stjerner' }), { key: ' ' });
  await type(/Din udtalelse/, 'Anna var hurtig og lyttede.');
}

describe('the rating page of a finalized project', () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('CUSTOMER');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the student, suggests the customer\u2019s name and says in Danish what is missing', async () => {
    const { writes } = setup(base);
    expect(await screen.findByRole('heading', { name: 'Giv Anna Holm en bedømmelse' })).toBeTruthy();
    expect(((await field(/Dit navn/)) as HTMLInputElement).value).toBe('Karen Kunde');
    await type(/Dit navn/, '');
    await submit();
    const form = within(await screen.findByRole('form', { name: 'Bedømmelse' }));
    expect(await form.findAllByText('Feltet skal udfyldes.')).toHaveLength(3);
    expect(form.getByText('Vælg mellem 1 og 5 stjerner.')).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it('lets the score be chosen from the keyboard: five radio stars, Enter picks one', async () => {
    setup(base);
    const group = await screen.findByRole('radiogroup', { name: /Bedømmelse/ });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      'Ingen stjerner',
      '1 af 5 stjerner',
      '2 af 5 stjerner',
      '3 af 5 stjerner',
      '4 af 5 stjerner',
      '5 af 5 stjerner',
    ]);
    const third = within(group).getByRole('radio', { name: '3 af 5 stjerner' }) as HTMLInputElement;
    third.focus();
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Enter' });
    await waitFor(() => expect(third.checked).toBe(true));
    // A click on the visible star (its label) chooses as well.
    const fifth = within(group).getByRole('radio', { name: '5 af 5 stjerner' });
    const label = document.querySelector(`label[for="${fifth.id}"]`);
    if (!label) throw new Error('no label for the fifth star');
    fireEvent.click(label);
    await waitFor(() => expect((fifth as HTMLInputElement).checked).toBe(true));
  });

  it('posts the rating, then shows it with the profile link', async () => {
    const { writes } = setup(base);
    await fillIn();
    await type(/Stilling/, '  ');
    await submit();
    expect(await screen.findByText('Tak! Din bedømmelse er gemt og vises nu på profilen.')).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'POST',
        body: { title: 'Flot logo', score: 4, name: 'Karen Kunde', position: null, body: 'Anna var hurtig og lyttede.' },
      },
    ]);
    expect(screen.getByText('Flot logo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se Anna Holms profil' }).getAttribute('href')).toBe('/students/anna-holm');
    expect(screen.getByText(/Du kan rette din bedømmelse indtil 04-12-2026/)).toBeTruthy();
  });

  it('puts a field error from the server on its field and keeps what was typed', async () => {
    setup(base, () => respond(422, { message: 'VALIDATION_FAILED', errors: { body: ['validation.required'] } }));
    await fillIn();
    await submit();
    const body = await field(/Din udtalelse/);
    await waitFor(() => expect(body.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Feltet skal udfyldes.')).toBeTruthy();
    expect((body as HTMLTextAreaElement).value).toBe('Anna var hurtig og lyttede.');
    expect(((await field(/Overskrift/)) as HTMLInputElement).value).toBe('Flot logo');
    expect((screen.getByRole('radio', { name: '4 af 5 stjerner' }) as HTMLInputElement).checked).toBe(true);
  });

  it('edits an editable rating with PUT, and explains in Danish when the 14 days have passed', async () => {
    const { writes } = setup(saved, () => respond(409, { message: 'RATING_NOT_EDITABLE' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger bedømmelse' }));
    expect(((await field(/Overskrift/)) as HTMLInputElement).value).toBe('Flot logo');
    await type(/Overskrift/, 'Rigtig flot logo');
    await submit('Gem ændringer');
    expect(await screen.findByText('De 14 dage, hvor bedømmelsen kan rettes, er gået.')).toBeTruthy();
    expect(writes[0]?.method).toBe('PUT');
    expect(((await field(/Overskrift/)) as HTMLInputElement).value).toBe('Rigtig flot logo');
  });

  it('shows a rating that can no longer be changed without an edit button', async () => {
    setup({ ...saved, can_edit: false });
    expect(await screen.findByText('Bedømmelsen kan ikke længere rettes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rediger bedømmelse' })).toBeNull();
  });

  it('tells another user that only the project\u2019s customer may rate it', async () => {
    mockApi(on('/api/projects/40/rating', () => ({ message: 'FORBIDDEN' }), 403));
    renderWithRouter([{ path: '/projects/:id/rating', element: <ProjectRatingPage /> }], '/projects/40/rating');
    expect(await screen.findByText('Kun kunden på projektet kan give en bedømmelse.')).toBeTruthy();
  });
});

describe('the rating prompt in the conversation', () => {
  beforeEach(() => logInAs('CUSTOMER'));
  afterEach(() => vi.unstubAllGlobals());

  const renderPrompt = (data: ProjectRating) => {
    mockApi(on('/api/projects/40/rating', () => ({ data })));
    return renderWithRouter([{ path: '*', element: <RatingPrompt projectId={40} /> }], '/conversations/33');
  };

  it('asks for a rating and leads to the form', async () => {
    renderPrompt(base);
    const link = await screen.findByRole('link', { name: 'Giv en bedømmelse' });
    expect(link.getAttribute('href')).toBe('/projects/40/rating');
  });

  it('offers to edit while the rating is editable, and nothing once it stands', async () => {
    const first = renderPrompt(saved);
    expect((await screen.findByRole('link', { name: 'Rediger bedømmelse' })).getAttribute('href')).toBe('/projects/40/rating');
    first.unmount();
    vi.unstubAllGlobals();
    const { queryClient } = renderPrompt({ ...saved, can_edit: false });
    await waitFor(() => expect(queryClient.getQueryData(['projects', 40, 'rating'])).toBeTruthy());
    expect(screen.queryByTestId('rating-prompt')).toBeNull();
  });
});

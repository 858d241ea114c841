import type { OwnTestimonial } from '@studiekraft/shared/schemas/testimonials';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, respond } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { OwnTestimonialsSection } from '../components/own-testimonials-section.tsx';

const waiting: OwnTestimonial = {
  id: 8,
  score: 4,
  title: 'Hurtig hjælp',
  body: 'Den studerende lavede vores logo på en uge.',
  name: 'Karen Kunde',
  position: null,
  company: null,
  approved: false,
  created_at: '2026-11-20T10:00:00.000Z',
};
const shown: OwnTestimonial = { ...waiting, id: 9, title: 'Styr på bilagene', approved: true };

interface Calls {
  posts: unknown[];
  deletes: string[];
}

function setup(options: { post?: (body: unknown) => Promise<Response>; initial?: OwnTestimonial[] } = {}) {
  const calls: Calls = { posts: [], deletes: [] };
  let own = [...(options.initial ?? [waiting, shown])];
  mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/testimonials/mine' && method === 'GET') return respond(200, { data: own });
    if (url.pathname === '/api/testimonials' && method === 'POST') {
      const body = JSON.parse(String(init?.body));
      calls.posts.push(body);
      if (options.post) return options.post(body);
      const created = { ...waiting, ...body, id: 20, approved: false };
      own = [created, ...own];
      return respond(201, { data: created });
    }
    if (method === 'DELETE' && url.pathname.startsWith('/api/testimonials/')) {
      calls.deletes.push(url.pathname);
      own = own.filter((row) => `/api/testimonials/${row.id}` !== url.pathname);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return undefined;
  });
  renderWithRouter(
    [{ path: '/account/testimonials', element: <OwnTestimonialsSection suggested={{ name: 'Karen Kunde', company: '' }} /> }],
    '/account/testimonials',
  );
  return calls;
}

const type = async (name: RegExp, value: string) =>
  fireEvent.change(await screen.findByRole('textbox', { name }), { target: { value } });

async function fillIn() {
  fireEvent.keyDown(await screen.findByRole('radio', { name: '5 af 5 stjerner' }), { key: ' ' });
  await type(/Overskrift/, 'Et logo, vi er glade for');
  await type(/Din udtalelse/, 'Vi fik et udkast og to rettelser, og resultatet hænger nu på døren.');
  await type(/Virksomhed/, 'Frisør Lokkerne');
}

// Typing into a Mantine form in jsdom takes seconds on a busy 2-core machine.
describe("the customer's testimonials", { timeout: 20_000 }, () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('CUSTOMER');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists their own with the Danish status of each', async () => {
    setup();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Afventer godkendelse')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Godkendt')).toBeTruthy();
  });

  it('says in Danish what is missing or too short and sends nothing', async () => {
    const calls = setup();
    await type(/Din udtalelse/, 'For kort.');
    fireEvent.click(await screen.findByRole('button', { name: 'Send udtalelse' }));
    const form = within(await screen.findByRole('form', { name: 'Skriv en udtalelse' }));
    expect(await form.findByText('Vælg mellem 1 og 5 stjerner.')).toBeTruthy();
    expect(form.getByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(form.getByText(/mindst 20 tegn/)).toBeTruthy();
    expect(calls.posts).toEqual([]);
  });

  it('sends the testimonial, thanks the customer, empties the form and lists it as waiting', async () => {
    const calls = setup({ initial: [] });
    expect(await screen.findByText('Du har endnu ikke skrevet en udtalelse.')).toBeTruthy();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send udtalelse' }));
    expect(await screen.findByText('Tak! Din udtalelse vises på forsiden, når vi har godkendt den.')).toBeTruthy();
    expect(calls.posts).toEqual([
      {
        score: 5,
        title: 'Et logo, vi er glade for',
        body: 'Vi fik et udkast og to rettelser, og resultatet hænger nu på døren.',
        name: 'Karen Kunde',
        position: null,
        company: 'Frisør Lokkerne',
      },
    ]);
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Overskrift/ }) as HTMLInputElement).value).toBe(''));
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Et logo, vi er glade for')).toBeTruthy();
    expect(within(item).getByText('Afventer godkendelse')).toBeTruthy();
  });

  it('explains the limit of three waiting and keeps what was typed', async () => {
    setup({ post: () => respond(422, { message: 'VALIDATION_FAILED', errors: { testimonials: ['validation.max'] } }) });
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send udtalelse' }));
    expect(await screen.findByText(/Du har allerede 3 udtalelser, der afventer godkendelse/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Overskrift/ }) as HTMLInputElement).value).toBe('Et logo, vi er glade for');
  });

  it('deletes one only after the confirmation', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: "Slet udtalelsen 'Hurtig hjælp'" }));
    const dialog = await screen.findByRole('dialog', { name: 'Slet udtalelse' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    expect(calls.deletes).toEqual([]);

    fireEvent.click(await screen.findByRole('button', { name: "Slet udtalelsen 'Hurtig hjælp'" }));
    const again = await screen.findByRole('dialog', { name: 'Slet udtalelse' });
    fireEvent.click(within(again).getByRole('button', { name: 'Slet' }));
    expect(await screen.findByText('Udtalelsen er slettet.')).toBeTruthy();
    expect(calls.deletes).toEqual(['/api/testimonials/8']);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { studentRow } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { StudentProfilePage } from '../components/student-profile-page.tsx';

const routes = [{ path: '/students/:slug', element: <StudentProfilePage /> }];
const longAbout = 'Jeg læser økonomi på AU og hjælper små virksomheder med bogføring, budgetter og Excel-ark. '.repeat(2).trim();
const student = { ...studentRow(7, 'Anna Holm', { short: 'Økonomistuderende' }), about: `<p>${longAbout}</p>` };

function signIn(slug: string | null, type: 'STUDENT' | 'CUSTOMER' = 'STUDENT') {
  authStore.setSession({
    access_token: 'access-1',
    account_type: type,
    user_id: 9,
    latest_conversation_id: null,
    account: {
      id: 7,
      name: 'Anna Holm',
      phone_number: null,
      slug,
      type,
      address: null,
      city: null,
      postcode: null,
      avatars: { primary: null },
    },
  });
}

/** The profile's API, with the PUT answered by `put` (its body recorded). */
function profileApi(put: (body: Record<string, string>) => { status: number; body: unknown }) {
  const sent: Record<string, string>[] = [];
  const current = { ...student };
  mockApi(
    (url, init) => {
      if (url.pathname !== '/api/students/7' || init?.method !== 'PUT') return undefined;
      const body = JSON.parse(String(init.body));
      sent.push(body);
      const answer = put(body);
      if (answer.status === 200) Object.assign(current, answer.body);
      return Promise.resolve(
        new Response(JSON.stringify(answer.status === 200 ? { data: current } : answer.body), {
          status: answer.status,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    },
    on('/api/students/slug/anna-holm', () => ({ data: current })),
    on('/api/students/7/ratings/score', () => ({ data: { average: null, count: 0 } })),
    on('/api/students/7/references', () => ({ rows: [], total: 0 })),
  );
  return sent;
}

const ok = (body: Record<string, string>) => ({ status: 200, body });

describe('the owner edits the profile texts', () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows no editing controls to anyone but the owner', async () => {
    profileApi(ok);
    signIn(null, 'CUSTOMER');
    renderWithRouter(routes, '/students/anna-holm');
    expect(await screen.findByText('Økonomistuderende')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rediger kort tekst' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rediger profiltekst' })).toBeNull();
    expect(screen.queryByText(/kommer snart/)).toBeNull();
  });

  // The field is its own chunk, loaded for the owner only (decision 040): it appears once that has arrived.
  it('saves the short text inline with Enter, and Escape puts the old one back', async () => {
    const sent = profileApi(ok);
    signIn('anna-holm');
    renderWithRouter(routes, '/students/anna-holm');
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger kort tekst' }));
    let field = await screen.findByRole('textbox', { name: 'Kort tekst' });
    fireEvent.change(field, { target: { value: 'Noget helt andet' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.getByText('Økonomistuderende')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rediger kort tekst' }));
    field = await screen.findByRole('textbox', { name: 'Kort tekst' });
    fireEvent.change(field, { target: { value: '  Regnskab og budgetter  ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Regnskab og budgetter')).toBeTruthy();
    expect(sent).toEqual([{ short: 'Regnskab og budgetter' }]);
    expect(screen.queryByRole('textbox', { name: 'Kort tekst' })).toBeNull();
  });

  // Issue 34: the inline field stopped at 50 while the dialog took 75, so a longer text was cut mid-word.
  it('keeps a long short text whole inline, counts it against one limit of 75 and refuses more, never cutting', async () => {
    const saved = 'Økonomistuderende på AU, der hjælper med bogføring, budgetter og Excel'; // 70 characters
    const sent = profileApi(ok);
    signIn('anna-holm');
    renderWithRouter(routes, '/students/anna-holm');
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger kort tekst' }));
    const field = (await screen.findByRole('textbox', { name: 'Kort tekst' })) as HTMLInputElement;
    expect(field.getAttribute('maxlength')).toBeNull();
    fireEvent.change(field, { target: { value: saved } });
    expect(field.value).toBe(saved);
    expect(screen.getByTestId('short-text-count').textContent).toBe('70/75 tegn');

    const tooLong = `${saved} og regnskab`;
    fireEvent.change(field, { target: { value: tooLong } });
    expect(field.value).toBe(tooLong);
    expect(screen.getByTestId('short-text-count').textContent).toBe('82/75 tegn – 7 tegn for mange');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Kort tekst må ikke fylde mere end 75 tegn.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: saved } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(saved)).toBeTruthy();
    expect(sent).toEqual([{ short: saved }]);
  });

  it('says an empty short text must be filled in, and keeps the typed text when the save fails', async () => {
    const sent = profileApi(() => ({ status: 500, body: { message: 'INTERNAL' } }));
    signIn('anna-holm');
    renderWithRouter(routes, '/students/anna-holm');
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger kort tekst' }));
    const field = await screen.findByRole('textbox', { name: 'Kort tekst' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Kort tekst skal udfyldes.')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(field, { target: { value: 'Min nye tekst' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText(/Vi kunne ikke gemme teksten/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Kort tekst' }) as HTMLInputElement).value).toBe('Min nye tekst');
  });

  it('edits both texts in the modal with a live count, Danish errors and the toolbar', async () => {
    const sent = profileApi((body) =>
      body.about?.includes('www.')
        ? { status: 422, body: { message: 'VALIDATION_FAILED', errors: { about: ['validation.no_web_address'] } } }
        : ok(body),
    );
    signIn('anna-holm');
    renderWithRouter(routes, '/students/anna-holm');
    fireEvent.click(await screen.findByRole('button', { name: 'Rediger profiltekst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rediger din profiltekst' });
    const short = within(dialog).getByRole('textbox', { name: /Kort tekst/ });
    const about = within(dialog).getByRole('textbox', { name: /Om mig/ }) as HTMLTextAreaElement;
    expect(short.getAttribute('maxlength')).toBeNull();
    expect(within(dialog).getByTestId('short-text-count').textContent).toBe('17/75 tegn');
    expect(about.value).toBe(longAbout);
    expect(within(dialog).getByText(`${longAbout.length}/1500 tegn (mindst 100)`)).toBeTruthy();

    // Too short once the markup is gone: the toolbar's ** marks do not count.
    fireEvent.change(about, { target: { value: '**Kort**' } });
    expect(within(dialog).getByText('4/1500 tegn (mindst 100)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Om mig skal mindst fylde 100 tegn.')).toBeTruthy();
    expect(sent).toEqual([]);

    // The server's refusal of a web address, in Danish, with the text still there.
    const withAddress = `${longAbout} Se www.example.dk`;
    fireEvent.change(about, { target: { value: withAddress } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Teksten må ikke indeholde webadresser')).toBeTruthy();
    expect(about.value).toBe(withAddress);

    // Bold on a selection, then a save that closes the modal and shows the new text.
    fireEvent.change(about, { target: { value: `${longAbout}\n\nSærligt god til Excel` } });
    const start = about.value.lastIndexOf('Excel');
    about.setSelectionRange(start, start + 'Excel'.length);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fed' }));
    expect(about.value.endsWith('\n\nSærligt god til **Excel**')).toBe(true);
    fireEvent.change(short, { target: { value: 'Økonomi og Excel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.at(-1)).toEqual({
      short: 'Økonomi og Excel',
      about: `<p>${longAbout}</p><p>Særligt god til <strong>Excel</strong></p>`,
    });
    expect(await screen.findByText('Økonomi og Excel')).toBeTruthy();
    expect(screen.getByText('Excel', { selector: 'strong' })).toBeTruthy();
  });
});

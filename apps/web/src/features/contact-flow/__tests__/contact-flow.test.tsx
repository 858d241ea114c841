import { notifications } from '@mantine/notifications';
import { contactPage } from '@studiekraft/shared/content/static-pages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, respond } from '../../../test/fetch-mock.ts';
import { studentRow } from '../../../test/fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ContactButton } from '../../students/components/contact-button.tsx';
import { markContactFlowOpen } from '../open-marker.ts';

const student = studentRow(7, 'Anna Holm');

const account = (type: 'CUSTOMER' | 'STUDENT', name: string) => ({
  id: 3,
  name,
  phone_number: '12345678',
  slug: null,
  type,
  address: null,
  city: null,
  postcode: null,
  avatars: { primary: null },
});

const loginResponse = (type: 'CUSTOMER' | 'STUDENT', name = 'Karen Kunde') => ({
  access_token: 'access-1',
  account_type: type,
  user_id: 9,
  account: account(type, name),
  latest_conversation_id: null,
});

const quickCustomer = {
  id: 12,
  first_name: 'Ny',
  last_name: 'Kunde',
  name: 'Ny Kunde',
  email: 'ny@firma.dk',
  phone_number: '12345678',
  company_name: null,
  vat_number: null,
  vat_verified: false,
  is_company: false,
  address: null,
  city: null,
  postcode: null,
  referral: null,
  newsletter: false,
  is_new_registration: true,
  created_at: '2026-11-15T00:00:00.000Z',
};

const project = { data: { id: 40, conversation_id: 33, name: 'x' } };

// The contact flow promises the reply in the words of /kontakt (content-and-terms.md: 30 seconds).
const replyPromise = 'Vi bestræber os på at svare dig inden for 30 sekunder.';
const newsletterSignUp = 'Tilmeld dig vores nyhedsbrev';

function renderButton() {
  return renderWithRouter(
    [
      { path: '/', element: <ContactButton student={student} /> },
      { path: '/conversations/:id', element: <p>samtalen</p> },
    ],
    '/',
  );
}

async function openFlow() {
  fireEvent.click(screen.getByRole('button', { name: 'Kontakt Anna Holm' }));
  return within(await screen.findByRole('dialog', { name: 'Kontakt Anna Holm' }));
}

async function chooseSkill(dialog: ReturnType<typeof within>, name: string) {
  fireEvent.click(dialog.getByRole('combobox', { name: /Kompetence/ }));
  // jsdom has no layout, so the dropdown's hide-when-detached check hides it inside the modal's scroll area.
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

async function fillProjectStep(dialog: ReturnType<typeof within>) {
  await chooseSkill(dialog, 'Regnskab');
  fireEvent.change(dialog.getByLabelText(/^Besked/), { target: { value: 'Hjælp med årsregnskabet' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Næste' }));
  await dialog.findByRole('heading', { name: /Trin 2 af 3/ });
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => init as RequestInit);

function loginAsCustomer() {
  authStore.setSession(loginResponse('CUSTOMER'));
}

describe('contact flow', { timeout: 20_000 }, () => {
  beforeEach(() => {
    authStore.reset();
    // Toasts live in a module-level store that outlasts each test's render.
    notifications.clean();
    window.sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('names the project after the skill and month until the user edits the name', async () => {
    mockApi();
    renderButton();
    const dialog = await openFlow();
    const name = dialog.getByLabelText(/^Projektnavn/) as HTMLInputElement;

    await chooseSkill(dialog, 'Regnskab');
    expect(name.value).toBe('Regnskab november 2026');
    await chooseSkill(dialog, 'Simpel hjemmeside');
    expect(name.value).toBe('Simpel hjemmeside november 2026');

    fireEvent.change(name, { target: { value: 'Mit eget navn' } });
    await chooseSkill(dialog, 'Regnskab');
    expect(name.value).toBe('Mit eget navn');
  });

  it('says fields are missing when Next is pressed on an incomplete first step', async () => {
    mockApi();
    renderButton();
    const dialog = await openFlow();
    fireEvent.click(dialog.getByRole('button', { name: 'Næste' }));
    expect(await dialog.findByText('Du mangler at udfylde et eller flere felter.')).toBeTruthy();
    expect(dialog.getByLabelText(/^Besked/).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.queryByRole('tab', { name: 'Opret' })).toBeNull();
  });

  it('needs a login or registration before the review', async () => {
    mockApi();
    renderButton();
    const dialog = await openFlow();
    await fillProjectStep(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Næste' }));
    expect(await dialog.findByText('Du skal logge ind eller oprette dig for at fortsætte.')).toBeTruthy();
    expect(dialog.queryByRole('checkbox')).toBeNull();
  });

  it('refuses a login that is not a customer and logs it out again', async () => {
    const fetchMock = mockApi(
      on('/api/auth/login', () => loginResponse('STUDENT', 'Stud')),
      on('/api/auth/logout', () => ({ ok: true })),
    );
    renderButton();
    const dialog = await openFlow();
    await fillProjectStep(dialog);
    fireEvent.click(dialog.getByRole('tab', { name: 'Log ind' }));
    fireEvent.change(await dialog.findByLabelText(/^Email/), { target: { value: 'stud@example.dk' } });
    fireEvent.change(dialog.getByLabelText(/^Kodeord/), { target: { value: 'hemmeligt' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Log ind' }));

    expect(
      await screen.findByText('Du kan ikke logge ind med denne bruger, hvis du vil udføre den nuværende handling.'),
    ).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/api/auth/logout')).toHaveLength(1));
    expect(authStore.getState().session).toBeNull();
    expect(dialog.getByRole('tab', { name: 'Log ind' })).toBeTruthy();
  });

  it('requires the terms, sends once with the Bearer token and opens the conversation', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((input: string) => {
      if (input === '/api/projects') return new Promise<Response>((resolve) => (answer = resolve));
      if (input === '/api/users/9') return respond(200, { data: { id: 9, email: 'karen@firma.dk' } });
      return respond(404, { message: 'NOT_FOUND' });
    });
    vi.stubGlobal('fetch', fetchMock);
    loginAsCustomer();
    const { router } = renderButton();
    const dialog = await openFlow();
    expect(dialog.queryByText(replyPromise)).toBeNull();
    await fillProjectStep(dialog);
    expect(await dialog.findByText('Du er logget ind som Karen Kunde')).toBeTruthy();
    expect(await dialog.findByText('karen@firma.dk')).toBeTruthy();
    expect(dialog.queryByText(replyPromise)).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Næste' }));

    const send = await dialog.findByRole('button', { name: 'Send' });
    expect(dialog.getByTestId('reply-promise').textContent).toBe(replyPromise);
    expect(contactPage.replyPromise).toBe(replyPromise);
    // The newsletter is offered once the contact is sent, not while it is being reviewed.
    expect(dialog.queryByRole('heading', { name: newsletterSignUp })).toBeNull();
    fireEvent.click(send);
    expect(await dialog.findByText('Du mangler at acceptere vores betingelser for nye projekter')).toBeTruthy();
    const termsLink = dialog.getByRole('link', { name: /betingelserne for nye projekter/ });
    expect(termsLink.getAttribute('href')).toBe('/betingelser');
    expect(termsLink.getAttribute('target')).toBe('_blank');

    fireEvent.click(dialog.getByRole('checkbox', { name: /Jeg accepterer/ }));
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/projects')).toHaveLength(1));
    answer(new Response(JSON.stringify(project), { status: 201, headers: { 'Content-Type': 'application/json' } }));

    expect(await screen.findByText('Vi har oprettet dit projekt og sendt beskeden afsted.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/conversations/33'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/projects') as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Regnskab november 2026',
      message: 'Hjælp med årsregnskabet',
      skill_id: 10,
      student_id: 7,
      customer_id: 3,
    });
    expect(window.sessionStorage.getItem('studiekraft.contact-draft.7')).toBeNull();
  });

  it('registers quickly and sends with the project token instead of a login', async () => {
    const fetchMock = mockApi(
      on('/api/customers/quick', () => ({ data: quickCustomer, project_token: 'project-token-1' }), 201),
      on('/api/projects', () => project, 201),
    );
    renderButton();
    const dialog = await openFlow();
    await fillProjectStep(dialog);
    fireEvent.change(dialog.getByLabelText(/^Navn/), { target: { value: 'Ny Kunde' } });
    fireEvent.change(dialog.getByLabelText(/^Telefonnummer/), { target: { value: '12345678' } });
    fireEvent.change(dialog.getByLabelText(/^Email/), { target: { value: 'Ny@Firma.dk' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Opret og fortsæt' }));

    fireEvent.click(await dialog.findByRole('checkbox', { name: /Jeg accepterer/ }));
    expect(dialog.getByText('Ny Kunde, ny@firma.dk')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByRole('heading', { name: 'Tjek din email' })).toBeTruthy();
    expect(await screen.findByText('Vi har oprettet dit projekt og sendt beskeden afsted.')).toBeTruthy();
    expect(dialog.getByTestId('reply-promise').textContent).toBe(replyPromise);
    expect(dialog.getByRole('heading', { level: 4, name: newsletterSignUp })).toBeTruthy();
    expect(await dialog.findByRole('form', { name: newsletterSignUp })).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/customers/quick')[0]?.body))).toEqual({
      name: 'Ny Kunde',
      phone_number: '12345678',
      email: 'ny@firma.dk',
    });
    const sent = callsTo(fetchMock, '/api/projects');
    expect(sent).toHaveLength(1);
    const headers = sent[0]?.headers as Record<string, string>;
    expect(headers['x-project-token']).toBe('project-token-1');
    expect(headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(sent[0]?.body))).toMatchObject({ customer_id: 12, student_id: 7, skill_id: 10 });
    expect(window.sessionStorage.getItem('studiekraft.contact-draft.7')).toBeNull();
  });

  it('points a taken e-mail to the Log in tab with the address filled in', async () => {
    mockApi(on('/api/customers/quick', () => ({ message: 'VALIDATION_FAILED', errors: { email: ['validation.unique'] } }), 422));
    renderButton();
    const dialog = await openFlow();
    await fillProjectStep(dialog);
    fireEvent.change(dialog.getByLabelText(/^Navn/), { target: { value: 'Karen' } });
    fireEvent.change(dialog.getByLabelText(/^Telefonnummer/), { target: { value: '12345678' } });
    fireEvent.change(dialog.getByLabelText(/^Email/), { target: { value: 'karen@firma.dk' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Opret og fortsæt' }));

    expect(await dialog.findByText('Denne email er allerede registeret i vores system.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Gå til Log ind' }));
    await waitFor(() => expect(dialog.getByRole('tab', { name: 'Log ind' }).getAttribute('aria-selected')).toBe('true'));
    expect((dialog.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('karen@firma.dk');
  });

  it('keeps the failure text and the draft when the send fails', async () => {
    loginAsCustomer();
    mockApi(
      on('/api/users/9', () => ({ data: { id: 9, email: 'karen@firma.dk' } })),
      on('/api/projects', () => ({ message: 'INTERNAL' }), 500),
    );
    renderButton();
    const dialog = await openFlow();
    await fillProjectStep(dialog);
    fireEvent.click(await dialog.findByRole('button', { name: 'Næste' }));
    fireEvent.click(await dialog.findByRole('checkbox', { name: /Jeg accepterer/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Noget gik galt.')).toBeTruthy();
    expect(window.sessionStorage.getItem('studiekraft.contact-draft.7')).toContain('Hjælp med årsregnskabet');
  });

  it('keeps the draft in sessionStorage across a remount and reopens a flow left open by a reload', async () => {
    mockApi();
    const first = renderButton();
    const dialog = await openFlow();
    fireEvent.change(dialog.getByLabelText(/^Projektnavn/), { target: { value: 'Årsregnskab' } });
    await fillProjectStep(dialog);
    first.unmount();

    // A reload leaves the open marker behind (no React cleanup runs); an unmount inside the app clears it.
    markContactFlowOpen(7);
    renderButton();
    const again = within(await screen.findByRole('dialog', { name: 'Kontakt Anna Holm' }));
    expect(again.getByRole('tab', { name: 'Opret' })).toBeTruthy();
    fireEvent.click(again.getByRole('button', { name: 'Tilbage' }));
    expect((again.getByLabelText(/^Projektnavn/) as HTMLInputElement).value).toBe('Årsregnskab');
    expect((again.getByLabelText(/^Besked/) as HTMLTextAreaElement).value).toBe('Hjælp med årsregnskabet');
  });

  it('lets a logged-in customer log out inside the flow and stay in it', async () => {
    loginAsCustomer();
    const fetchMock = mockApi(
      on('/api/users/9', () => ({ data: { id: 9, email: 'karen@firma.dk' } })),
      on('/api/auth/logout', () => ({ ok: true })),
    );
    const { router } = renderButton();
    const dialog = await openFlow();
    await fillProjectStep(dialog);
    fireEvent.click(await dialog.findByRole('button', { name: 'Log ud' }));
    expect(await dialog.findByRole('tab', { name: 'Opret' })).toBeTruthy();
    expect(authStore.getState().session).toBeNull();
    expect(callsTo(fetchMock, '/api/auth/logout')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('is not shown to students', () => {
    authStore.setSession(loginResponse('STUDENT', 'Stud'));
    mockApi();
    renderButton();
    expect(screen.queryByRole('button', { name: 'Kontakt Anna Holm' })).toBeNull();
  });
});

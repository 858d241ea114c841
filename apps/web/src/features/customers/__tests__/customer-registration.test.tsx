import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onLimited, respond } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { CustomerRegistrationPage } from '../components/customer-registration-page.tsx';

const customer = {
  id: 5,
  first_name: 'Mette',
  last_name: 'Holm',
  name: 'Mette Holm',
  email: 'mette@firma.dk',
  phone_number: '12345678',
  company_name: null,
  vat_number: null,
  vat_verified: false,
  is_company: false,
  address: 'Vestergade 1',
  city: 'Aarhus',
  postcode: '8000',
  referral: null,
  newsletter: false,
  is_new_registration: false,
  created_at: '2026-11-01T00:00:00.000Z',
};

function renderPage() {
  return renderWithRouter([{ path: '/customers/register', element: <CustomerRegistrationPage /> }], '/customers/register');
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const createButton = () => screen.getByRole('button', { name: 'Opret' }) as HTMLButtonElement;

function fillValid() {
  type(/^Fornavn/, 'Mette');
  type(/^Efternavn/, 'Holm');
  type(/^Telefonnummer/, '12345678');
  type(/^Email/, 'Mette@Firma.dk');
  type(/^Kodeord/, 'hemmeligt-1');
  type(/^Postnummer/, '8000');
  type(/^By/, 'Aarhus');
  type(/^Adresse/, 'Vestergade 1');
}

function registrationBodies(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/customers')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

async function chooseReferral(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /Hvor har du hørt om os\?/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('CustomerRegistrationPage', { timeout: 20_000 }, () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows translated field errors on blur and disables Create while they are shown', async () => {
    const fetchMock = mockApi();
    renderPage();
    expect(createButton().disabled).toBe(false);

    fireEvent.blur(field(/^Fornavn/));
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(createButton().disabled).toBe(true);

    type(/^Telefonnummer/, '1234');
    fireEvent.blur(field(/^Telefonnummer/));
    expect(await screen.findByText('Skal være mindst 8 tegn.')).toBeTruthy();

    type(/^Kodeord/, 'med mellemrum');
    fireEvent.blur(field(/^Kodeord/));
    expect(await screen.findByText('Kodeordet må kun indeholde bogstaver, tal, bindestreger og understreger.')).toBeTruthy();

    type(/^Fornavn/, 'Mette');
    type(/^Telefonnummer/, '12345678');
    type(/^Kodeord/, 'hemmeligt-1');
    await waitFor(() => expect(createButton().disabled).toBe(false));
    expect(registrationBodies(fetchMock)).toEqual([]);
  });

  it('validates every field on Create without calling the API', async () => {
    const fetchMock = mockApi();
    renderPage();
    fireEvent.click(createButton());
    expect((await screen.findAllByText('Feltet skal udfyldes.')).length).toBeGreaterThanOrEqual(7);
    expect(createButton().disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requires the free text for referral 'other' and sends it as 'other: <text>'", async () => {
    const fetchMock = mockApi(on('/api/customers', () => ({ data: customer }), 201));
    renderPage();
    fillValid();
    await chooseReferral('Andet');
    const other = await screen.findByLabelText(/Fortæl os, hvor du har hørt om os/);

    fireEvent.click(createButton());
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(registrationBodies(fetchMock)).toEqual([]);

    fireEvent.change(other, { target: { value: 'En messe' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /nyhedsbrev/ }));
    fireEvent.click(createButton());

    expect(await screen.findByRole('heading', { name: /Velkommen til/ })).toBeTruthy();
    expect(screen.getByText('Vi har sendt en email til mette@firma.dk.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til forsiden' }).getAttribute('href')).toBe('/');
    expect(registrationBodies(fetchMock)).toEqual([
      {
        first_name: 'Mette',
        last_name: 'Holm',
        phone_number: '12345678',
        email: 'mette@firma.dk',
        password: 'hemmeligt-1',
        company_name: '',
        postcode: '8000',
        city: 'Aarhus',
        address: 'Vestergade 1',
        newsletter: true,
        referral: 'other: En messe',
      },
    ]);
  });

  it('sends a chosen referral value as it is', async () => {
    const fetchMock = mockApi(on('/api/customers', () => ({ data: customer }), 201));
    renderPage();
    fillValid();
    await chooseReferral('En ven');
    fireEvent.click(createButton());
    await screen.findByRole('heading', { name: /Velkommen til/ });
    expect(registrationBodies(fetchMock)[0]?.referral).toBe('friend');
  });

  it('maps the server’s unique e-mail error onto the e-mail field', async () => {
    mockApi(on('/api/customers', () => ({ message: 'VALIDATION_FAILED', errors: { email: ['validation.unique'] } }), 422));
    renderPage();
    fillValid();
    fireEvent.click(createButton());
    expect(await screen.findByText('Denne email er allerede registeret i vores system.')).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(createButton().disabled).toBe(true);

    type(/^Email/, 'anden@firma.dk');
    await waitFor(() => expect(createButton().disabled).toBe(false));
  });

  it('looks the VAT number up: blanks the company name first, then fills name and address', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((input: string) => {
      if (input === '/api/vat/check') return new Promise<Response>((resolve) => (answer = resolve));
      return respond(404, { message: 'NOT_FOUND' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();

    type(/^CVR-nummer/, '12345678');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      vatNumber: '12345678',
    });
    answer(
      new Response(
        JSON.stringify({ data: { name: 'Firma ApS', address: { address: 'Havnegade 2', postcode: '5000', city: 'Odense' } } }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    await waitFor(() => expect(field(/^Virksomhedsnavn/).value).toBe('Firma ApS'));
    expect(field(/^Virksomhedsnavn/).readOnly).toBe(true);
    expect(field(/^Adresse/).value).toBe('Havnegade 2');
    expect(field(/^Postnummer/).value).toBe('5000');
    expect(field(/^By/).value).toBe('Odense');

    // A new number blanks the name of the old one before its own lookup answers.
    type(/^CVR-nummer/, '87654321');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(field(/^Virksomhedsnavn/).value).toBe('');
    answer(respond404Vat());
    expect(await screen.findByText('CVR-nummeret blev ikke fundet i CVR-registeret.')).toBeTruthy();
    expect(field(/^Virksomhedsnavn/).value).toBe('');
    // Not in the register (a typo, or a foreign VAT number): the customer may type the name.
    expect(field(/^Virksomhedsnavn/).readOnly).toBe(false);
  });

  it('lets the customer type company name and address when the register is unavailable, and sends them', async () => {
    const fetchMock = mockApi(
      on('/api/vat/check', () => ({ message: 'VAT_UNAVAILABLE' }), 502),
      on('/api/customers', () => ({ data: customer }), 201),
    );
    renderPage();
    fillValid();
    expect(field(/^Virksomhedsnavn/).readOnly).toBe(true);
    type(/^CVR-nummer/, '12345678');
    expect(await screen.findByText('Vi kan ikke slå CVR-nummeret op lige nu.')).toBeTruthy();
    expect(
      screen.getByText('Skriv selv firmanavn og adresse, og fortsæt oprettelsen. Vi bekræfter CVR-nummeret senere.'),
    ).toBeTruthy();
    expect(field(/^Virksomhedsnavn/).readOnly).toBe(false);
    type(/^Virksomhedsnavn/, 'Hansens Tømrer ApS');
    fireEvent.click(createButton());
    await screen.findByRole('heading', { name: /Velkommen til/ });
    expect(registrationBodies(fetchMock)[0]).toMatchObject({ vat_number: '12345678', company_name: 'Hansens Tømrer ApS' });
  });

  it('keeps a typed company name when the number changes, but not one the register gave', async () => {
    let vatAnswer = () => respond(502, { message: 'VAT_UNAVAILABLE' });
    const fetchMock = mockApi((url) => (url.pathname === '/api/vat/check' ? vatAnswer() : undefined));
    const lookups = () => fetchMock.mock.calls.filter(([url]) => url === '/api/vat/check').length;
    renderPage();
    type(/^CVR-nummer/, '12345678');
    await screen.findByText('Vi kan ikke slå CVR-nummeret op lige nu.');
    type(/^Virksomhedsnavn/, 'Hansens Tømrer ApS');
    type(/^CVR-nummer/, '12345679');
    await waitFor(() => expect(lookups()).toBe(2));
    await waitFor(() => expect(field(/^Virksomhedsnavn/).readOnly).toBe(false));
    expect(field(/^Virksomhedsnavn/).value).toBe('Hansens Tømrer ApS');

    vatAnswer = () =>
      respond(200, { data: { name: 'Firma ApS', address: { address: 'Havnegade 2', postcode: '5000', city: 'Odense' } } });
    type(/^CVR-nummer/, '87654321');
    await waitFor(() => expect(field(/^Virksomhedsnavn/).value).toBe('Firma ApS'));
    expect(field(/^Virksomhedsnavn/).readOnly).toBe(true);
    vatAnswer = () => respond(404, { message: 'VAT_NOT_FOUND' });
    type(/^CVR-nummer/, '87654322');
    await screen.findByText('CVR-nummeret blev ikke fundet i CVR-registeret.');
    expect(field(/^Virksomhedsnavn/).value).toBe('');
  });

  it('does not look up a number shorter than 2 characters', async () => {
    const fetchMock = mockApi();
    renderPage();
    type(/^CVR-nummer/, '1');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

function respond404Vat() {
  return new Response(JSON.stringify({ message: 'VAT_NOT_FOUND' }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The registration's answers to the API's limits (issue 34): that it is a limit, and when to try again. */
describe('registration at a rate limit', { timeout: 20_000 }, () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('says a limited registration is a limit, not that it failed', async () => {
    mockApi(onLimited('POST', '/api/customers', 900));
    renderPage();
    fillValid();
    fireEvent.click(createButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Der har været for mange forsøg på kort tid. Prøv igen om 15 minutter.');
  });

  it('says a limited VAT lookup is a limit, and that registration can go on', async () => {
    mockApi(onLimited('POST', '/api/vat/check', 200));
    renderPage();
    type(/^CVR-nummer/, '12345678');
    expect(await screen.findByText('Der har været for mange forsøg på kort tid. Prøv igen om 4 minutter.')).toBeTruthy();
    expect(
      screen.getByText('Skriv selv firmanavn og adresse, og fortsæt oprettelsen. Vi bekræfter CVR-nummeret senere.'),
    ).toBeTruthy();
    expect(screen.queryByText('Vi kan ikke slå CVR-nummeret op lige nu.')).toBeNull();
  });
});

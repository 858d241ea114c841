import { notifications } from '@mantine/notifications';
import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { projectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { contactPage } from '@studiekraft/shared/content/static-pages';
import { formatDanishDateTime, offerExpiresAt } from '@studiekraft/shared/rules/offer-validity';
import { isOpenStatus, partyOf, transitions } from '@studiekraft/shared/rules/project-lifecycle';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { emptySiteSettings } from '@studiekraft/shared/schemas/site-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, onMethod, respond } from '../../../test/fetch-mock.ts';
import { logInAs, projectRow } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectActions } from '../components/project-actions.tsx';

const headingOf = {
  clarify: 'Afklaring',
  priceOffer: 'Opdater tilbud',
  acceptPriceOffer: 'Accepter tilbud',
  requestExtraHours: 'Ekstra timer',
  finalize: 'Afslut projekt',
  cancel: 'Annuller projekt',
  close: 'Luk projekt',
} as const;

const dayMs = 86_400_000;
const bindingText =
  'Du har accepteret tilbuddet, og aftalen er nu bindende. Vil du annullere projektet, skal det ske gennem Studiekraft, så kontakt os.';
/** An offer posted `daysAgo` days ago, with its expiry as the server presents it. */
const offeredDaysAgo = (daysAgo: number) => {
  const offeredAt = new Date(Date.now() - daysAgo * dayMs);
  return { offered_at: offeredAt.toISOString(), offer_expires_at: offerExpiresAt(offeredAt).toISOString() };
};
const withOffer = { offered_price: 300, offered_hours: 5, ...offeredDaysAgo(1) } satisfies Partial<Project>;
// The expiry as the offer's system line and e-mail state it.
const expiryText = (project: Pick<Project, 'offer_expires_at'>) => formatDanishDateTime(project.offer_expires_at as string);

function renderActions(project: Project, type: AccountType) {
  return renderWithProviders(<ProjectActions project={project} accountType={type} />);
}

// Intl puts a no-break space before 'kr.'.
const plain = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ');

const actionHeadings = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');

describe('project actions', () => {
  beforeEach(() => authStore.reset());
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
  });

  // Generated from the shared transition table, so a change of the rules changes the expectation.
  const accountTypes: AccountType[] = ['CUSTOMER', 'STUDENT', 'EMPLOYEE'];
  const cases = projectStatuses.flatMap((status) => accountTypes.map((type) => [status, type] as const));
  it.each(cases)('from %s a %s sees exactly the actions of the transition table', (status, type) => {
    logInAs(type);
    mockApi();
    renderActions(projectRow({ status, ...withOffer }), type);
    // Staff close is not in this panel; approving extra hours needs a pending request (tested below).
    const expected = transitions
      .filter((t) => t.who === partyOf[type] && t.from.includes(status) && t.action in headingOf)
      .map((t) => headingOf[t.action as keyof typeof headingOf]);
    expect(actionHeadings()).toEqual(expected);
    // Staff on a recently touched open project are told when they may close it instead; a customer whose
    // accepted price binds them is told that a cancellation goes through us.
    const isBinding = type === 'CUSTOMER' && status === 'project-offer-accepted';
    const nothing =
      type === 'EMPLOYEE' && isOpenStatus(status)
        ? 'Projektet kan lukkes af en medarbejder, når der ikke er sket noget på det i 1 dag.'
        : 'Der er ikke flere handlinger at foretage på projektet.';
    if (expected.length === 0 && !isBinding) expect(screen.getByText(nothing)).toBeTruthy();
    expect(screen.queryByText(bindingText) !== null).toBe(isBinding);
  });

  it('tells the customer after acceptance that the agreement binds and how to reach us to cancel', async () => {
    logInAs('CUSTOMER');
    mockApi(on('/api/settings/site', () => ({ data: { ...emptySiteSettings, email: 'hej@studiekraft.dk' } })));
    renderActions(projectRow({ status: 'project-offer-accepted', ...withOffer, accepted_price: 300 }), 'CUSTOMER');
    const note = within(screen.getByTestId('binding-agreement'));
    expect(note.getByText(bindingText)).toBeTruthy();
    // The site's details staff set, as /kontakt shows them: the e-mail, and without a phone /kontakt's note.
    const mail = await note.findByRole('link', { name: 'hej@studiekraft.dk' });
    expect(mail.getAttribute('href')).toBe('mailto:hej@studiekraft.dk');
    expect(note.getByText(`Telefon: ${contactPage.phoneNote}`)).toBeTruthy();
    expect(screen.queryByText('Der er ikke flere handlinger at foretage på projektet.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuller projektet' })).toBeNull();
  });

  it('gives the phone number instead of the note once staff have set one', async () => {
    logInAs('CUSTOMER');
    mockApi(on('/api/settings/site', () => ({ data: { ...emptySiteSettings, phone: '70 20 30 40' } })));
    renderActions(projectRow({ status: 'project-offer-accepted', ...withOffer, accepted_price: 300 }), 'CUSTOMER');
    const note = within(screen.getByTestId('binding-agreement'));
    expect((await note.findByRole('link', { name: '70 20 30 40' })).getAttribute('href')).toBe('tel:70203040');
    // No e-mail set: none is made up.
    expect(note.queryByText(/Email/)).toBeNull();
  });

  it('keeps the binding note beside a pending request for extra hours, and away from the student', () => {
    const project = projectRow({
      status: 'project-offer-accepted',
      ...withOffer,
      accepted_price: 300,
      billable_hours: 5,
      extra_hours_request: { hours: 2, reason: 'To ekstra sider', requested_at: '2026-11-02T10:00:00.000Z' },
    });
    logInAs('CUSTOMER');
    mockApi();
    const { unmount } = renderActions(project, 'CUSTOMER');
    expect(actionHeadings()).toEqual(['Ekstra timer til godkendelse']);
    expect(screen.getByText(bindingText)).toBeTruthy();
    unmount();

    logInAs('STUDENT');
    renderActions(project, 'STUDENT');
    expect(screen.queryByTestId('binding-agreement')).toBeNull();
    expect(screen.queryByText(bindingText)).toBeNull();
  });

  it('lets the student send a first hourly offer and shows its total', async () => {
    logInAs('STUDENT');
    const bodies: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/projects/40/priceOffer', (_url, body) => {
        bodies.push(body);
        return { data: projectRow({ status: 'project-offer-posted', offered_price: 250, offered_hours: 4 }) };
      }),
    );
    renderActions(projectRow({ status: 'project-clarification' }), 'STUDENT');
    const price = screen.getByRole('textbox', { name: /Timepris/ });
    fireEvent.change(price, { target: { value: '250' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Antal timer/ }), { target: { value: '4' } });
    expect(plain(screen.getByTestId('offer-total'))).toBe('Samlet tilbud: 250 kr. × 4 timer = 1.000 kr.');
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbud' }));
    await waitFor(() => expect(bodies).toEqual([{ offer: 250, hours: 4 }]));
  });

  it('asks for hours on hourly offers and shows a fixed-price offer alone', async () => {
    logInAs('STUDENT');
    mockApi();
    const { unmount } = renderActions(projectRow({ status: 'project-created', offered_price: null }), 'STUDENT');
    fireEvent.change(screen.getByRole('textbox', { name: /Timepris/ }), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbud' }));
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    unmount();

    renderActions(
      projectRow({ status: 'project-offer-posted', price_type: 'unit', offered_price: 3000, offered_hours: null }),
      'STUDENT',
    );
    expect(screen.queryByRole('textbox', { name: /Antal timer/ })).toBeNull();
    expect(plain(screen.getByTestId('offer-total'))).toBe('Samlet tilbud: 3.000 kr.');
    expect(screen.getByRole('button', { name: 'Opdater tilbud' })).toBeTruthy();
  });

  it('asks a customer without an address for it first, then for the terms, then accepts the offer seen', async () => {
    logInAs('CUSTOMER', { address: null, postcode: null, city: null });
    const puts: unknown[] = [];
    const accepts: unknown[] = [];
    const customer = {
      id: 3,
      first_name: 'Karen',
      last_name: 'Kunde',
      name: 'Karen Kunde',
      email: 'karen@firma.dk',
      phone_number: '12345678',
      company_name: 'Firma ApS',
      vat_number: '12345678',
      vat_verified: true,
      is_company: true,
      address: null,
      city: null,
      postcode: null,
      referral: null,
      newsletter: false,
      is_new_registration: false,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    mockApi(
      onMethod('PUT', '/api/customers/3', (_url, body) => {
        puts.push(body);
        return { data: { ...customer, ...(body as object) } };
      }),
      onMethod('GET', '/api/customers/3', () => ({ data: customer })),
      onMethod('POST', '/api/projects/40/acceptPriceOffer', (_url, body) => {
        accepts.push(body);
        return { data: projectRow({ status: 'project-offer-accepted' }) };
      }),
    );
    renderActions(projectRow({ status: 'project-offer-posted', ...withOffer }), 'CUSTOMER');
    expect(screen.getByText('For at kunne acceptere tilbuddet skal du tilføje dine adresseoplysninger')).toBeTruthy();
    expect(plain(screen.getByTestId('accept-offer'))).toBe('Tilbud: 300 kr. × 5 timer = 1.500 kr.');
    expect(screen.queryByRole('checkbox')).toBeNull();
    const address = await screen.findByRole('textbox', { name: /Adresse/ });
    fireEvent.change(screen.getByRole('textbox', { name: /Postnummer/ }), { target: { value: '80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem adresse' }));
    expect(await screen.findByText('Skal være mindst 4 tegn.')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'Vestergade 1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Postnummer/ }), { target: { value: '8000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^By/ }), { target: { value: 'Aarhus C' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem adresse' }));

    const terms = await screen.findByRole('checkbox', { name: /Jeg accepterer tilbuddet/ });
    expect(puts).toEqual([
      {
        first_name: 'Karen',
        last_name: 'Kunde',
        phone_number: '12345678',
        address: 'Vestergade 1',
        postcode: '8000',
        city: 'Aarhus C',
        company_name: 'Firma ApS',
        vat_number: '12345678',
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Accepter tilbud' }));
    expect(await screen.findByText('Du skal acceptere for at fortsætte')).toBeTruthy();
    expect(accepts).toEqual([]);
    fireEvent.click(terms);
    fireEvent.click(screen.getByRole('button', { name: 'Accepter tilbud' }));
    await waitFor(() => expect(accepts).toEqual([{ offer: 300, price_type: 'hourly', hours: 5 }]));
  });

  it('explains a changed offer', async () => {
    logInAs('CUSTOMER');
    mockApi((url) =>
      url.pathname === '/api/projects/40/acceptPriceOffer' ? respond(409, { message: 'OFFER_CHANGED' }) : undefined,
    );
    renderActions(projectRow({ status: 'project-offer-posted', ...withOffer }), 'CUSTOMER');
    fireEvent.click(screen.getByRole('checkbox', { name: /Jeg accepterer tilbuddet/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accepter tilbud' }));
    const card = within(screen.getByRole('heading', { name: 'Accepter tilbud' }).parentElement as HTMLElement);
    expect(await card.findByRole('alert')).toHaveProperty(
      'textContent',
      'Tilbuddet er blevet ændret, siden du så det. Genindlæs siden, og se det nye tilbud, før du accepterer.',
    );
  });

  it('cancels only with a reason and the confirmation', async () => {
    logInAs('CUSTOMER');
    const bodies: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/projects/40/cancel', (_url, body) => {
        bodies.push(body);
        return { data: projectRow({ status: 'customer-closed-project' }) };
      }),
    );
    renderActions(projectRow({ status: 'project-created' }), 'CUSTOMER');
    fireEvent.click(screen.getByRole('button', { name: 'Annuller projektet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuller projekt' }));
    expect(await screen.findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(screen.getByText('Du skal bekræfte for at annullere projektet')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Begrundelse/ }), { target: { value: 'Vi har løst det selv' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Jeg bekræfter/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuller projekt' }));
    await waitFor(() => expect(bodies).toEqual([{ message: 'Vi har løst det selv' }]));
  });

  it('finalizes hourly work with the hours used and shows the final price', async () => {
    logInAs('STUDENT');
    const bodies: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/projects/40/finalize', (_url, body) => {
        bodies.push(body);
        return { data: projectRow({ status: 'project-finalized' }) };
      }),
    );
    renderActions(projectRow({ status: 'project-offer-accepted', ...withOffer, accepted_price: 300 }), 'STUDENT');
    const card = within(screen.getByRole('heading', { name: 'Afslut projekt' }).parentElement as HTMLElement);
    fireEvent.click(card.getByRole('button', { name: 'Afslut projekt' }));
    expect(await card.findByText('Feltet skal udfyldes.')).toBeTruthy();
    fireEvent.change(card.getByRole('textbox', { name: /Timer brugt/ }), { target: { value: '1' } });
    expect(plain(card.getByTestId('final-price'))).toBe('Endelig pris: 300 kr.');
    fireEvent.click(card.getByRole('button', { name: 'Afslut projekt' }));
    await waitFor(() => expect(bodies).toEqual([{ hours: 1 }]));
  });
  it('sends a fixed price with its price type and no hours, and shows until when the offer stands', async () => {
    logInAs('CUSTOMER');
    const accepts: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/projects/40/acceptPriceOffer', (_url, body) => {
        accepts.push(body);
        return { data: projectRow({ status: 'project-offer-accepted' }) };
      }),
    );
    const project = projectRow({
      status: 'project-offer-posted',
      price_type: 'unit',
      offered_price: 5000,
      offered_hours: null,
      ...offeredDaysAgo(2),
    });
    renderActions(project, 'CUSTOMER');
    expect(screen.getByTestId('offer-valid-until').textContent).toBe(`Tilbuddet gælder til ${expiryText(project)}.`);
    fireEvent.click(screen.getByRole('checkbox', { name: /Jeg accepterer tilbuddet/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accepter tilbud' }));
    await waitFor(() => expect(accepts).toEqual([{ offer: 5000, price_type: 'unit', hours: null }]));
  });

  it('shows an offer older than 7 days as expired, with no way to accept it', () => {
    logInAs('CUSTOMER');
    mockApi();
    const project = projectRow({ status: 'project-offer-posted', ...withOffer, ...offeredDaysAgo(8) });
    renderActions(project, 'CUSTOMER');
    expect(screen.getByTestId('offer-expired').textContent).toBe(
      `Tilbuddet udløb den ${expiryText(project)}, fordi tilbud kun gælder i 7 dage. Bed den studerende om at sende et nyt tilbud i samtalen.`,
    );
    expect(screen.queryByRole('checkbox', { name: /Jeg accepterer tilbuddet/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepter tilbud' })).toBeNull();
    // Cancelling is still possible before acceptance.
    expect(screen.getByRole('button', { name: 'Annuller projektet' })).toBeTruthy();
  });

  it('explains an offer the server found expired', async () => {
    logInAs('CUSTOMER');
    mockApi((url) =>
      url.pathname === '/api/projects/40/acceptPriceOffer' ? respond(409, { message: 'OFFER_EXPIRED' }) : undefined,
    );
    renderActions(projectRow({ status: 'project-offer-posted', ...withOffer }), 'CUSTOMER');
    fireEvent.click(screen.getByRole('checkbox', { name: /Jeg accepterer tilbuddet/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accepter tilbud' }));
    const card = within(screen.getByRole('heading', { name: 'Accepter tilbud' }).parentElement as HTMLElement);
    expect(await card.findByRole('alert')).toHaveProperty(
      'textContent',
      'Tilbuddet er udløbet, fordi tilbud kun gælder i 7 dage. Bed den studerende om at sende et nyt tilbud.',
    );
  });

  it('lets the student send an expired offer again unchanged', async () => {
    logInAs('STUDENT');
    const bodies: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/projects/40/priceOffer', (_url, body) => {
        bodies.push(body);
        return { data: projectRow({ status: 'project-offer-posted', ...withOffer, ...offeredDaysAgo(0) }) };
      }),
    );
    const project = projectRow({ status: 'project-offer-posted', ...withOffer, ...offeredDaysAgo(9) });
    renderActions(project, 'STUDENT');
    expect(screen.getByTestId('offer-validity').textContent).toContain(`Dit tilbud udløb den ${expiryText(project)}`);
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbuddet igen' }));
    await waitFor(() => expect(bodies).toEqual([{ offer: 300, hours: 5 }]));
  });

  it('refuses prices and hours past the bounds before sending', async () => {
    logInAs('STUDENT');
    const fetchMock = mockApi();
    renderActions(projectRow({ status: 'project-clarification' }), 'STUDENT');
    fireEvent.change(screen.getByRole('textbox', { name: /Timepris/ }), { target: { value: '2000000' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Antal timer/ }), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbud' }));
    expect(plain(await screen.findByText(/Prisen må højst være/))).toBe('Prisen må højst være 1.000.000 kr.');
    expect(screen.getByText('Højst 1.000 timer.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a typed minus sign and refuses the price instead of sending another one (issue 34)', async () => {
    logInAs('STUDENT');
    const fetchMock = mockApi();
    renderActions(projectRow({ status: 'project-clarification' }), 'STUDENT');
    const price = screen.getByRole('textbox', { name: /Timepris/ }) as HTMLInputElement;
    fireEvent.change(price, { target: { value: '-5' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Antal timer/ }), { target: { value: '12' } });
    expect(price.value).toBe('-5');
    // No total for a price the server would refuse: the old field showed '5 kr. × 12 timer = 60 kr.'.
    expect(screen.queryByTestId('offer-total')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbud' }));
    expect(await screen.findByText('Prisen skal være over 0 kr.')).toBeTruthy();

    fireEvent.change(price, { target: { value: '5 kr' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Antal timer/ }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbud' }));
    expect(await screen.findByText('Skriv prisen som et tal, fx 250 eller 250,50.')).toBeTruthy();
    expect(screen.getByText('Mindst 1 time.')).toBeTruthy();
    expect(price.value).toBe('5 kr');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the student to confirm a price far from their paygrade, and sends it once confirmed', async () => {
    logInAs('STUDENT');
    const bodies: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/projects/40/priceOffer', (_url, body) => {
        bodies.push(body);
        return { data: projectRow({ status: 'project-offer-posted', offered_price: 19, offered_hours: 3 }) };
      }),
    );
    // The project was priced at 190 kr. an hour; 19 is below half of it.
    renderActions(projectRow({ status: 'project-clarification', starting_price: 190 }), 'STUDENT');
    fireEvent.change(screen.getByRole('textbox', { name: /Timepris/ }), { target: { value: '19' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Antal timer/ }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbud' }));
    expect(plain(await screen.findByTestId('offer-confirm'))).toBe(
      '19 kr. er under halvdelen af din pris for denne færdighed på dit niveau (190 kr.). Er beløbet rigtigt? Ret det, eller send tilbuddet alligevel.',
    );
    expect(bodies).toEqual([]);

    // A changed value is asked about anew: 400 is above double.
    fireEvent.change(screen.getByRole('textbox', { name: /Timepris/ }), { target: { value: '400' } });
    expect(screen.queryByTestId('offer-confirm')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbud' }));
    expect(plain(await screen.findByTestId('offer-confirm'))).toContain('400 kr. er over det dobbelte af din pris');
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /Timepris/ }), { target: { value: '19' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send tilbud' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ja, send tilbuddet' }));
    await waitFor(() => expect(bodies).toEqual([{ offer: 19, hours: 3 }]));
  });

  it('does not let the student bill more hours than accepted, and asks the customer for extra hours instead', async () => {
    logInAs('STUDENT');
    const finals: unknown[] = [];
    const requests: unknown[] = [];
    mockApi(
      onMethod('POST', '/api/projects/40/finalize', (_url, body) => {
        finals.push(body);
        return { data: projectRow({ status: 'project-finalized' }) };
      }),
      onMethod('POST', '/api/projects/40/requestExtraHours', (_url, body) => {
        requests.push(body);
        return { data: projectRow({ status: 'project-offer-accepted' }) };
      }),
    );
    renderActions(
      projectRow({ status: 'project-offer-accepted', ...withOffer, accepted_price: 300, billable_hours: 5 }),
      'STUDENT',
    );
    const finalize = within(screen.getByRole('heading', { name: 'Afslut projekt' }).parentElement as HTMLElement);
    expect(finalize.getByTestId('billable-hours').textContent).toBe(
      'Du kan fakturere op til 5 timer. Flere timer kræver kundens godkendelse.',
    );
    fireEvent.change(finalize.getByRole('textbox', { name: /Timer brugt/ }), { target: { value: '7' } });
    fireEvent.click(finalize.getByRole('button', { name: 'Afslut projekt' }));
    expect(
      await finalize.findByText('Du kan højst fakturere 5 timer. Bed kunden om at godkende ekstra timer først.'),
    ).toBeTruthy();
    expect(finals).toEqual([]);

    const extra = within(screen.getByRole('heading', { name: 'Ekstra timer' }).parentElement as HTMLElement);
    fireEvent.click(extra.getByRole('button', { name: 'Bed om ekstra timer' }));
    fireEvent.change(extra.getByRole('textbox', { name: /Ekstra timer/ }), { target: { value: '2' } });
    expect(plain(extra.getByTestId('extra-hours-cost'))).toBe('2 timer à 300 kr. = 600 kr.');
    fireEvent.click(extra.getByRole('button', { name: 'Send til kunden' }));
    expect(await extra.findByText('Feltet skal udfyldes.')).toBeTruthy();
    fireEvent.change(extra.getByRole('textbox', { name: /Begrundelse/ }), { target: { value: 'To ekstra sider' } });
    fireEvent.click(extra.getByRole('button', { name: 'Send til kunden' }));
    await waitFor(() => expect(requests).toEqual([{ hours: 2, reason: 'To ekstra sider' }]));
  });

  it('keeps a typed minus sign in the hours used and the extra hours, and refuses them (issue 34)', async () => {
    logInAs('STUDENT');
    const fetchMock = mockApi();
    renderActions(
      projectRow({ status: 'project-offer-accepted', ...withOffer, accepted_price: 300, billable_hours: 5 }),
      'STUDENT',
    );
    const finalize = within(screen.getByRole('heading', { name: 'Afslut projekt' }).parentElement as HTMLElement);
    const used = finalize.getByRole('textbox', { name: /Timer brugt/ }) as HTMLInputElement;
    fireEvent.change(used, { target: { value: '-4' } });
    expect(used.value).toBe('-4');
    // No final price for hours the server would refuse: the old field read '-4' as 4 and showed 1.200 kr.
    expect(finalize.queryByTestId('final-price')).toBeNull();
    fireEvent.click(finalize.getByRole('button', { name: 'Afslut projekt' }));
    expect(await finalize.findByText('Mindst 1 time.')).toBeTruthy();

    const extra = within(screen.getByRole('heading', { name: 'Ekstra timer' }).parentElement as HTMLElement);
    fireEvent.click(extra.getByRole('button', { name: 'Bed om ekstra timer' }));
    const extraHours = extra.getByRole('textbox', { name: /Ekstra timer/ }) as HTMLInputElement;
    fireEvent.change(extraHours, { target: { value: '-2' } });
    fireEvent.change(extra.getByRole('textbox', { name: /Begrundelse/ }), { target: { value: 'To ekstra sider' } });
    expect(extraHours.value).toBe('-2');
    expect(extra.queryByTestId('extra-hours-cost')).toBeNull();
    fireEvent.click(extra.getByRole('button', { name: 'Send til kunden' }));
    expect(await extra.findByText('Mindst 1 time.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the customer approve or decline a pending request for extra hours', async () => {
    logInAs('CUSTOMER');
    const answers: [string, unknown][] = [];
    const answer = (kind: string) =>
      onMethod('POST', `/api/projects/40/${kind}`, (_url, body) => {
        answers.push([kind, body]);
        return { data: projectRow({ status: 'project-offer-accepted' }) };
      });
    mockApi(answer('approveExtraHours'), answer('declineExtraHours'));
    const project = projectRow({
      status: 'project-offer-accepted',
      ...withOffer,
      accepted_price: 300,
      billable_hours: 5,
      extra_hours_request: { hours: 2, reason: 'To ekstra sider', requested_at: '2026-11-02T10:00:00.000Z' },
    });
    const { unmount } = renderActions(project, 'CUSTOMER');
    expect(actionHeadings()).toEqual(['Ekstra timer til godkendelse']);
    expect(plain(screen.getByTestId('extra-hours-request'))).toBe(
      'Anna Holm beder om at måtte fakturere 2 timer à 300 kr. = 600 kr. ud over det aftalte tilbud.',
    );
    expect(screen.getByText('Begrundelse: To ekstra sider')).toBeTruthy();
    expect(screen.getByText('Godkender du, kan der faktureres op til 7 timer i alt.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Godkend ekstra timer' }));
    await waitFor(() => expect(answers).toEqual([['approveExtraHours', { hours: 2 }]]));
    unmount();

    renderActions(project, 'CUSTOMER');
    fireEvent.click(screen.getByRole('button', { name: 'Afvis' }));
    await waitFor(() => expect(answers.at(-1)).toEqual(['declineExtraHours', { hours: 2 }]));
  });
});

import { notifications } from '@mantine/notifications';
import type { AccountType } from '@studiekraft/shared/constants/account-types';
import { projectStatuses } from '@studiekraft/shared/constants/project-statuses';
import { partyOf, transitions } from '@studiekraft/shared/rules/project-lifecycle';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, onMethod, respond } from '../../../test/fetch-mock.ts';
import { logInAs, projectRow } from '../../../test/project-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProjectActions } from '../components/project-actions.tsx';

const headingOf = {
  clarify: 'Afklaring',
  priceOffer: 'Opdater tilbud',
  acceptPriceOffer: 'Accepter tilbud',
  finalize: 'Afslut projekt',
  cancel: 'Annuller projekt',
} as const;

const withOffer = { offered_price: 300, offered_hours: 5 } satisfies Partial<Project>;

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
    const expected = transitions
      .filter((t) => t.who === partyOf[type] && t.from.includes(status) && t.action !== 'close')
      .map((t) => headingOf[t.action as keyof typeof headingOf]);
    expect(actionHeadings()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText('Der er ikke flere handlinger at foretage på projektet.')).toBeTruthy();
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
    await waitFor(() => expect(accepts).toEqual([{ offer: 300 }]));
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
});

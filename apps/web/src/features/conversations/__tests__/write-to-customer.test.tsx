import type { Customer } from '@studiekraft/shared/schemas/customers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on, respond } from '../../../test/fetch-mock.ts';
import { conversationRow, logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminCustomerDetailPage } from '../../customers/admin/admin-customer-detail-page.tsx';

const customer: Customer = {
  id: 3,
  first_name: 'Karen',
  last_name: 'Kunde',
  name: 'Karen Kunde',
  email: 'karen@firma.dk',
  phone_number: '12345678',
  company_name: null,
  vat_number: null,
  vat_verified: false,
  is_company: false,
  address: null,
  city: null,
  postcode: null,
  notes: null,
  referral: null,
  newsletter: false,
  is_new_registration: false,
  created_at: '2026-01-05T10:00:00.000Z',
  user: { id: 9, email: 'karen@firma.dk', activated: true, confirmed: true },
  projects: [],
};

function setup(answer: (body: unknown) => Promise<Response>) {
  const posted: unknown[] = [];
  mockApi(
    (url, init) => {
      if (url.pathname !== '/api/conversations' || init?.method !== 'POST') return undefined;
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return answer(body);
    },
    on('/api/customers/3', () => ({ data: customer })),
    on('/api/audit-log', () => ({ rows: [], total: 0 })),
  );
  const rendered = renderWithRouter(
    [
      { path: '/administration/customers/:id', Component: AdminCustomerDetailPage },
      { path: '/conversations/:id', element: <p>Samtaleskærm</p> },
    ],
    '/administration/customers/3',
  );
  return { ...rendered, posted };
}

describe('"Skriv til kunden" on the customer detail', () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the message to the customer's login and opens the thread in the employee's own conversations", async () => {
    const { posted, router } = setup(() =>
      respond(201, { data: conversationRow({ id: 77, project_id: null, sender: undefined, addressee: undefined }) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Skriv til kunden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skriv til kunden' });
    // An empty message is not sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send besked' }));
    expect(await within(dialog).findByText('Feltet skal udfyldes.')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Besked/ }), {
      target: { value: 'Hej Karen, vi har et spørgsmål til din faktura.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send besked' }));
    expect(await screen.findByText('Samtaleskærm')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/conversations/77');
    expect(posted).toEqual([{ user_id: 9, message: 'Hej Karen, vi har et spørgsmål til din faktura.' }]);
  });

  it('keeps the dialog and the text when sending fails, with a Danish error', async () => {
    const { router } = setup(() => respond(500, { message: 'INTERNAL_ERROR' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Skriv til kunden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skriv til kunden' });
    const box = within(dialog).getByRole('textbox', { name: /Besked/ }) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Hej Karen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send besked' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Beskeden kunne ikke sendes. Prøv venligst igen.');
    expect(box.value).toBe('Hej Karen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/administration/customers/3'));
  });
});

import type { LoginResponse } from '@studiekraft/shared/schemas/auth';
import type { Customer } from '@studiekraft/shared/schemas/customers';
import type { User } from '@studiekraft/shared/schemas/users';
import { authStore } from '../../../lib/auth-store.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AccountPage } from '../components/account-page.tsx';

type Role = 'CUSTOMER' | 'STUDENT' | 'EMPLOYEE';

export const userId = 9;
export const customerId = 3;

export function accountOf(type: Role, name = 'Karen Kunde') {
  return {
    id: customerId,
    name,
    phone_number: '12345678',
    slug: type === 'STUDENT' ? 'karen-kunde' : null,
    type,
    address: 'Testvej 1',
    city: 'Aarhus C',
    postcode: '8000',
    avatars: { primary: null },
  };
}

export function userOf(type: Role, extra: Partial<User> = {}): User {
  return {
    id: userId,
    email: 'karen@firma.dk',
    pending_email: null,
    activated: true,
    confirmed: true,
    avatar: null,
    account_type: type,
    account: accountOf(type),
    created_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

export const customerRecord: Customer = {
  id: customerId,
  first_name: 'Karen',
  last_name: 'Kunde',
  name: 'Karen Kunde',
  email: 'karen@firma.dk',
  phone_number: '12345678',
  company_name: 'Firma ApS',
  vat_number: '12345678',
  vat_verified: true,
  is_company: true,
  address: 'Testvej 1',
  city: 'Aarhus C',
  postcode: '8000',
  referral: null,
  newsletter: false,
  is_new_registration: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

export function logIn(type: Role) {
  const response: LoginResponse = {
    access_token: 'access-1',
    account_type: type,
    user_id: userId,
    account: accountOf(type),
    latest_conversation_id: null,
  };
  authStore.setSession(response);
}

export function renderAccount(path = '/account') {
  return renderWithRouter([{ path: '/account/:section?', element: <AccountPage /> }], path);
}

/** The JSON body of the n-th call to fetch that matched method and path. */
export function sentBodies(fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method;
    })
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === 'string' ? JSON.parse(body) : body;
    });
}

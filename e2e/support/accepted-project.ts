import { apiCall } from './api.ts';
import { confirmAndSetPassword } from './confirm-from-mailbox.ts';
import { demoPassword } from './login.ts';

export const oliverEmail = 'oliver.thomsen@example.com';

interface NewCustomer {
  firstName: string;
  lastName: string;
  address: string;
  postcode: string;
  city: string;
}

/**
 * Through the API as the users would: a customer from the quick registration (confirmed from the mailbox,
 * with a password) asks Oliver for a project, and Oliver offers `hours` at `offer` kr. an hour. Left in
 * project-offered, for a test to read or answer the offer with `customerToken`.
 */
export async function offeredProjectWithOliver(
  baseUrl: string,
  options: { emailPrefix: string; projectName: string; customerName: string; offer: number; hours: number },
) {
  const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
    apiCall<T>(baseUrl, method, path, body, token ? { authorization: `Bearer ${token}` } : {});
  const login = async (email: string, password: string) =>
    (await api<{ access_token: string }>('POST', '/auth/login', { email, password })).access_token;
  const { offer, hours } = options;

  const email = `${options.emailPrefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const quick = await api<{ data: { id: number }; project_token: string }>('POST', '/customers/quick', {
    name: options.customerName,
    phone_number: '40506070',
    email,
  });
  const student = await api<{ data: { id: number; skills: { id: number }[] } }>(
    'GET',
    '/students/slug/oliver-thomsen?includes[]=skills',
  );
  const project = await apiCall<{ data: { id: number; conversation_id: number } }>(
    baseUrl,
    'POST',
    '/projects',
    {
      name: options.projectName,
      message: 'Kan du hjælpe med en analyse?',
      skill_id: student.data.skills[0]?.id,
      student_id: student.data.id,
      customer_id: quick.data.id,
    },
    { 'x-project-token': quick.project_token },
  );
  const password = 'kunde-kode-1';
  await confirmAndSetPassword(baseUrl, email, password);
  const customerToken = await login(email, password);
  const studentToken = await login(oliverEmail, demoPassword);
  const id = project.data.id;
  await api('POST', `/projects/${id}/priceOffer`, { offer, hours, price_type: 'hourly' }, studentToken);
  return {
    id,
    email,
    password,
    conversationId: project.data.conversation_id,
    customerId: quick.data.id,
    customerToken,
    studentToken,
  };
}

/**
 * The offered project of `offeredProjectWithOliver`, after which the customer adds an address (an invoice
 * needs one) and accepts. Left in project-offer-accepted, so a test can finalize it as the student, in the
 * browser or through the API with `studentToken`.
 */
export async function acceptedProjectWithOliver(
  baseUrl: string,
  options: { emailPrefix: string; projectName: string; customer: NewCustomer; offer: number; hours: number },
) {
  const { customer, offer, hours } = options;
  const offered = await offeredProjectWithOliver(baseUrl, {
    ...options,
    customerName: `${customer.firstName} ${customer.lastName}`,
  });
  const auth = { authorization: `Bearer ${offered.customerToken}` };
  await apiCall(
    baseUrl,
    'PUT',
    `/customers/${offered.customerId}`,
    {
      first_name: customer.firstName,
      last_name: customer.lastName,
      phone_number: '40506070',
      address: customer.address,
      postcode: customer.postcode,
      city: customer.city,
    },
    auth,
  );
  await apiCall(baseUrl, 'POST', `/projects/${offered.id}/acceptPriceOffer`, { offer, hours, price_type: 'hourly' }, auth);
  const { id, email, password, conversationId, studentToken } = offered;
  return { id, email, password, conversationId, studentToken };
}

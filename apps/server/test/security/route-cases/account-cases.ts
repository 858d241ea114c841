import { avatarPng } from '../route-world.ts';
import { everyone, only, type RouteCase, staff, upload } from './route-case.ts';

/** Accounts: auth, users, each user's own data and the staff directory. */
export const accountCases: RouteCase[] = [
  // Auth: credentials decide, not the bearer token.
  {
    route: 'POST /api/auth/login',
    request: (w) => ({
      url: '/api/auth/login',
      payload: { email: w.users.customerA.email, password: w.users.customerA.password },
    }),
    expect: everyone(),
  },
  { route: 'POST /api/auth/login/refresh', request: () => ({ url: '/api/auth/login/refresh' }), expect: everyone(401) },
  { route: 'POST /api/auth/logout', request: () => ({ url: '/api/auth/logout' }), expect: everyone() },
  {
    route: 'POST /api/auth/reset/request',
    request: (w) => ({ url: '/api/auth/reset/request', payload: { email: w.users.customerA.email } }),
    expect: everyone(),
  },
  {
    route: 'POST /api/auth/reset/change',
    request: () => ({ url: '/api/auth/reset/change', payload: { token: 'x'.repeat(43), password: 'nyt-kodeord-42' } }),
    expect: everyone(404),
  },
  {
    route: 'GET /api/users/confirmation/:token',
    request: () => ({ url: `/api/users/confirmation/${'x'.repeat(43)}` }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/users/confirmation/:token/resend',
    request: () => ({ url: `/api/users/confirmation/${'x'.repeat(43)}/resend` }),
    expect: everyone(404),
  },

  // Users: one's own account; staff read and (de)activate anyone.
  {
    route: 'POST /api/users/confirmation/resend',
    request: (w) => ({ url: '/api/users/confirmation/resend', payload: { email: w.users.customerA.email } }),
    expect: everyone(),
  },
  {
    route: 'GET /api/users/:id',
    request: (w) => ({ url: `/api/users/${w.users.customerA.id}` }),
    expect: only({ customerA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/users/:id',
    request: (w) => ({
      url: `/api/users/${w.users.customerA.id}`,
      payload: { password: 'et-nyt-kodeord-42', current_password: w.users.customerA.password },
    }),
    expect: only({ customerA: 200 }),
  },
  // Each user's own data (decision 027): the user themself or staff; another user is 403 like GET /users/:id.
  {
    route: 'GET /api/users/:id/export',
    request: (w) => ({ url: `/api/users/${w.users.customerA.id}/export` }),
    expect: only({ customerA: 200, employee: 200 }),
  },
  // Decided in issue 33: an employee's data is theirs to take out, as their details are theirs to edit.
  {
    route: 'GET /api/users/:id/export',
    variant: "another employee's",
    request: (w) => ({ url: `/api/users/${w.users.employeeB.id}/export` }),
    expect: only({}),
  },
  {
    route: 'DELETE /api/users/:id',
    world: { status: 'project-finalized' },
    request: (w) => ({ url: `/api/users/${w.users.customerA.id}`, payload: { password: w.users.customerA.password } }),
    expect: only({ customerA: 200, employee: 200 }),
  },
  {
    route: 'DELETE /api/users/:id',
    variant: 'while the project is open',
    request: (w) => ({ url: `/api/users/${w.users.customerA.id}`, payload: { password: w.users.customerA.password } }),
    expect: only({ customerA: 409, employee: 409 }),
  },
  {
    route: 'DELETE /api/users/:id',
    variant: 'a student without projects, from the back office',
    request: (w) => ({ url: `/api/users/${w.users.studentB.id}` }),
    expect: only({ studentB: 422, employee: 200 }),
  },
  {
    route: 'DELETE /api/users/:id',
    variant: 'an employee (they leave through DELETE /employees/:id)',
    request: (w) => ({ url: `/api/users/${w.users.employeeB.id}` }),
    expect: staff(403),
  },
  {
    route: 'PUT /api/users/activate/:id',
    request: (w) => ({ url: `/api/users/activate/${w.users.studentB.id}`, payload: {} }),
    expect: staff(),
  },
  {
    route: 'PUT /api/users/deactivate/:id',
    request: (w) => ({ url: `/api/users/deactivate/${w.users.studentB.id}` }),
    expect: staff(),
  },
  // Staff manage each other's activation (never their own, and never the last active employee's).
  {
    route: 'PUT /api/users/activate/:id',
    variant: "another employee's",
    request: (w) => ({ url: `/api/users/activate/${w.users.employeeB.id}`, payload: {} }),
    expect: staff(),
  },
  {
    route: 'PUT /api/users/deactivate/:id',
    variant: "another employee's",
    request: (w) => ({ url: `/api/users/deactivate/${w.users.employeeB.id}` }),
    expect: staff(),
  },
  {
    route: 'PUT /api/users/activate/:id',
    variant: 'their own',
    request: (w, role) => ({ url: `/api/users/activate/${w.users[role === 'anonymous' ? 'employee' : role].id}`, payload: {} }),
    expect: staff(403),
  },
  {
    route: 'POST /api/users/avatar/:id',
    request: async (w) => ({
      ...upload([{ name: 'avatar', filename: 'mig.png', content: await avatarPng(), contentType: 'image/png' }]),
      url: `/api/users/avatar/${w.users.customerA.id}`,
    }),
    expect: only({ customerA: 200, employee: 200 }),
  },
  {
    route: 'POST /api/users/avatar/:id',
    variant: "another employee's",
    request: async (w) => ({
      ...upload([{ name: 'avatar', filename: 'mig.png', content: await avatarPng(), contentType: 'image/png' }]),
      url: `/api/users/avatar/${w.users.employeeB.id}`,
    }),
    expect: only({}),
  },
  {
    route: 'PUT /api/users/:id/contact',
    request: (w) => ({
      url: `/api/users/${w.users.studentA.id}/contact`,
      payload: { name: 'Ny Navnesen', phone_number: '87654321' },
    }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/users/:id/contact',
    variant: "another employee's",
    request: (w) => ({
      url: `/api/users/${w.users.employeeB.id}/contact`,
      payload: { name: 'Ny Navnesen', phone_number: '87654321' },
    }),
    expect: only({}),
  },

  // Staff directory.
  { route: 'GET /api/employees', request: () => ({ url: '/api/employees' }), expect: staff() },
  {
    route: 'GET /api/employees/:id',
    request: (w) => ({ url: `/api/employees/${w.users.employeeB.accountId}` }),
    expect: staff(),
  },
  {
    route: 'PUT /api/employees/:id',
    request: (w) => ({
      url: `/api/employees/${w.users.employee.accountId}`,
      payload: { name: 'Eva Ansat', phone_number: '11223344' },
    }),
    expect: staff(),
  },
  {
    route: 'PUT /api/employees/:id',
    variant: "another employee's",
    request: (w) => ({ url: `/api/employees/${w.users.employeeB.accountId}`, payload: { name: 'Emil Ændret' } }),
    expect: only({}),
  },
  {
    route: 'POST /api/employees',
    request: (w) => ({
      url: '/api/employees',
      payload: { name: 'Nina Ny', email: `ny-ansat-${w.unique()}@example.test`, phone_number: '22334455' },
    }),
    expect: staff(201),
  },
  {
    route: 'DELETE /api/employees/:id',
    request: (w) => ({ url: `/api/employees/${w.users.employeeB.accountId}` }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/employees/:id',
    variant: 'oneself',
    request: (w) => ({ url: `/api/employees/${w.users.employee.accountId}` }),
    expect: staff(409),
  },
  { route: 'GET /api/audit-log', request: () => ({ url: '/api/audit-log' }), expect: staff() },
  { route: 'GET /api/audit-log.csv', request: () => ({ url: '/api/audit-log.csv' }), expect: staff() },
  { route: 'GET /api/employees.csv', request: () => ({ url: '/api/employees.csv' }), expect: staff() },
];

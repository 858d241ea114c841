import { type MultipartPart, minimalPdf, multipart } from '../multipart.ts';
import { avatarPng, type Role, roles, type World, type WorldOptions } from './route-world.ts';

export type Expectation = Record<Role, number>;

export interface CaseRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/**
 * One row of the authorisation matrix: a registered route (`METHOD /pattern`), optionally a variant
 * aimed at another target, the world it needs, a valid request (so an allowed caller gets the success
 * status, not a validation error) and the status each role must get.
 */
export interface RouteCase {
  route: string;
  variant?: string;
  world?: WorldOptions;
  request: (w: World, role: Role) => CaseRequest | Promise<CaseRequest>;
  expect: Expectation;
}

const fill = (status: number): Expectation => Object.fromEntries(roles.map((r) => [r, status])) as Expectation;
/** Anyone, logged in or not. */
const everyone = (status = 200) => fill(status);
/** Any logged-in user; anonymous callers 401. */
const loggedIn = (status = 200): Expectation => ({ ...fill(status), anonymous: 401 });
/** Employees only. */
const staff = (status = 200): Expectation => ({ ...fill(403), anonymous: 401, employee: status });
/** Named roles get their status, every other logged-in role 403, anonymous 401. */
const only = (allowed: Partial<Expectation>): Expectation => ({ ...fill(403), anonymous: 401, ...allowed });

const customerUpdate = {
  first_name: 'Karen',
  last_name: 'Alfa',
  phone_number: '12345678',
  address: 'Testvej 2',
  postcode: '8000',
  city: 'Aarhus C',
};

const monthRange = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (d: Date) => `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()}`;
  const start = new Date(now.getFullYear(), now.getMonth(), 1);
  return `period=day&start=${day(start)}&end=${day(now)}`;
};

const upload = (parts: MultipartPart[]): CaseRequest => {
  const body = multipart(parts);
  return { url: '', payload: body.payload, headers: body.headers };
};

const offerBody = (w: World) => ({
  offer: w.offer?.price ?? 0,
  price_type: w.offer?.type ?? 'hourly',
  hours: w.offer?.hours ?? null,
});

export const routeCases: RouteCase[] = [
  // Reference, health, SEO and the dev mailbox: public (the mailbox only to loopback clients, which inject is).
  { route: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expect: everyone(301) },
  { route: 'GET /api/docs/', request: () => ({ url: '/api/docs/' }), expect: everyone() },
  { route: 'GET /api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: everyone() },
  { route: 'GET /api/docs/openapi.json', request: () => ({ url: '/api/docs/openapi.json' }), expect: everyone() },
  { route: 'GET /api/docs/openapi.yaml', request: () => ({ url: '/api/docs/openapi.yaml' }), expect: everyone() },
  { route: 'GET /api/docs/js/scalar.js', request: () => ({ url: '/api/docs/js/scalar.js' }), expect: everyone() },
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: everyone() },
  { route: 'GET /robots.txt', request: () => ({ url: '/robots.txt' }), expect: everyone() },
  { route: 'GET /sitemap.xml', request: () => ({ url: '/sitemap.xml' }), expect: everyone() },
  { route: 'GET /api/dev/mails', request: () => ({ url: '/api/dev/mails' }), expect: everyone() },
  { route: 'GET /dev/mailbox', request: () => ({ url: '/dev/mailbox' }), expect: everyone() },
  { route: 'GET /api/media/*', request: () => ({ url: '/api/media/avatars/none/400.webp' }), expect: everyone() },

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

  // Catalogue: public reads, staff writes.
  { route: 'GET /api/levels', request: () => ({ url: '/api/levels' }), expect: everyone() },
  { route: 'GET /api/levels/:id', request: (w) => ({ url: `/api/levels/${w.spare.levelId}` }), expect: everyone() },
  {
    route: 'POST /api/levels',
    request: (w) => {
      const u = w.unique();
      return {
        url: '/api/levels',
        payload: { key: `niveau-${u}`, name: `Niveau ${u}`, order: 500 + Number.parseInt(u.slice(-3), 16) },
      };
    },
    expect: staff(201),
  },
  {
    route: 'PUT /api/levels/:id',
    request: (w) => ({ url: `/api/levels/${w.spare.levelId}`, payload: { name: 'Nyt navn' } }),
    expect: staff(),
  },
  { route: 'DELETE /api/levels/:id', request: (w) => ({ url: `/api/levels/${w.spare.levelId}` }), expect: staff() },
  { route: 'GET /api/skills/groups', request: () => ({ url: '/api/skills/groups' }), expect: everyone() },
  { route: 'GET /api/skills/groups/:id', request: (w) => ({ url: `/api/skills/groups/${w.group.id}` }), expect: everyone() },
  {
    route: 'GET /api/skills/groups/name/:name',
    request: (w) => ({ url: `/api/skills/groups/name/${encodeURIComponent(w.group.name)}` }),
    expect: everyone(),
  },
  {
    route: 'POST /api/skills/groups',
    request: (w) => {
      const u = w.unique();
      return { url: '/api/skills/groups', payload: { name: `Gruppe ${u}`, slug: `gruppe-${u}` } };
    },
    expect: staff(201),
  },
  {
    route: 'PUT /api/skills/groups/:id',
    request: (w) => ({ url: `/api/skills/groups/${w.spare.groupId}`, payload: { name: `Omdøbt ${w.unique()}` } }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/skills/groups/:id',
    request: (w) => ({ url: `/api/skills/groups/${w.spare.groupId}` }),
    expect: staff(),
  },
  { route: 'GET /api/skills', request: () => ({ url: '/api/skills' }), expect: everyone() },
  { route: 'GET /api/skills/:id', request: (w) => ({ url: `/api/skills/${w.skill.id}` }), expect: everyone() },
  {
    route: 'GET /api/skills/name/:name',
    request: (w) => ({ url: `/api/skills/name/${encodeURIComponent(w.skill.name)}` }),
    expect: everyone(),
  },
  {
    route: 'POST /api/skills',
    request: (w) => {
      const u = w.unique();
      return {
        url: '/api/skills',
        payload: { skill_group_id: w.group.id, key: `evne-${u}`, name: `Evne ${u}`, slug: `evne-${u}` },
      };
    },
    expect: staff(201),
  },
  {
    route: 'PUT /api/skills/:id',
    request: (w) => ({ url: `/api/skills/${w.spare.skillId}`, payload: { name: `Omdøbt ${w.unique()}` } }),
    expect: staff(),
  },
  { route: 'DELETE /api/skills/:id', request: (w) => ({ url: `/api/skills/${w.spare.skillId}` }), expect: staff() },

  // Students and their public ratings and references.
  { route: 'GET /api/students', request: () => ({ url: '/api/students' }), expect: everyone() },
  { route: 'GET /api/students/count', request: () => ({ url: '/api/students/count' }), expect: everyone() },
  {
    route: 'GET /api/students/sum-by-date-period',
    request: () => ({ url: '/api/students/sum-by-date-period?period=month' }),
    expect: staff(),
  },
  {
    route: 'GET /api/students/:id',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/slug/:slug',
    request: (w) => ({ url: `/api/students/slug/${w.users.studentA.slug}` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/ratings',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/ratings/score',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings/score` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/ratings/:ratingId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings/${w.ratingId}` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/references',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/references` }),
    expect: everyone(),
  },
  {
    route: 'GET /api/students/:id/references/:refId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/references/${w.referenceId}` }),
    expect: everyone(),
  },

  // Newsletter and the VAT lookup (the register is off in tests: unverified, still 200).
  {
    route: 'POST /api/newsletters/subscribe/public',
    request: (w) => ({ url: '/api/newsletters/subscribe/public', payload: { email: `nyhed-${w.unique()}@example.test` } }),
    expect: everyone(),
  },
  {
    route: 'POST /api/newsletters/unsubscribe',
    request: () => ({ url: '/api/newsletters/unsubscribe', payload: { token: 'x'.repeat(43) } }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/vat/check',
    request: () => ({ url: '/api/vat/check', payload: { vatNumber: '12345678' } }),
    expect: everyone(502),
  },

  // Customers: public registration; a customer's own record; the staff table.
  {
    route: 'POST /api/customers',
    request: (w) => ({
      url: '/api/customers',
      payload: { ...customerUpdate, email: `ny-${w.unique()}@example.test`, password: 'et-godt-kodeord-1' },
    }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/customers/quick',
    request: (w) => ({
      url: '/api/customers/quick',
      payload: { name: 'Hurtig Kunde', phone_number: '12345678', email: `hurtig-${w.unique()}@example.test` },
    }),
    expect: everyone(201),
  },
  { route: 'GET /api/customers', request: () => ({ url: '/api/customers' }), expect: staff() },
  { route: 'GET /api/customers/count', request: () => ({ url: '/api/customers/count' }), expect: staff() },
  {
    route: 'GET /api/customers/sum-by-date-period',
    request: () => ({ url: `/api/customers/sum-by-date-period?${monthRange()}` }),
    expect: staff(),
  },
  {
    route: 'GET /api/customers/:id',
    request: (w) => ({ url: `/api/customers/${w.users.customerA.accountId}` }),
    expect: only({ customerA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/customers/:id',
    request: (w) => ({ url: `/api/customers/${w.users.customerA.accountId}`, payload: customerUpdate }),
    expect: only({ customerA: 200, employee: 200 }),
  },
  {
    route: 'DELETE /api/customers/:id',
    request: (w) => ({ url: `/api/customers/${w.users.customerB.accountId}` }),
    expect: staff(),
  },

  // Projects: the contact flow's create, reads for the two parties and staff, lifecycle by the table.
  {
    route: 'POST /api/projects',
    request: (w) => ({
      url: '/api/projects',
      payload: {
        name: 'Nyt logo',
        message: 'Kan du lave et logo?',
        skill_id: w.skill.id,
        student_id: w.users.studentA.studentId,
        customer_id: w.users.customerA.accountId,
      },
    }),
    expect: only({ customerA: 201 }),
  },
  { route: 'GET /api/projects', request: () => ({ url: '/api/projects' }), expect: loggedIn() },
  { route: 'GET /api/projects/count', request: () => ({ url: '/api/projects/count' }), expect: loggedIn() },
  { route: 'GET /api/projects/value', request: () => ({ url: '/api/projects/value' }), expect: loggedIn() },
  { route: 'GET /api/projects/stats', request: () => ({ url: '/api/projects/stats' }), expect: staff() },
  {
    route: 'GET /api/projects/sum-by-date-period',
    request: () => ({ url: `/api/projects/sum-by-date-period?${monthRange()}` }),
    expect: staff(),
  },
  {
    route: 'GET /api/projects/:id',
    request: (w) => ({ url: `/api/projects/${w.projectId}` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/projects/:id/notes',
    request: (w) => ({ url: `/api/projects/${w.projectId}/notes`, payload: { notes: 'Ring til kunden' } }),
    expect: staff(),
  },
  {
    route: 'GET /api/projects/:id/events',
    request: (w) => ({ url: `/api/projects/${w.projectId}/events` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
  {
    route: 'GET /api/projects/:id/events/:eventId',
    request: (w) => ({ url: `/api/projects/${w.projectId}/events/${w.eventId}` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
  {
    route: 'POST /api/projects/:id/clarify',
    request: (w) => ({ url: `/api/projects/${w.projectId}/clarify`, payload: {} }),
    expect: only({ studentA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/priceOffer',
    world: { status: 'project-clarification' },
    request: (w) => ({ url: `/api/projects/${w.projectId}/priceOffer`, payload: { offer: 250, hours: 4, price_type: 'hourly' } }),
    expect: only({ studentA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/acceptPriceOffer',
    world: { status: 'project-offer-posted', offer: { price: 250, type: 'hourly', hours: 4 } },
    request: (w) => ({ url: `/api/projects/${w.projectId}/acceptPriceOffer`, payload: offerBody(w) }),
    expect: only({ customerA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/requestExtraHours',
    world: { status: 'project-offer-accepted', offer: { price: 250, type: 'hourly', hours: 4, accepted: true } },
    request: (w) => ({ url: `/api/projects/${w.projectId}/requestExtraHours`, payload: { hours: 2, reason: 'Flere rettelser' } }),
    expect: only({ studentA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/approveExtraHours',
    world: {
      status: 'project-offer-accepted',
      offer: { price: 250, type: 'hourly', hours: 4, accepted: true },
      extraHoursRequested: 2,
    },
    request: (w) => ({ url: `/api/projects/${w.projectId}/approveExtraHours`, payload: { hours: 2 } }),
    expect: only({ customerA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/declineExtraHours',
    world: {
      status: 'project-offer-accepted',
      offer: { price: 250, type: 'hourly', hours: 4, accepted: true },
      extraHoursRequested: 2,
    },
    request: (w) => ({ url: `/api/projects/${w.projectId}/declineExtraHours`, payload: { hours: 2 } }),
    expect: only({ customerA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/finalize',
    world: { status: 'project-offer-accepted', offer: { price: 250, type: 'hourly', hours: 4, accepted: true } },
    request: (w) => ({ url: `/api/projects/${w.projectId}/finalize`, payload: { hours: 4 } }),
    expect: only({ studentA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/cancel',
    request: (w) => ({ url: `/api/projects/${w.projectId}/cancel`, payload: { message: 'Vi har fundet en anden løsning.' } }),
    expect: only({ customerA: 200, studentA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/close',
    world: { idleDays: 2 },
    request: (w) => ({ url: `/api/projects/${w.projectId}/close`, payload: { message: 'Ingen aktivitet.' } }),
    expect: staff(),
  },

  // Conversations: the two participants; staff read every conversation but write only in their own.
  { route: 'GET /api/conversations', request: () => ({ url: '/api/conversations' }), expect: loggedIn() },
  {
    // Decision 018: staff archive (DELETE) and restore (PUT); nothing is destroyed.
    route: 'PUT /api/conversations/:id',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}`, payload: { archived: true } }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/conversations/:id',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}` }),
    expect: staff(),
  },
  {
    route: 'POST /api/conversations',
    request: (w) => ({ url: '/api/conversations', payload: { user_id: w.users.studentA.id, message: 'Hej fra Studiekraft' } }),
    expect: staff(201),
  },
  {
    route: 'GET /api/conversations/:id',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
  {
    route: 'GET /api/conversations/:id/messages',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}/messages` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
  {
    route: 'POST /api/conversations/:id/messages',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}/messages`, payload: { content: 'Hej igen' } }),
    expect: only({ customerA: 201, studentA: 201 }),
  },
  {
    route: 'GET /api/conversations/:id/messages/:messageId',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}/messages/${w.customerMessageId}` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
  {
    // Decision 018: only the sender edits, within 15 minutes (the world's message is fresh).
    route: 'PUT /api/conversations/:id/messages/:messageId',
    request: (w) => ({
      url: `/api/conversations/${w.conversationId}/messages/${w.customerMessageId}`,
      payload: { content: 'Hej, kan du hjælpe i morgen?' },
    }),
    expect: only({ customerA: 200 }),
  },
  {
    // The sender within the window, staff at any time (hiding).
    route: 'DELETE /api/conversations/:id/messages/:messageId',
    request: (w) => ({ url: `/api/conversations/${w.conversationId}/messages/${w.customerMessageId}` }),
    expect: only({ customerA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/conversations/:id/messages/:messageId/read',
    // Staff reading along mark nothing: 200 with the message unchanged.
    request: (w) => ({ url: `/api/conversations/${w.conversationId}/messages/${w.studentMessageId}/read` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },

  // Files of a project: its participants upload; they and staff read; the owner and staff delete.
  {
    route: 'POST /api/files',
    request: (w) => ({
      ...upload([
        { name: 'projectId', value: String(w.projectId) },
        { name: 'file', filename: 'bilag.pdf', content: minimalPdf, contentType: 'application/pdf' },
      ]),
      url: '/api/files',
    }),
    expect: only({ customerA: 201, studentA: 201 }),
  },
  // Employees take part in no project, so they must name one (decision 013).
  { route: 'GET /api/files', request: () => ({ url: '/api/files' }), expect: { ...loggedIn(), employee: 400 } },
  {
    route: 'GET /api/files',
    variant: 'one project',
    request: (w) => ({ url: `/api/files?scope=project&projectId=${w.projectId}` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
  {
    route: 'GET /api/files/:id',
    request: (w) => ({ url: `/api/files/${w.fileId}` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
  {
    route: 'DELETE /api/files/:id',
    request: (w) => ({ url: `/api/files/${w.fileId}` }),
    expect: only({ customerA: 200, employee: 200 }),
  },
  {
    route: 'GET /api/projects/:id/files',
    request: (w) => ({ url: `/api/projects/${w.projectId}/files` }),
    expect: only({ customerA: 200, studentA: 200, employee: 200 }),
  },
];

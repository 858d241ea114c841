import { type MultipartPart, minimalPdf, multipart } from '../multipart.ts';
import { avatarPng, type Role, referencePng, roles, type World, type WorldOptions } from './route-world.ts';
import { standInAsset } from './web-build-stand-in.ts';

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
  /** A valid multipart form for the fuzzer to mutate (a streamed body cannot be reused as JSON bodies are). */
  form?: (w: World) => MultipartPart[];
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

const referenceText: MultipartPart[] = [
  { name: 'title', value: 'Logo til bageriet' },
  { name: 'text', value: 'Et logo og et skilt.' },
  { name: 'has_link', value: 'true' },
  { name: 'link', value: 'https://bageriet.dk' },
];

/** A valid application form; the e-mail is new in every world. */
export const applicationForm = (w: World): MultipartPart[] => [
  { name: 'name', value: 'Mathilde Åberg' },
  { name: 'email', value: `ansoeger-${w.unique()}@example.test` },
  { name: 'phone_number', value: '12345678' },
  { name: 'date_of_birth', value: '2001-05-17' },
  { name: 'study_programme', value: 'HA i økonomi' },
  { name: 'institution', value: 'Aarhus Universitet' },
  { name: 'skills', value: String(w.skill.id) },
  { name: 'message', value: 'Jeg vil gerne hjælpe små virksomheder med logoer, plakater og deres regnskab.' },
  { name: 'terms', value: 'true' },
  { name: 'files', filename: 'cv.pdf', content: minimalPdf, contentType: 'application/pdf' },
];

const ratingBody = { title: 'Flot arbejde', score: 5, name: 'Karen Alfa', position: 'Indehaver', body: 'Til tiden og grundigt.' };

const testimonialBody = {
  score: 5,
  title: 'Hjælp til regnskabet',
  body: 'Vores studerende fik styr på bilagene på en eftermiddag.',
  name: 'Karen Alfa',
  position: 'Indehaver',
  company: 'Bageriet',
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

  // The web app (the security suites serve a stand-in build, web-build-stand-in.ts). A page is the same
  // document for every caller: public pages carry their first screen, anything else the empty shell, and
  // the app asks the API, which decides, for what the page shows.
  { route: 'GET /*', request: () => ({ url: '/' }), expect: everyone() },
  {
    route: 'GET /*',
    variant: 'a staff page: the shell, no data',
    request: () => ({ url: '/administration' }),
    expect: everyone(),
  },
  {
    route: 'GET /*',
    variant: 'an unknown API path stays a JSON 404',
    request: () => ({ url: '/api/no-such-route' }),
    expect: everyone(404),
  },
  {
    route: 'GET /*',
    variant: 'a missing file is no page',
    request: () => ({ url: '/assets/missing-Sec41.js' }),
    expect: everyone(404),
  },
  { route: `GET ${standInAsset}`, request: () => ({ url: standInAsset }), expect: everyone() },

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
  // The profile texts: the owner and staff; name, notes, level and skills: staff only (decisions 021, 022).
  {
    route: 'PUT /api/students/:id',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}`, payload: { short: 'Kort om mig' } }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/students/:id',
    variant: 'with the about text',
    request: (w) => ({
      url: `/api/students/${w.users.studentA.studentId}`,
      payload: { short: 'Kort om mig', about: `<p>${'Jeg hjælper gerne med regnskab og budgetter. '.repeat(3)}</p>` },
    }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'PUT /api/students/:id',
    variant: 'name and notes (the owner too gets 403)',
    request: (w) => ({
      url: `/api/students/${w.users.studentA.studentId}`,
      payload: { name: `Omdøbt ${w.unique()}`, notes: 'Ringet op i dag', phone_number: '87654321', date_of_birth: '1999-09-09' },
    }),
    expect: only({ employee: 200 }),
  },
  {
    route: 'PUT /api/students/:id',
    variant: 'level and skills (the owner too gets 403)',
    request: (w) => ({
      url: `/api/students/${w.users.studentA.studentId}`,
      payload: { level_id: w.spare.levelId, skills: [w.skill.id] },
    }),
    expect: only({ employee: 200 }),
  },
  { route: 'GET /api/students/stats', request: () => ({ url: '/api/students/stats' }), expect: staff() },
  {
    route: 'POST /api/students',
    request: (w) => ({
      url: '/api/students',
      payload: {
        name: 'Ny Studerende',
        email: `ny-studerende-${w.unique()}@example.test`,
        phone_number: '12345678',
        date_of_birth: '2000-01-01',
        level_id: w.spare.levelId,
        skills: [w.skill.id],
        skipEmailVerification: false,
        activateUser: true,
        employeeConversations: [w.users.employeeB.accountId],
      },
    }),
    expect: staff(201),
  },
  // Student A has a project, so is deactivated; student B has no history and is removed.
  {
    route: 'DELETE /api/students/:id',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}` }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/students/:id',
    variant: 'a student without history',
    request: (w) => ({ url: `/api/students/${w.users.studentB.studentId}` }),
    expect: staff(),
  },
  {
    route: 'GET /api/students/slug/:slug',
    request: (w) => ({ url: `/api/students/slug/${w.users.studentA.slug}` }),
    expect: everyone(),
  },
  // Student applications (decision 023): visitors apply; staff read, download and decide.
  {
    route: 'POST /api/students/applications',
    form: applicationForm,
    request: (w) => ({
      ...upload(applicationForm(w)),
      url: '/api/students/applications',
    }),
    expect: { ...fill(403), anonymous: 201 },
  },
  {
    route: 'GET /api/students/:id/application',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application` }),
    expect: staff(),
  },
  {
    route: 'GET /api/students/:id/application/files/:index',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application/files/0` }),
    expect: staff(),
  },
  {
    route: 'POST /api/students/:id/application/review',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application/review` }),
    expect: staff(),
  },
  {
    route: 'POST /api/students/:id/application/accept',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application/accept`, payload: { level_id: w.spare.levelId } }),
    expect: staff(),
  },
  {
    route: 'POST /api/students/:id/application/reject',
    world: { application: true },
    request: (w) => ({ url: `/api/students/${w.applicantId}/application/reject`, payload: { message: 'Søg gerne igen.' } }),
    expect: staff(),
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
  // References are managed by their student and by employees (spec section 6).
  {
    route: 'POST /api/students/:id/references',
    request: async (w) => ({
      ...upload([
        ...referenceText,
        { name: 'image', filename: 'ref.png', content: await referencePng(), contentType: 'image/png' },
      ]),
      url: `/api/students/${w.users.studentA.studentId}/references`,
    }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'POST /api/students/:id/references/:refId',
    request: async (w) => ({
      ...upload([
        { name: '_method', value: 'PUT' },
        ...referenceText,
        { name: 'image', filename: 'ref.png', content: await referencePng(), contentType: 'image/png' },
      ]),
      url: `/api/students/${w.users.studentA.studentId}/references/${w.referenceId}`,
    }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  {
    route: 'DELETE /api/students/:id/references/:refId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/references/${w.referenceId}` }),
    expect: only({ studentA: 200, employee: 200 }),
  },
  // Ratings: staff manage them on any student; a customer rates their own finalized project (decision 020).
  {
    route: 'POST /api/students/:id/ratings',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings`, payload: ratingBody }),
    expect: staff(201),
  },
  {
    route: 'PUT /api/students/:id/ratings/:ratingId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings/${w.ratingId}`, payload: ratingBody }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/students/:id/ratings/:ratingId',
    request: (w) => ({ url: `/api/students/${w.users.studentA.studentId}/ratings/${w.ratingId}` }),
    expect: staff(204),
  },
  // Testimonials (decision 024): anyone reads the approved ones; customers write and delete their own
  // (another customer's id is 404, never 403); staff list, approve, unapprove and delete any.
  { route: 'GET /api/testimonials', request: () => ({ url: '/api/testimonials' }), expect: everyone() },
  {
    route: 'GET /api/testimonials/mine',
    request: () => ({ url: '/api/testimonials/mine' }),
    expect: only({ customerA: 200, customerB: 200 }),
  },
  {
    route: 'GET /api/testimonials/all',
    request: () => ({
      url: '/api/testimonials/all?filter_groups[0][filters][0][key]=approved&filter_groups[0][filters][0][value]=false',
    }),
    expect: staff(),
  },
  {
    route: 'POST /api/testimonials',
    request: () => ({ url: '/api/testimonials', payload: testimonialBody }),
    expect: only({ customerA: 201, customerB: 201 }),
  },
  {
    route: 'DELETE /api/testimonials/:id',
    request: (w) => ({ url: `/api/testimonials/${w.testimonialId}` }),
    expect: only({ customerA: 204, customerB: 404, employee: 204 }),
  },
  {
    route: 'POST /api/testimonials/:id/approve',
    request: (w) => ({ url: `/api/testimonials/${w.testimonialId}/approve` }),
    expect: staff(),
  },
  {
    route: 'POST /api/testimonials/:id/unapprove',
    request: (w) => ({ url: `/api/testimonials/${w.testimonialId}/unapprove` }),
    expect: staff(),
  },
  // Blog (issue 13, decision 028): public and read-only for every role; the tests' app serves the built-in
  // posts. An unknown category in the list is an empty 200 (the page shows its empty state), an unknown slug 404.
  { route: 'GET /api/blog/posts', request: () => ({ url: '/api/blog/posts?page=1&per_page=9' }), expect: everyone() },
  {
    route: 'GET /api/blog/posts',
    variant: 'unknown category',
    request: () => ({ url: '/api/blog/posts?category=findes-ikke' }),
    expect: everyone(),
  },
  {
    route: 'GET /api/blog/posts/:slug',
    request: () => ({ url: '/api/blog/posts/momsfrister-uden-panik' }),
    expect: everyone(),
  },
  {
    route: 'GET /api/blog/posts/:slug',
    variant: 'unknown slug',
    request: () => ({ url: '/api/blog/posts/findes-ikke' }),
    expect: everyone(404),
  },
  { route: 'GET /api/blog/categories', request: () => ({ url: '/api/blog/categories' }), expect: everyone() },
  { route: 'GET /api/blog/categories/:slug', request: () => ({ url: '/api/blog/categories/marketing' }), expect: everyone() },
  {
    route: 'GET /api/blog/categories/:slug',
    variant: 'unknown slug',
    request: () => ({ url: '/api/blog/categories/findes-ikke' }),
    expect: everyone(404),
  },
  { route: 'GET /api/blog/tags', request: () => ({ url: '/api/blog/tags' }), expect: everyone() },
  { route: 'GET /api/blog/tags/:slug', request: () => ({ url: '/api/blog/tags/udvalgt' }), expect: everyone() },
  {
    route: 'GET /api/blog/tags/:slug',
    variant: 'unknown slug',
    request: () => ({ url: '/api/blog/tags/findes-ikke' }),
    expect: everyone(404),
  },
  { route: 'GET /blog/feed.xml', request: () => ({ url: '/blog/feed.xml' }), expect: everyone() },
  // Invoices (decision 025): customer A's invoice; customers see their own (another's is 404), staff all and act.
  {
    route: 'GET /api/invoices',
    world: { invoice: true },
    request: () => ({ url: '/api/invoices' }),
    expect: only({ customerA: 200, customerB: 200, employee: 200 }),
  },
  {
    route: 'GET /api/invoices/totals',
    request: () => ({ url: '/api/invoices/totals?from=2026-01&to=2026-12' }),
    expect: staff(),
  },
  {
    route: 'GET /api/invoices/:id',
    world: { invoice: true },
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}` }),
    expect: only({ customerA: 200, customerB: 404, employee: 200 }),
  },
  {
    route: 'GET /api/invoices/:id/pdf',
    world: { invoice: true },
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}/pdf` }),
    expect: only({ customerA: 200, customerB: 404, employee: 200 }),
  },
  {
    route: 'GET /api/invoices/:id/ubl',
    world: { invoice: true },
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}/ubl` }),
    expect: only({ customerA: 200, customerB: 404, employee: 200 }),
  },
  {
    route: 'POST /api/invoices/:id/paid',
    world: { invoice: true },
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}/paid` }),
    expect: staff(),
  },
  {
    route: 'POST /api/invoices/:id/credit',
    world: { invoice: true },
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}/credit` }),
    expect: staff(201),
  },
  {
    route: 'POST /api/invoices/:id/resend',
    world: { invoice: true },
    request: (w) => ({ url: `/api/invoices/${w.invoiceId}/resend` }),
    expect: staff(),
  },
  // Payouts (decision 026): staff set the shares per level, mark a month paid and export it; a student reads
  // their own lines and summary, staff all; customers have no payouts.
  { route: 'GET /api/payout-rates', request: () => ({ url: '/api/payout-rates' }), expect: staff() },
  {
    route: 'PUT /api/payout-rates/:levelId',
    request: (w) => ({ url: `/api/payout-rates/${w.spare.levelId}`, payload: { share_percent: 61.5 } }),
    expect: staff(),
  },
  {
    route: 'GET /api/payouts',
    request: () => ({ url: '/api/payouts' }),
    expect: only({ studentA: 200, studentB: 200, employee: 200 }),
  },
  {
    route: 'GET /api/payouts/summary',
    request: () => ({ url: '/api/payouts/summary' }),
    expect: only({ studentA: 200, studentB: 200, employee: 200 }),
  },
  {
    route: 'POST /api/payouts/months/:month/paid',
    request: () => ({ url: '/api/payouts/months/2026-11/paid' }),
    expect: staff(),
  },
  { route: 'GET /api/payouts.csv', request: () => ({ url: '/api/payouts.csv?month=2026-11' }), expect: staff() },
  {
    route: 'GET /api/projects/:id/rating',
    world: { status: 'project-finalized' },
    request: (w) => ({ url: `/api/projects/${w.projectId}/rating` }),
    expect: only({ customerA: 200 }),
  },
  {
    route: 'POST /api/projects/:id/rating',
    world: { status: 'project-finalized' },
    request: (w) => ({ url: `/api/projects/${w.projectId}/rating`, payload: ratingBody }),
    expect: only({ customerA: 201 }),
  },
  {
    route: 'PUT /api/projects/:id/rating',
    world: { status: 'project-finalized', rated: true },
    request: (w) => ({ url: `/api/projects/${w.projectId}/rating`, payload: { ...ratingBody, score: 3 } }),
    expect: only({ customerA: 200 }),
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
  { route: 'GET /api/customers.csv', request: () => ({ url: '/api/customers.csv' }), expect: staff() },
  { route: 'GET /api/students.csv', request: () => ({ url: '/api/students.csv' }), expect: staff() },
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
  { route: 'GET /api/projects.csv', request: () => ({ url: '/api/projects.csv' }), expect: staff() },
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

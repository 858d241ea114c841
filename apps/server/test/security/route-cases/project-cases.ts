import { minimalPdf } from '../../multipart.ts';
import type { World } from '../route-world.ts';
import { everyone, loggedIn, only, type RouteCase, staff, upload } from './route-case.ts';

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

const offerBody = (w: World) => ({
  offer: w.offer?.price ?? 0,
  price_type: w.offer?.type ?? 'hourly',
  hours: w.offer?.hours ?? null,
});

/** Customers, projects, their conversations and files. */
export const projectCases: RouteCase[] = [
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
  // Staff corrections (issue 36): name, skill and the accepted price; a project without an invoice may go.
  {
    route: 'PUT /api/projects/:id',
    world: { status: 'project-offer-accepted', offer: { price: 400, type: 'hourly', hours: 5, accepted: true } },
    request: (w) => ({
      url: `/api/projects/${w.projectId}`,
      payload: { name: 'Rettet projektnavn', price: { price_type: 'hourly', price: 450, hours: 4 } },
    }),
    expect: staff(),
  },
  {
    // Issue 36: a credit note for the invoice and a new invoice at the corrected price.
    route: 'PUT /api/projects/:id',
    variant: 'the price of an invoiced project',
    world: { status: 'project-finalized', offer: { price: 400, type: 'unit', hours: null, accepted: true }, invoice: true },
    request: (w) => ({ url: `/api/projects/${w.projectId}`, payload: { price: { price_type: 'unit', price: 300 } } }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/projects/:id',
    request: (w) => ({ url: `/api/projects/${w.projectId}` }),
    expect: staff(),
  },
  {
    route: 'DELETE /api/projects/:id',
    variant: 'with an invoice',
    world: { status: 'project-finalized', offer: { price: 400, type: 'unit', hours: null, accepted: true }, invoice: true },
    request: (w) => ({ url: `/api/projects/${w.projectId}` }),
    expect: staff(409),
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
    // The back office's list of everybody's conversations: the staff filters are unknown keys to others.
    route: 'GET /api/conversations',
    variant: "everybody's, searched",
    request: () => ({
      url:
        '/api/conversations?filter_groups[0][filters][0][key]=all&filter_groups[0][filters][0][value]=true&filter_groups[0][filters][0][operator]=eq' +
        '&filter_groups[0][filters][1][key]=search&filter_groups[0][filters][1][value]=a&filter_groups[0][filters][1][operator]=ct',
    }),
    expect: { ...loggedIn(400), employee: 200 },
  },
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

import { only, type RouteCase, staff } from './route-case.ts';
import { ratingBody } from './student-content-cases.ts';

/** Invoices, payouts and a finalized project's rating. */
export const billingCases: RouteCase[] = [
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
];

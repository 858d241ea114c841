import type { PayoutMonthSummary } from '@studiekraft/shared/schemas/payouts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { OverviewPage } from '../components/overview-page.tsx';

const renderOverview = () => renderWithRouter([{ path: '/overview', element: <OverviewPage /> }], '/overview');
const none = { pay: 0, holiday_pay: 0, total: 0, lines: 0 };
const november: PayoutMonthSummary = {
  month: '2026-11',
  earned: { pay: 1900, holiday_pay: 237.5, total: 2137.5, lines: 2 },
  pending: { pay: 1200, holiday_pay: 150, total: 1350, lines: 1 },
  paid: { pay: 700, holiday_pay: 87.5, total: 787.5, lines: 1 },
  cancelled: none,
};
const october: PayoutMonthSummary = {
  month: '2026-10',
  earned: { pay: 600, holiday_pay: 75, total: 675, lines: 1 },
  pending: none,
  paid: { pay: 600, holiday_pay: 75, total: 675, lines: 1 },
  cancelled: none,
};
const emptyLists = [
  on('/api/projects', () => ({ rows: [], total: 0 })),
  on('/api/conversations', () => ({ rows: [], total: 0 })),
];

describe("the student's earnings card", () => {
  beforeEach(() => authStore.reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows earned, pending and paid per month in kr. with holiday pay apart', async () => {
    logInAs('STUDENT');
    mockApi(
      on('/api/payouts/summary', () => ({ data: [november, october] })),
      ...emptyLists,
    );
    renderOverview();
    const card = await screen.findByRole('region', { name: 'Din indtjening' });
    const table = await within(card).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Optjent', 'Afventer', 'Udbetalt']);
    // Each month is a header row over its three amounts, newest first.
    expect(rows[1]?.textContent).toBe('november 2026');
    const first = within(rows[2] as HTMLElement).getAllByRole('cell');
    expect(first[0]?.textContent?.replace(/\s/g, ' ')).toBe('1.900,00 kr.+ 237,50 kr. feriepenge');
    expect(first[1]?.textContent?.replace(/\s/g, ' ')).toBe('1.200,00 kr.+ 150,00 kr. feriepenge');
    expect(first[2]?.textContent?.replace(/\s/g, ' ')).toBe('700,00 kr.+ 87,50 kr. feriepenge');
    expect(rows[3]?.textContent).toBe('oktober 2026');
    expect(
      within(rows[4] as HTMLElement)
        .getAllByRole('cell')[2]
        ?.textContent?.replace(/\s/g, ' '),
    ).toBe('600,00 kr.+ 75,00 kr. feriepenge');
    expect(within(card).getByText(/ekskl\. moms/)).toBeTruthy();
  });

  it('says what a credited invoice cancelled, and what a negative month means (issue 34)', async () => {
    logInAs('STUDENT');
    const december: PayoutMonthSummary = {
      month: '2026-12',
      earned: { pay: -600, holiday_pay: -75, total: -675, lines: 1 },
      pending: { pay: -600, holiday_pay: -75, total: -675, lines: 1 },
      paid: none,
      cancelled: { pay: 1200, holiday_pay: 150, total: 1350, lines: 1 },
    };
    mockApi(
      on('/api/payouts/summary', () => ({ data: [december, october] })),
      ...emptyLists,
    );
    renderOverview();
    const card = await screen.findByRole('region', { name: 'Din indtjening' });
    expect(await within(card).findByText('Annulleret: 1.200,00 kr., fordi fakturaen er krediteret.')).toBeTruthy();
    expect(within(card).getByText(/Et negativt beløb er en modregning/)).toBeTruthy();
    expect(within(card).getAllByText('− 75,00 kr. feriepenge')).toHaveLength(2);
  });

  it('says so when there are no earnings yet, and offers a retry after an error', async () => {
    logInAs('STUDENT');
    let fail = true;
    mockApi(
      (url) =>
        url.pathname === '/api/payouts/summary' && fail ? Promise.resolve(new Response('{}', { status: 500 })) : undefined,
      on('/api/payouts/summary', () => ({ data: [] })),
      ...emptyLists,
    );
    renderOverview();
    expect(await screen.findByText('Din indtjening kunne ikke hentes.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByText(/Du har endnu ingen indtjening/)).toBeTruthy();
  });

  it("is not on a customer's overview and is never asked for", async () => {
    logInAs('CUSTOMER');
    const fetchMock = mockApi(...emptyLists);
    renderOverview();
    expect(await screen.findByText('Du har endnu ingen projekter.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Din indtjening' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/payouts'))).toBe(false);
  });
});

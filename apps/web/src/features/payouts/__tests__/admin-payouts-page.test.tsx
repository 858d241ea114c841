import type { Payout, PayoutMonthSummary, PayoutRate } from '@studiekraft/shared/schemas/payouts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { filtersOf, mockApi, respond } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminPayoutsPage } from '../admin/admin-payouts-page.tsx';

const none = { pay: 0, holiday_pay: 0, total: 0, lines: 0 };
const line = (
  id: number,
  month: string,
  student: string,
  status: Payout['status'] = 'pending',
  kind: Payout['kind'] = 'earning',
): Payout => ({
  id,
  month,
  status,
  kind,
  reverses_payout_id: null,
  cancelled_at: status === 'cancelled' ? '2026-11-20T10:00:00.000Z' : null,
  share_percent: 60,
  pay: 1200,
  holiday_pay: 150,
  total: 1350,
  paid_at: null,
  created_at: '2026-11-10T10:00:00.000Z',
  project: { id: id + 100, name: `Projekt ${id}` },
  student: { id: id + 200, name: student },
  invoice: { id: id + 300, number: `2026-000${id}` },
});

function setup(options: { summaryFails?: boolean; credited?: boolean } = {}) {
  const lines = [line(1, '2026-11', 'Sofie Ærø'), line(2, '2026-11', 'Magnus Hansen'), line(3, '2026-10', 'Sofie Ærø', 'paid')];
  // Issue 34: one November line cancelled by a credit note, and a reversal of October's paid line.
  if (options.credited) {
    lines.push(line(4, '2026-11', 'Ida Krediteret', 'cancelled'));
    lines.push({ ...line(5, '2026-11', 'Sofie Ærø', 'pending', 'reversal'), pay: -1200, holiday_pay: -150, total: -1350 });
  }
  const rates: PayoutRate[] = [
    { level_id: 1, level_key: 'rough-diamond', level_name: 'Rough Diamond', share_percent: 60, is_default: true },
    { level_id: 2, level_key: 'rising-star', level_name: 'Rising Star', share_percent: 65, is_default: true },
  ];
  const calls = { paid: [] as string[], puts: [] as unknown[], months: [] as unknown[] };
  const summary = (): PayoutMonthSummary[] =>
    ['2026-11', '2026-10'].map((month) => {
      const of = (status?: Payout['status']) => {
        const matching = lines.filter((l) => l.month === month && (status ? l.status === status : l.status !== 'cancelled'));
        const pay = matching.reduce((sum, l) => sum + l.pay, 0);
        const holiday = matching.reduce((sum, l) => sum + l.holiday_pay, 0);
        return matching.length ? { pay, holiday_pay: holiday, total: pay + holiday, lines: matching.length } : none;
      };
      return { month, earned: of(), pending: of('pending'), paid: of('paid'), cancelled: of('cancelled') };
    });
  mockApi((url, init) => {
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/payouts/summary')
      return options.summaryFails ? respond(500, { message: 'INTERNAL' }) : respond(200, { data: summary() });
    if (url.pathname === '/api/payouts') {
      const month = filtersOf(url).find((f) => f.key === 'month')?.value;
      calls.months.push(month);
      const rows = lines.filter((l) => l.month === month);
      return respond(200, { rows, total: rows.length });
    }
    const paid = url.pathname.match(/^\/api\/payouts\/months\/(\d{4}-\d{2})\/paid$/);
    if (paid && method === 'POST') {
      calls.paid.push(paid[1] as string);
      const pending = lines.filter((l) => l.month === paid[1] && l.status === 'pending');
      for (const l of pending) l.status = 'paid';
      return respond(200, { data: { month: paid[1], paid_lines: pending.length, pay: 0, holiday_pay: 0 } });
    }
    if (url.pathname === '/api/payout-rates') return respond(200, { data: rates });
    const rate = url.pathname.match(/^\/api\/payout-rates\/(\d+)$/);
    if (rate && method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { share_percent: number };
      calls.puts.push({ level: Number(rate[1]), ...body });
      const row = rates.find((r) => r.level_id === Number(rate[1]));
      if (!row) return respond(404, { message: 'NOT_FOUND' });
      row.share_percent = body.share_percent;
      row.is_default = false;
      return respond(200, { data: row });
    }
    return undefined;
  });
  renderWithRouter([{ path: '/administration/payouts', element: <AdminPayoutsPage /> }], '/administration/payouts');
  return calls;
}

// Several round trips per test: on a loaded machine they pass 5 s, so the suite allows 20.
describe('the staff payouts page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the months with totals and the newest month’s lines, and switches month', async () => {
    const calls = setup();
    const months = await screen.findByRole('table', { name: 'Måneder' });
    const rows = within(months).getAllByRole('row');
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')[1]
        ?.textContent?.replace(/\s/g, ' '),
    ).toBe('2.700,00 kr.');
    const november = await screen.findByRole('table', { name: 'Udbetalinger for november 2026' });
    expect(within(november).getByText('Sofie Ærø')).toBeTruthy();
    expect(within(november).getByText('Magnus Hansen')).toBeTruthy();
    expect(within(november).getAllByText('Afventer')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Eksportér CSV' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'oktober 2026' }));
    const october = await screen.findByRole('table', { name: 'Udbetalinger for oktober 2026' });
    expect(within(october).getByText('Udbetalt')).toBeTruthy();
    expect(calls.months).toEqual(['2026-11', '2026-10']);
    // Nothing is pending in October: the button is off.
    expect((screen.getByRole('button', { name: 'Markér måned som udbetalt' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks a month paid only after the confirmation', async () => {
    const calls = setup();
    await screen.findByRole('table', { name: 'Udbetalinger for november 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Markér måned som udbetalt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Markér 2 ventende linjer for november 2026/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.paid).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Markér måned som udbetalt' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, markér som udbetalt' }));
    expect(await screen.findByText('2 linjer er markeret som udbetalt.')).toBeTruthy();
    expect(calls.paid).toEqual(['2026-11']);
    const november = await screen.findByRole('table', { name: 'Udbetalinger for november 2026' });
    await waitFor(() => expect(within(november).getAllByText('Udbetalt')).toHaveLength(2));
  });

  it('shows a line cancelled by a credit note struck through and a reversal as a deduction (issue 34)', async () => {
    setup({ credited: true });
    const november = await screen.findByRole('table', { name: 'Udbetalinger for november 2026' });
    const cancelled = within(november).getByText('Ida Krediteret').closest('tr') as HTMLElement;
    expect(within(cancelled).getByText('Annulleret')).toBeTruthy();
    expect(within(cancelled).getByText('Fakturaen er krediteret, så linjen udbetales ikke.')).toBeTruthy();
    expect((within(cancelled).getByText(/1\.200,00/) as HTMLElement).style.textDecoration).toBe('line-through');
    const reversal = within(november)
      .getByText(/^Modregning:/)
      .closest('tr') as HTMLElement;
    expect(within(reversal).getByText(/-1\.200,00/)).toBeTruthy();
    expect(within(reversal).getByText('− 150,00 kr. feriepenge')).toBeTruthy();
    expect(within(reversal).getByText('Afventer')).toBeTruthy();
    expect(
      screen.getByText('Annulleret efter kreditering: 1.350,00 kr. inkl. feriepenge på 1 linje (udbetales ikke).'),
    ).toBeTruthy();
  });

  it('edits a level’s share and refuses one outside 0-100', async () => {
    const calls = setup();
    const input = await screen.findByRole('textbox', { name: 'Rising Star' });
    const save = screen.getByRole('button', { name: 'Gem sats for Rising Star' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '120' } });
    expect(await screen.findByText('Angiv en procent over 0 og højst 100.')).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '66,5' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(calls.puts).toEqual([{ level: 2, share_percent: 66.5 }]));
  });

  it('shows an error with a retry when the months cannot be loaded', async () => {
    setup({ summaryFails: true });
    expect(await screen.findByText('Udbetalingerne kunne ikke hentes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});

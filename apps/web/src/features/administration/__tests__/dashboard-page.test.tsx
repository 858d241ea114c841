import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { danishTime } from '../../../lib/danish-time.ts';
import { filtersOf, mockApi, on } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { DashboardPage } from '../admin/dashboard-page.tsx';

const renderDashboard = () => renderWithRouter([{ path: '/administration', element: <DashboardPage /> }], '/administration');

const stats = { completedProjects: 3, acceptedProjects: 2, openProjects: 7, projectValue: 1234567 };
const counts = [
  on('/api/students/count', () => ({ count: 1204 })),
  on('/api/customers/count', () => ({ count: 58 })),
  on('/api/projects/stats', () => stats),
];

describe('dashboard', () => {
  beforeEach(() => {
    authStore.reset();
    logInAs('EMPLOYEE');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the counts in Danish number format and asks for this month per day', async () => {
    const fetchMock = mockApi(
      ...counts,
      on('/api/students/sum-by-date-period', () => ({ '2026-11-01': 4, '2026-11-02': 60 })),
      on('/api/customers/sum-by-date-period', () => ({ '2026-11-01': 1, '2026-11-02': 0 })),
    );
    renderDashboard();
    expect(await screen.findByLabelText('Studerende: 1.204')).toBeTruthy();
    expect(screen.getByLabelText('Kunder: 58')).toBeTruthy();
    expect(screen.getByLabelText('Åbne projekter: 7')).toBeTruthy();
    expect(screen.getByText(/1\.234\.567\s*kr\./)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Nye studerende og kunder' });
    const row = within(table).getByRole('row', { name: /2026-11-02/ });
    expect(within(row).getByText('60')).toBeTruthy();
    const chartCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/api/students/sum-by-date-period');
    // Students of the marketplace only: applicants waiting for screening are not counted (issue 34).
    const countCall = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/api/students/count');
    expect(countCall && filtersOf(countCall)).toEqual([{ key: 'application', value: 'admitted', operator: 'eq' }]);
    expect(chartCall?.searchParams.get('period')).toBe('day');
    expect(chartCall?.searchParams.get('from')).toBe(danishTime().startOf('month').format('YYYY-MM-DD'));
    expect(chartCall?.searchParams.get('to')).toBe(danishTime().format('YYYY-MM-DD'));
    // The range reads as DD-MM-YYYY.
    expect(screen.getByText(new RegExp(danishTime().startOf('month').format('DD-MM-YYYY')))).toBeTruthy();
  });

  it('asks again per month when the period changes', async () => {
    const fetchMock = mockApi(
      ...counts,
      on('/api/students/sum-by-date-period', (url) => ({
        [url.searchParams.get('period') === 'month' ? '2026-11' : '2026-11-01']: 2,
      })),
      on('/api/customers/sum-by-date-period', () => ({})),
    );
    renderDashboard();
    await screen.findByRole('table', { name: 'Nye studerende og kunder' });
    fireEvent.click(screen.getByLabelText('Måned'));
    expect(await screen.findByRole('row', { name: /^2026-11 / })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url]) => String(url).includes('customers/sum-by-date-period') && String(url).includes('period=month'),
      ),
    ).toBe(true);
  });

  it('says so when nobody signed up, and offers a retry when the figures fail', async () => {
    mockApi(
      on('/api/students/count', () => ({ message: 'INTERNAL' }), 500),
      on('/api/students/sum-by-date-period', () => ({ '2026-11-01': 0 })),
      on('/api/customers/sum-by-date-period', () => ({ '2026-11-01': 0 })),
    );
    renderDashboard();
    expect(await screen.findByText('Ingen nye studerende eller kunder i perioden.')).toBeTruthy();
    expect(await screen.findByText('Tallene kunne ikke hentes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });
});

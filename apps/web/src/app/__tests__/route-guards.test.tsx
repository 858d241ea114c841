import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store.ts';
import { logInAs } from '../../test/project-fixtures.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { requireEmployee, requireLogin } from '../routes/route-guards.ts';

const Page = ({ name }: { name: string }) => <p>{name}</p>;

const routes = [
  { path: '/', element: <Page name="home" /> },
  { path: '/overview', loader: requireLogin, element: <Page name="overview" /> },
  { path: '/conversations/:id/:open?', loader: requireLogin, element: <Page name="conversation" /> },
  { path: '/administration/*', loader: requireEmployee, element: <Page name="administration" /> },
];

describe('route guards', () => {
  beforeEach(() => authStore.reset());

  it('sends an anonymous visitor home with the full path as redirect', async () => {
    const { router, findByText } = renderWithRouter(routes, '/conversations/12/files?tab=all');
    expect(await findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/conversations/12/files?tab=all');
  });

  it('lets a logged-in user through', async () => {
    logInAs('CUSTOMER');
    const { router, findByText } = renderWithRouter(routes, '/overview');
    expect(await findByText('overview')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/overview');
  });

  it('keeps the administration for employees', async () => {
    const anonymous = renderWithRouter(routes, '/administration/students');
    await waitFor(() =>
      expect(anonymous.router.state.location.search).toBe(`?redirect=${encodeURIComponent('/administration/students')}`),
    );
    anonymous.unmount();

    // Spec: non-employee admin access goes home with the redirect query too.
    for (const type of ['STUDENT', 'CUSTOMER'] as const) {
      logInAs(type);
      const refused = renderWithRouter(routes, '/administration/students?side=2');
      await waitFor(() => expect(refused.router.state.location.pathname).toBe('/'));
      expect(new URLSearchParams(refused.router.state.location.search).get('redirect')).toBe('/administration/students?side=2');
      refused.unmount();
    }

    logInAs('EMPLOYEE');
    const employee = renderWithRouter(routes, '/administration/students');
    expect(await employee.findByText('administration')).toBeTruthy();
  });
});

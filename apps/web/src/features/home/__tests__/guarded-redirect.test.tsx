import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireEmployee } from '../../../app/routes/route-guards.ts';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouterSettled } from '../../../test/render.tsx';
import { loginPrompt } from '../../auth/hooks/login-prompt.ts';
import { HomePage } from '../components/home-page.tsx';

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/administration/*', loader: requireEmployee, element: <p>administration</p> },
];

const employeeOnly =
  'Den side, du bad om, er kun for medarbejdere. Log ud, og log ind med en medarbejderbruger for at fortsætte.';

describe('the administration guard and home', () => {
  beforeEach(() => {
    authStore.reset();
    loginPrompt.close();
    mockApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['CUSTOMER', 'STUDENT'] as const)(
    'sends a logged-in %s home with the redirect query and says the page is for employees, without going back',
    async (type) => {
      logInAs(type);
      const { router } = await renderWithRouterSettled(routes, '/administration/projects/open');
      expect(await screen.findByText(employeeOnly)).toBeTruthy();
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(router.state.location.pathname).toBe('/');
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/administration/projects/open');
      expect(screen.queryByText('administration')).toBeNull();
      // Logged in already: no login prompt over the page.
      expect(loginPrompt.isOpen()).toBe(false);
    },
  );

  it('follows the redirect for an employee', async () => {
    logInAs('EMPLOYEE');
    const { router } = await renderWithRouterSettled(routes, '/?redirect=%2Fadministration%2Fstudents');
    expect(await screen.findByText('administration')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/administration/students');
  });

  it('asks an anonymous visitor to log in', async () => {
    const { router } = await renderWithRouterSettled(routes, '/administration');
    expect(await screen.findByText('Log ind for at fortsætte til den side, du bad om.')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/administration');
    expect(loginPrompt.isOpen()).toBe(true);
  });
});

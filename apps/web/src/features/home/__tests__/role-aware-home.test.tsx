import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { mockApi } from '../../../test/fetch-mock.ts';
import { logInAs } from '../../../test/project-fixtures.ts';
import { renderWithRouterSettled } from '../../../test/render.tsx';
import { HomePage } from '../components/home-page.tsx';

const routes = [{ path: '/', element: <HomePage /> }];

describe("home's sign-up calls to action (issue 34)", () => {
  beforeEach(() => {
    authStore.reset();
    mockApi();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers a visitor both ways to sign up', async () => {
    authStore.settle();
    await renderWithRouterSettled(routes, '/');
    expect(await screen.findByRole('link', { name: 'Være student freelancer' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Er du en virksomhed?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opret virksomhed' })).toBeTruthy();
  });

  it.each(['STUDENT', 'CUSTOMER', 'EMPLOYEE'] as const)('offers a logged-in %s no sign-up, only the search', async (type) => {
    logInAs(type);
    await renderWithRouterSettled(routes, '/');
    // The hero's link, and the price band's too once the sections below the fold have mounted (when idle).
    expect((await screen.findAllByRole('link', { name: 'Finde en studerende' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Være student freelancer' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Er du en virksomhed?' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Opret virksomhed' })).toBeNull();
  });
});

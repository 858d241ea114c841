import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginEntry } from '../components/login-entry.tsx';
import { loginPrompt } from '../hooks/login-prompt.ts';

// The dropdown/modal and the form load when the login is first wanted (bundle budget).
describe('LoginEntry', () => {
  afterEach(() => {
    act(() => loginPrompt.close());
    vi.unstubAllGlobals();
  });

  it('shows only the button until the login is wanted, then the form', async () => {
    mockApi();
    renderWithProviders(<LoginEntry />);
    expect(screen.queryByLabelText(/Kodeord/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByLabelText(/Kodeord/)).toBeTruthy();
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
  });

  it('opens when another screen asks for the login (a guarded redirect)', async () => {
    mockApi();
    renderWithProviders(<LoginEntry />);
    act(() => loginPrompt.open());
    expect(await screen.findByLabelText(/Kodeord/)).toBeTruthy();
  });
});

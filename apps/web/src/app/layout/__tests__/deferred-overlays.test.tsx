import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, type Session } from '../../../lib/auth-store.ts';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ModalsHost } from '../modals-host.tsx';
import { SkillGroupsMenu } from '../skill-groups-menu.tsx';
import { UserMenu } from '../user-menu.tsx';

// Menus, modals and the toast container load after the first paint (bundle budget). These tests hold
// the behaviour: nothing asked for before they arrive is lost.

const session: Session = {
  accessToken: 't',
  userId: 7,
  accountType: 'CUSTOMER',
  account: {
    id: 7,
    name: 'Kim Kunde',
    phone_number: null,
    slug: null,
    type: 'CUSTOMER',
    address: null,
    city: null,
    postcode: null,
    avatars: { primary: null },
  },
  latestConversationId: null,
};

describe('deferred overlays', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.reset();
    notifications.clean();
  });

  it('opens a confirm modal asked for before the modals provider has loaded, and later ones directly', async () => {
    mockApi();
    renderWithProviders(<ModalsHost />);
    const onConfirm = vi.fn();
    modals.openConfirmModal({
      title: 'Slet projektet?',
      children: 'Det kan ikke fortrydes.',
      labels: { confirm: 'Slet', cancel: 'Fortryd' },
      onConfirm,
    });
    expect(await screen.findByText('Slet projektet?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Slet' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    modals.open({ title: 'Anden dialog', children: 'Indhold' });
    expect(await screen.findByText('Anden dialog')).toBeTruthy();
  });

  it('shows a toast sent before the toast container has loaded', async () => {
    mockApi();
    renderWithProviders(<p>side</p>);
    notifications.show({ message: 'Gemt' });
    expect(await screen.findByText('Gemt')).toBeTruthy();
  });

  it('opens the skill-group menu from its stand-in button', async () => {
    mockApi(on('/api/skills/groups', () => ({ rows: [{ id: 1, name: 'Web', slug: 'web' }], total: 1 })));
    renderWithProviders(<SkillGroupsMenu />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hvad kan vi lave?' }));
    // hidden: jsdom never finishes Mantine's dropdown transition, so the items stay display:none there.
    expect(await screen.findByRole('menuitem', { name: 'Web', hidden: true })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Alle kategorier', hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hvad kan vi lave?' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the user menu when its stand-in is clicked before the menu has loaded', async () => {
    mockApi(on('/api/users/7', () => ({ data: { id: 7, email: 'kim@example.com' } })));
    renderWithProviders(<UserMenu session={session} />);
    fireEvent.click(screen.getByRole('button', { name: 'Brugermenu' }));
    expect(await screen.findByRole('menuitem', { name: 'Log ud', hidden: true })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Brugermenu' }).getAttribute('aria-expanded')).toBe('true'));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { AdminLayout } from '../admin/admin-layout.tsx';

const renderLayout = (path: string) =>
  renderWithRouter(
    [{ path: '/administration', element: <AdminLayout />, children: [{ path: '*', element: <p>side</p> }] }],
    path,
  );

describe('admin layout', () => {
  it('opens the menu in a drawer on a phone and closes it once a page is chosen', async () => {
    const { router } = renderLayout('/administration/customers');
    fireEvent.click(screen.getByRole('button', { name: 'Åbn administrationsmenuen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Administrationsmenu' });
    const open = within(drawer).getByRole('link', { name: 'Åbne' });
    expect(open.getAttribute('href')).toBe('/administration/projects/open');
    fireEvent.click(open);
    await waitFor(() => expect(router.state.location.pathname).toBe('/administration/projects/open'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

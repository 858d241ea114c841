import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SkillGroupsMenu } from '../skill-groups-menu.tsx';

const respond = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('SkillGroupsMenu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing while the groups endpoint does not exist yet', async () => {
    const fetchMock = vi.fn(() => respond(404, { message: 'NOT_FOUND' }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithProviders(<SkillGroupsMenu />);
    await waitFor(() => expect(queryClient.getQueryState(['skill-groups', 'menu'])?.status).toBe('error'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Hvad kan vi lave?')).toBeNull();
  });

  it('shows the dropdown when groups arrive', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, { rows: [{ id: 1, name: 'Web', slug: 'web' }], total: 1 })),
    );
    renderWithProviders(<SkillGroupsMenu />);
    expect(await screen.findByRole('button', { name: 'Hvad kan vi lave?' })).toBeTruthy();
  });
});

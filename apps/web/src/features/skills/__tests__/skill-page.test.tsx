import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { SkillPage } from '../components/skill-page.tsx';

const levels = [
  { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1, enabled: true },
  { id: 2, key: 'rising-star', name: 'Rising Star', order: 2, enabled: true },
  { id: 3, key: 'mastermind', name: 'Mastermind', order: 3, enabled: true },
];
const web = {
  id: 4,
  name: 'Web',
  slug: 'web',
  order: 4,
  enabled: true,
  skills: [
    {
      id: 11,
      key: 'simple-website',
      name: 'Simpel hjemmeside',
      slug: 'simple-website',
      enabled: true,
      skill_group_id: 4,
      paygrades: [3000, 4500, 6000].map((price, index) => ({
        id: index,
        level_id: index + 1,
        starting_price: price,
        type: 'unit',
      })),
    },
  ],
};
const routes = [
  { path: '/hvad-tilbyder-vi/:group/:skill', element: <SkillPage /> },
  { path: '/hvad-tilbyder-vi/', element: <p>oversigt</p> },
];

describe('SkillPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the landing text, the price per level and the link to the students', async () => {
    mockApi(
      on('/api/skills/groups', () => ({ rows: [web], total: 1 })),
      on('/api/levels', () => ({ rows: levels, total: 3 })),
    );
    renderWithRouter(routes, '/hvad-tilbyder-vi/web/simple-website');
    expect(await screen.findByRole('link', { name: 'Web' })).toBeTruthy();
    expect(await screen.findByText('fra 3.000 kr. pr. stk.')).toBeTruthy();
    expect(screen.getByText('fra 6.000 kr. pr. stk.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Find studerende til Simpel hjemmeside' });
    expect(links[0]?.getAttribute('href')).toBe('/students/search/simple-website');
    // The category's landing text, loaded from its own chunk, gives the heading.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'En enkel hjemmeside, der sætter din virksomhed på nettet' }),
    ).toBeTruthy();
  });

  it('renders the landing text and the price table together, so nothing below the text moves later', async () => {
    mockApi(
      on('/api/skills/groups', () => ({ rows: [web], total: 1 })),
      on('/api/levels', () => ({ rows: levels, total: 3 })),
    );
    renderWithRouter(routes, '/hvad-tilbyder-vi/web/simple-website');
    // The first heading the page shows is already the landing text's (not the skill's name over a
    // skeleton), and the prices are there in the same render.
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('En enkel hjemmeside, der sætter din virksomhed på nettet');
    expect(screen.getByText('fra 3.000 kr. pr. stk.')).toBeTruthy();
  });

  it('sends an unknown skill, or a skill under the wrong group, to the overview', async () => {
    mockApi(on('/api/skills/groups', () => ({ rows: [web], total: 1 })));
    const { router } = renderWithRouter(routes, '/hvad-tilbyder-vi/grafik/simple-website');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hvad-tilbyder-vi/'));
  });
});

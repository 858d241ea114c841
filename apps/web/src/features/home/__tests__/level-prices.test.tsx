import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { invalidateCatalogue } from '../../skills/api/catalogue-admin.ts';
import { LevelPrices } from '../components/level-prices.tsx';
import { PriceBand } from '../components/price-band.tsx';

const levels = {
  rows: [
    { id: 2, key: 'rising-star', name: 'Rising Star', order: 2, enabled: true },
    { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1, enabled: true },
  ],
  total: 2,
};
const catalogue = (entryPrice: number) => ({
  rows: [
    {
      id: 1,
      name: 'Økonomi',
      slug: 'oekonomi',
      order: 1,
      enabled: true,
      skills: [
        {
          id: 1,
          key: 'accounting',
          name: 'Bogføring',
          slug: 'bogfoering',
          enabled: true,
          skill_group_id: 1,
          paygrades: [
            { id: 1, level_id: 1, starting_price: entryPrice, type: 'hourly' },
            { id: 2, level_id: 2, starting_price: 230, type: 'hourly' },
          ],
        },
      ],
    },
  ],
  total: 1,
});

afterEach(() => vi.unstubAllGlobals());

describe("the home page's prices (issue 36)", () => {
  it('are the paygrades of the catalogue, in level order, and follow a staff change at once', async () => {
    let entryPrice = 195;
    mockApi(
      on('/api/levels', () => levels),
      on('/api/skills/groups', () => catalogue(entryPrice)),
    );
    const { queryClient } = renderWithProviders(
      <>
        <LevelPrices />
        <PriceBand />
      </>,
    );
    expect(await screen.findByText('195 kr. pr. time')).toBeTruthy();
    expect(screen.getByText('Fra 195 kr. pr. time ekskl. moms')).toBeTruthy();
    const cards = screen.getAllByText(/kr\. pr\. time$/).map((element) => element.textContent?.replace(/\s+/g, ' '));
    expect(cards).toEqual(['195 kr. pr. time', '230 kr. pr. time']);
    expect(screen.queryByText(/190/)).toBeNull();

    // What the back office's write does after it saved: the page asks again and shows the new price.
    entryPrice = 210;
    await act(() => invalidateCatalogue(queryClient));
    expect(await screen.findByText('210 kr. pr. time')).toBeTruthy();
    expect(screen.getByText('Fra 210 kr. pr. time ekskl. moms')).toBeTruthy();
  });

  it('say so when the catalogue cannot be read, instead of a made-up price', async () => {
    mockApi(
      on('/api/levels', () => levels),
      on('/api/skills/groups', () => ({ message: 'INTERNAL_ERROR' }), 500),
    );
    renderWithProviders(<LevelPrices />);
    expect(await screen.findByText('Vi kunne ikke hente priserne.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/kr\. pr\. time/)).toBeNull();
  });
});

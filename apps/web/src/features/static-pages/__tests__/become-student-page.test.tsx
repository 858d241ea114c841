import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, on } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BecomeStudentPage } from '../components/become-student-page.tsx';

describe('/bliv-student-freelancer', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the application form on the page, and the apply button takes the visitor (and focus) to it', async () => {
    mockApi(on('/api/skills/groups', () => ({ rows: [], total: 0 })));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderWithProviders(<BecomeStudentPage />);
    expect(screen.getByRole('heading', { name: 'Ansøg om at blive student freelancer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Søg om at blive student freelancer/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Søg om at blive student freelancer' }));
    expect(scrolled).toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Fulde navn/)));
  });

  it("shows each level's hourly price from the catalogue, 'fra' where its skills differ", async () => {
    const paygrade = (id: number, level_id: number, starting_price: number, type = 'hourly') => ({
      id,
      level_id,
      starting_price,
      type,
    });
    const skill = (id: number, paygrades: unknown[]) => ({
      id,
      key: `s${id}`,
      name: `S${id}`,
      slug: `s${id}`,
      enabled: true,
      skill_group_id: 1,
      paygrades,
    });
    mockApi(
      on('/api/skills/groups', () => ({
        rows: [
          {
            id: 1,
            name: 'Web',
            slug: 'web',
            order: 1,
            enabled: true,
            skills: [
              skill(1, [paygrade(1, 1, 195), paygrade(2, 2, 240)]),
              skill(2, [paygrade(3, 1, 195), paygrade(4, 2, 230), paygrade(5, 1, 3000, 'unit')]),
            ],
          },
        ],
        total: 1,
      })),
      on('/api/levels', () => ({
        rows: [
          { id: 1, key: 'rough-diamond', name: 'Rough Diamond', order: 1, enabled: true },
          { id: 2, key: 'rising-star', name: 'Rising Star', order: 2, enabled: true },
        ],
        total: 2,
      })),
    );
    renderWithProviders(<BecomeStudentPage />);
    expect(await screen.findByText('195 kr. pr. time')).toBeTruthy();
    expect(screen.getByText('fra 230 kr. pr. time')).toBeTruthy();
    expect(screen.getByText('Her starter alle. Du løser dine første opgaver og samler referencer.')).toBeTruthy();
    // No level without a paygrade, and no price from a constant.
    expect(screen.queryByText('Mastermind')).toBeNull();
    expect(screen.queryByText(/190 kr/)).toBeNull();
  });
});

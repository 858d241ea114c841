import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RatingStars, starKinds } from '../components/rating-stars.tsx';

describe('RatingStars', () => {
  it('draws 3.5 as 3 full, 1 half and 1 empty star', () => {
    const { container } = renderWithProviders(<RatingStars value={3.5} />);
    const kinds = [...container.querySelectorAll('[data-star]')].map((star) => star.getAttribute('data-star'));
    expect(kinds).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(screen.getByRole('img', { name: 'Bedømt 3,5 ud af 5 stjerner' })).toBeTruthy();
  });

  it('rounds to the nearest half and stays within 0 to 5', () => {
    expect(starKinds(4.8)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starKinds(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starKinds(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });
});

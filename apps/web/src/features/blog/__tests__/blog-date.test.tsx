import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { BlogDate } from '../components/blog-date.tsx';

describe('BlogDate', () => {
  // On a machine in UTC, as servers often are, the first instant is still 2 November.
  it.each([
    ['2026-11-02T23:30:00Z', '3. november 2026'],
    ['2026-07-31T22:15:00Z', '1. august 2026'],
    ['2026-10-28T08:00:00Z', '28. oktober 2026'],
  ])('shows %s as the day it is in Denmark, %s, on any machine', (date, shown) => {
    renderWithProviders(<BlogDate date={date} />);
    expect(screen.getByText(shown).getAttribute('datetime')).toBe(date);
  });

  it('shows nothing for a date it cannot read', () => {
    const { container } = renderWithProviders(<BlogDate date="ikke en dato" />);
    expect(container.querySelector('time')).toBeNull();
  });
});

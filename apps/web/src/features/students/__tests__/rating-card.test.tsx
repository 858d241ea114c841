import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RatingBody, RatingCard, scoreColor } from '../components/rating-card.tsx';

describe('RatingBody', () => {
  it('cuts a body over 180 characters and toggles between Vis mere and Vis mindre', () => {
    const body = `${'a'.repeat(180)}SLUT`;
    renderWithProviders(<RatingBody body={body} />);

    expect(screen.getByText(`${'a'.repeat(180)}…`)).toBeTruthy();
    expect(screen.queryByText(body)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Vis mere' }));
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis mindre' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Vis mindre' }));
    expect(screen.getByText(`${'a'.repeat(180)}…`)).toBeTruthy();
  });

  it('shows a body of exactly 180 characters whole, without a toggle', () => {
    const body = 'b'.repeat(180);
    renderWithProviders(<RatingBody body={body} />);
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('scoreColor (spec section 5)', () => {
  it('is primary from 4, orange from 2, danger below', () => {
    expect([5, 4, 3, 2, 1].map(scoreColor)).toEqual(['primary', 'primary', 'orange', 'orange', 'danger']);
  });
});

describe('RatingCard', () => {
  it('names a rating whose writer was erased instead of showing an empty heading and body (issue 33)', () => {
    renderWithProviders(
      <RatingCard
        rating={{
          id: 1,
          title: '',
          score: 4,
          name: 'Slettet bruger',
          position: null,
          body: '',
          created_at: '2026-11-01T10:00:00Z',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Bedømmelse fra en slettet bruger' })).toBeTruthy();
    expect(screen.getByText('4/5')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

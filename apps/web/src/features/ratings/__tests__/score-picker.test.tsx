import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ScorePicker } from '../components/score-picker.tsx';

function Picker() {
  const [score, setScore] = useState<number | null>(null);
  return (
    <>
      <ScorePicker value={score} onChange={setScore} />
      <output>{score ?? 'ingen'}</output>
    </>
  );
}

describe('ScorePicker', () => {
  it('chooses the star whose radio the keyboard checks, as a radio group does (issue 34)', () => {
    renderWithProviders(<Picker />);
    // What the arrow keys do to a radio group: check the next radio, which fires its change event.
    fireEvent.click(screen.getByRole('radio', { name: '3 af 5 stjerner' }));
    expect(screen.getByRole('status').textContent).toBe('3');
    expect((screen.getByRole('radio', { name: '3 af 5 stjerner' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.blur(screen.getByRole('radio', { name: '3 af 5 stjerner' }));
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('keeps the score when the keyboard reaches the "no stars" radio', () => {
    renderWithProviders(<Picker />);
    fireEvent.click(screen.getByRole('radio', { name: '2 af 5 stjerner' }));
    fireEvent.click(screen.getByRole('radio', { name: /ingen stjerner/i }));
    expect(screen.getByRole('status').textContent).toBe('2');
  });
});

import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { UserAvatar } from '../user-avatar.tsx';

// Mantine writes a size in rem: 2rem is 32 px at the default 16 px root.
const sizeOf = (container: HTMLElement) =>
  (container.querySelector('.mantine-Avatar-root') as HTMLElement).style.getPropertyValue('--avatar-size');

describe('UserAvatar', () => {
  it('is 32 px unless a screen asks for another size (spec section 9)', () => {
    expect(sizeOf(renderWithProviders(<UserAvatar name="Anna Holm" src={null} />).container)).toBe(
      'calc(2rem * var(--mantine-scale))',
    );
    expect(sizeOf(renderWithProviders(<UserAvatar name="Anna Holm" src={null} size={64} />).container)).toBe(
      'calc(4rem * var(--mantine-scale))',
    );
  });

  it('falls back to the initials when there is no picture', () => {
    const { getByText } = renderWithProviders(<UserAvatar name="Anna Holm" src={null} />);
    expect(getByText('AH')).toBeTruthy();
  });
});

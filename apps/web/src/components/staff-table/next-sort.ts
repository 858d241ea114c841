import type { SortDirection } from './staff-table.tsx';

export interface StaffSort<SortKey extends string> {
  key: SortKey;
  direction: SortDirection;
}

/** A click on a header: the same column flips its direction, another column starts with `first`. */
export function nextStaffSort<SortKey extends string>(
  current: StaffSort<SortKey>,
  key: SortKey,
  first: SortDirection = 'ASC',
): StaffSort<SortKey> {
  if (current.key !== key) return { key, direction: first };
  return { key, direction: current.direction === 'ASC' ? 'DESC' : 'ASC' };
}

import { skillKeys } from './query-keys.ts';

/**
 * The back office's catalogue keys (issue 36), apart from query-keys.ts because that file is in every
 * visitor's first download (the navbar's menu) and these are for staff only. They start as the public
 * keys do, so `catalogueRoots` invalidates both after a staff write.
 */
export const staffSkillKeys = {
  /** Every group and skill, hidden ones too, with prices. */
  catalogue: () => [skillKeys.menu()[0], 'staff'] as const,
  /** Every level, hidden ones too. */
  levels: () => [...skillKeys.levels(), 'staff'] as const,
};

/** What a change to the catalogue makes stale: every levels and skill-groups query, public or staff. */
export const catalogueRoots = [skillKeys.levels(), [skillKeys.menu()[0]]] as const;

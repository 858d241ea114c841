/**
 * Every cache key of the skills feature: levels, skill groups and the text of a category page. The staff
 * screens' keys start as the public ones do, so a staff write invalidates both with `catalogueRoots`.
 */
export const skillKeys = {
  levels: () => ['levels'] as const,
  menu: () => ['skill-groups', 'menu'] as const,
  catalogue: (scope: string) => ['skill-groups', 'catalogue', scope] as const,
  categoryContent: (key: string | undefined) => ['category-content', key] as const,
  /** The back office's catalogue: every group and skill, hidden ones too, with prices. */
  staffCatalogue: () => ['skill-groups', 'staff'] as const,
  /** The back office's levels, hidden ones too. */
  staffLevels: () => ['levels', 'staff'] as const,
};

/** What a change to the catalogue makes stale: every levels and skill-groups query, public or staff. */
export const catalogueRoots = [['levels'], ['skill-groups']] as const;

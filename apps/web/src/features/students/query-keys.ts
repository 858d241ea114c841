const all = ['students'] as const;

/**
 * Every cache key of the students feature, so a read and the invalidations aimed at it cannot drift apart.
 * All start with `all`: a change to any student invalidates them together.
 */
export const studentKeys = {
  all,
  search: (skillId: number | null, name: string | null, page: number) => [...all, 'search', skillId, name, page] as const,
  names: (term: string) => [...all, 'names', term] as const,
  featured: () => [...all, 'featured'] as const,
  stats: () => [...all, 'stats'] as const,
  bySlug: (slug: string) => [...all, 'slug', slug] as const,
  /** The staff table: its scope, search, sort and page as the API gets them. */
  adminList: (...filters: unknown[]) => [...all, 'admin-list', ...filters] as const,
  adminDetail: (id: number) => [...all, id, 'admin-detail'] as const,
  ratings: (id: number, page: number) => [...all, id, 'ratings', page] as const,
  score: (id: number | undefined) => [...all, id, 'ratings', 'score'] as const,
  staffRatings: (id: number) => [...all, id, 'ratings', 'all'] as const,
  references: (id: number | undefined) => [...all, id, 'references'] as const,
};

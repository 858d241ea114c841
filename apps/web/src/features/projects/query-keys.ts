const all = ['projects'] as const;

/**
 * Every cache key of the projects feature; all start with `all`, which a project action invalidates. The
 * rating of a project (ratings/query-keys.ts) lives under its project's key too.
 */
export const projectKeys = {
  all,
  /** The signed-in customer's or student's own projects. */
  list: () => [...all, 'list'] as const,
  /** The staff table: its statuses, search, sort and page as the API gets them. */
  adminList: (...filters: unknown[]) => [...all, 'admin-list', ...filters] as const,
  detail: (id: number) => [...all, id] as const,
  events: (id: number) => [...all, id, 'events'] as const,
};

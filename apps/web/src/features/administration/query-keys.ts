const all = ['administration'] as const;

/** The cache keys of the dashboard. */
export const administrationKeys = {
  counts: () => [...all, 'dashboard-counts'] as const,
  signupsByPeriod: (query: unknown) => [...all, 'signups-by-period', query] as const,
};

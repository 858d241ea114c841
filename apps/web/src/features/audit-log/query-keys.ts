const all = ['audit-log'] as const;

/** Every cache key of the audit log; whatever staff change invalidates `all`, so every history shown refreshes. */
export const auditKeys = {
  all,
  /** The entries of the given sources, by the filters the API gets for them. */
  entries: (filters: unknown[]) => [...all, ...filters] as const,
};

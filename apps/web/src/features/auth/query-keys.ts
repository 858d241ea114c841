const all = ['users'] as const;

/** The cache keys of user accounts; a logout removes `all`. */
export const userKeys = {
  all,
  detail: (id: number) => [...all, id] as const,
};

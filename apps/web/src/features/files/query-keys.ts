const all = ['files'] as const;

/** Every cache key of the files feature; an upload or a deletion invalidates `all`. */
export const fileKeys = {
  all,
  list: (scope: string, projectId: number | null) => [...all, scope, projectId] as const,
};

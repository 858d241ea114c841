const all = ['student-applications'] as const;

/** Every cache key of the applications feature; a decision invalidates `all`. */
export const applicationKeys = {
  all,
  pending: () => [...all, 'pending'] as const,
  detail: (studentId: number) => [...all, 'detail', studentId] as const,
};

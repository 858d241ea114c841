const all = ['testimonials'] as const;

/** Every cache key of the testimonials feature; approving, deleting or writing one invalidates `all`. */
export const testimonialKeys = {
  all,
  public: () => [...all, 'public'] as const,
  mine: () => [...all, 'mine'] as const,
  staff: (filter: string, page: number) => [...all, 'all', filter, page] as const,
};

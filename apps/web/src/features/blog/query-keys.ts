const all = ['blog'] as const;

/** Every cache key of the blog. */
export const blogKeys = {
  all,
  posts: (category: number | string | null, tag: number | string | null, perPage: number, page: number) =>
    [...all, 'posts', category, tag, perPage, page] as const,
  post: (slug: string) => [...all, 'post', slug] as const,
  terms: (kind: string) => [...all, kind] as const,
  term: (kind: string, slug: string) => [...all, kind, slug] as const,
};

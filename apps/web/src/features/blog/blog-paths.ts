/** The blog's addresses (spec section 2); slugs come from the feed, so they are encoded. */
export const blogPaths = {
  front: '/blog/',
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  category: (slug: string) => `/blog/kategori/${encodeURIComponent(slug)}`,
  tag: (slug: string) => `/blog/tag/${encodeURIComponent(slug)}`,
} as const;

/** The page number in a list's address, Danish like the student search: `?side=2`. */
export const blogPageParam = 'side';

/**
 * The blog's fixed numbers (spec section 9, issue 13): which tag marks the featured post, which categories
 * get a section on the blog front, and how much each list shows.
 */
export const blogConstants = {
  /** Posts with this tag are featured on /blog/; the tag itself is left out of the tag bar. */
  featuredTagId: 14,
  /** The three category sections on /blog/, in this order (typed as numbers so `includes(id)` takes any id). */
  categoryIds: [2, 3, 4] as readonly number[],
  postsPerCategorySection: 3,
  /** The tag bar shows at most this many tags. */
  tagBarSize: 20,
  /** Excerpts are cut on a word at this many characters, '…' included. */
  excerptLength: 150,
  /** Posts per page on the category and tag lists. */
  pageSize: 9,
  /** The most posts one list call may ask for (per_page), like WordPress's own cap of 100 but smaller. */
  perPageMax: 50,
  /** Related posts under a post. */
  relatedMax: 3,
  /** Posts in /blog/feed.xml. */
  rssItems: 20,
} as const;

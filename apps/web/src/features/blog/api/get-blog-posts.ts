import type { BlogPostsResponse } from '@studiekraft/shared/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { blogKeys } from '../query-keys.ts';

export interface BlogPostsQuery {
  /** 1-based, as the API (and WordPress) counts. */
  page: number;
  perPage: number;
  /** A category's id or slug. */
  category?: number | string;
  /** A tag's id or slug. */
  tag?: number | string;
}

/** The blog's answer when it has nothing: what a failing feed looks like on screen (spec: failures are silent). */
export const noBlogPosts: BlogPostsResponse = { data: [], total: 0, pages: 0 };

export function getBlogPosts({ page, perPage, category, tag }: BlogPostsQuery, signal?: AbortSignal) {
  return api.get<BlogPostsResponse>('/blog/posts', { query: { page, per_page: perPage, category, tag }, signal });
}

export const blogPostsQueryOptions = (query: BlogPostsQuery) =>
  queryOptions({
    queryKey: blogKeys.posts(query.category ?? null, query.tag ?? null, query.perPage, query.page),
    queryFn: ({ signal }) => getBlogPosts(query, signal),
  });

/** Whether two keys of blogPostsQueryOptions name the same list (everything but the page, which is last). */
const isSameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.slice(0, -1).every((part, index) => part === b[index]);

/**
 * One page of posts. Paging within one list keeps the previous page on screen while the next one loads;
 * another category or tag starts from its skeleton instead of showing the last one's posts under its name.
 */
export function useBlogPosts(query: BlogPostsQuery) {
  const options = blogPostsQueryOptions(query);
  return useQuery({
    ...options,
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameList(previousQuery.queryKey, options.queryKey) ? previous : undefined,
  });
}

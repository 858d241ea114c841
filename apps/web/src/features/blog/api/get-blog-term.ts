import type { BlogTerm } from '@studiekraft/shared/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { blogKeys } from '../query-keys.ts';
import type { BlogTermKind } from './get-blog-terms.ts';

export function getBlogTerm(kind: BlogTermKind, slug: string, signal?: AbortSignal) {
  return api.get<DataResponse<BlogTerm>>(`/blog/${kind}/${encodeURIComponent(slug)}`, { signal });
}

export const blogTermQueryOptions = (kind: BlogTermKind, slug: string) =>
  queryOptions({
    queryKey: blogKeys.term(kind, slug),
    queryFn: ({ signal }) => getBlogTerm(kind, slug, signal).then((response) => response.data),
  });

/** One category or tag by slug, for the list page's heading and title. */
export function useBlogTerm(kind: BlogTermKind, slug: string) {
  return useQuery(blogTermQueryOptions(kind, slug));
}

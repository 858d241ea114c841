import type { BlogTerm } from '@studiekraft/shared/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { blogKeys } from '../query-keys.ts';

/** Categories or tags: the two term lists of the blog share their shape and paths. */
export type BlogTermKind = 'categories' | 'tags';

export function getBlogTerms(kind: BlogTermKind, signal?: AbortSignal) {
  return api.get<DataResponse<BlogTerm[]>>(`/blog/${kind}`, { signal });
}

export const blogTermsQueryOptions = (kind: BlogTermKind) =>
  queryOptions({
    queryKey: blogKeys.terms(kind),
    queryFn: ({ signal }) => getBlogTerms(kind, signal).then((response) => response.data),
  });

export function useBlogTerms(kind: BlogTermKind) {
  return useQuery(blogTermsQueryOptions(kind));
}

import type { BlogPost } from '@studiekraft/shared/schemas/blog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { blogKeys } from '../query-keys.ts';

export function getBlogPost(slug: string, signal?: AbortSignal) {
  return api.get<DataResponse<BlogPost>>(`/blog/posts/${encodeURIComponent(slug)}`, { signal });
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: ({ signal }) => getBlogPost(slug, signal).then((response) => response.data),
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}

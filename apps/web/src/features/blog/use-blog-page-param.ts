import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { blogPageParam } from './blog-paths.ts';

/**
 * A blog list's page in its address (`?side=2`), so the back button steps through pages and a page can be
 * shared. Page 1 has no parameter; anything unreadable is page 1.
 */
export function useBlogPageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get(blogPageParam))) || 1);

  const setPage = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      setSearchParams((params) => {
        if (next <= 1) params.delete(blogPageParam);
        else params.set(blogPageParam, String(next));
        return params;
      }, options),
    [setSearchParams],
  );

  return { page, setPage };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Query keys of the search page, Danish like its paths: `?navn=anna&side=2`. */
export const searchQueryKeys = { name: 'navn', page: 'side' } as const;

/**
 * The search page keeps its name term and page in the URL, so the back button steps through pages and a
 * search can be shared. Paging pushes a history entry; typing replaces it (no entry per keystroke).
 */
export function useSearchState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const name = searchParams.get(searchQueryKeys.name) ?? '';
  const page = Math.max(1, Math.floor(Number(searchParams.get(searchQueryKeys.page))) || 1);

  const setPage = useCallback(
    (next: number) =>
      setSearchParams((params) => {
        if (next <= 1) params.delete(searchQueryKeys.page);
        else params.set(searchQueryKeys.page, String(next));
        return params;
      }),
    [setSearchParams],
  );

  const setName = useCallback(
    (next: string) =>
      setSearchParams(
        (params) => {
          if (next.trim()) params.set(searchQueryKeys.name, next);
          else params.delete(searchQueryKeys.name);
          params.delete(searchQueryKeys.page);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { name, page, setPage, setName, searchParams };
}

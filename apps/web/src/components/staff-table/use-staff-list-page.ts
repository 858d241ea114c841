import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/** The page number in a staff list's address, Danish like the blog and the student search: `?side=2`. */
export const staffListPageParam = 'side';

/**
 * A staff list's page in its address, so the back button steps through pages, a reload stays on the page
 * and a link to page 3 can be shared. The API counts from 0, the address from 1; page 1 has no parameter
 * and anything unreadable is page 1.
 */
export function useStaffListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get(staffListPageParam))) || 1) - 1;

  const goTo = useCallback(
    (next: number, options?: NavigateOptions) => {
      if (next === page) return;
      setSearchParams((params) => {
        if (next <= 0) params.delete(staffListPageParam);
        else params.set(staffListPageParam, String(next + 1));
        return params;
      }, options);
    },
    [page, setSearchParams],
  );

  /** A page the user picks: a new history entry. */
  const setPage = useCallback((next: number) => goTo(next), [goTo]);

  /**
   * Back to the first page because the search, a filter or the sort changed: it replaces the current entry
   * and keeps the scroll position, so typing in the search field neither fills the history nor jumps.
   */
  const resetPage = useCallback(() => goTo(0, { replace: true, preventScrollReset: true }), [goTo]);

  return { page, setPage, resetPage, goTo };
}

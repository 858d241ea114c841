import { loadCategoryContent } from '@studiekraft/shared/content/category-registry';
import { useQuery } from '@tanstack/react-query';

/**
 * The static landing text of one category. The registry imports each category on demand, so a skill
 * page downloads its own text only; the query caches it for the visit (it never changes at runtime).
 */
export function useCategoryContent(key: string | undefined) {
  return useQuery({
    queryKey: ['category-content', key],
    queryFn: async () => (key ? ((await loadCategoryContent(key)) ?? null) : null),
    enabled: key !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

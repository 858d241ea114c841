import { loadCategoryContent } from '@studiekraft/shared/content/category-registry';
import { useQuery } from '@tanstack/react-query';
import { skillKeys } from '../query-keys.ts';

/**
 * The static landing text of one category. The registry imports each category on demand, so a skill
 * page downloads its own text only; the query caches it for the visit (it never changes at runtime).
 */
export function useCategoryContent(key: string | undefined) {
  return useQuery({
    queryKey: skillKeys.categoryContent(key),
    queryFn: async () => (key ? ((await loadCategoryContent(key)) ?? null) : null),
    enabled: key !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

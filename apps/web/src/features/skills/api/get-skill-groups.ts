import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { skillKeys } from '../query-keys.ts';

export interface SkillGroupLink {
  id: number;
  name: string;
  slug: string;
}

interface SkillGroupsResponse {
  rows?: Partial<SkillGroupLink>[];
}

/** Enabled skill groups for the navbar dropdown and footer (content spec section 7). */
export function getMenuSkillGroups(signal?: AbortSignal): Promise<SkillGroupLink[]> {
  return api
    .get<SkillGroupsResponse>('/skills/groups', {
      query: { filter_groups: [{ filters: [{ key: 'enabled', value: 1, operator: 'eq' }] }] },
      signal,
    })
    .then((response) =>
      // Defensive: the endpoint arrives in a later issue, so anything unexpected reads as "no groups".
      (Array.isArray(response?.rows) ? response.rows : []).filter(
        (row): row is SkillGroupLink =>
          typeof row.id === 'number' && typeof row.name === 'string' && typeof row.slug === 'string',
      ),
    );
}

export const menuSkillGroupsQueryOptions = () =>
  queryOptions({
    queryKey: skillKeys.menu(),
    queryFn: ({ signal }) => getMenuSkillGroups(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Groups, or an empty list while loading and when the call fails: the menu then shows nothing. */
export function useMenuSkillGroups(): SkillGroupLink[] {
  const query = useQuery(menuSkillGroupsQueryOptions());
  return query.data ?? [];
}

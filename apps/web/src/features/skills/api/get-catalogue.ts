import type { Skill, SkillGroup } from '@studiekraft/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { skillKeys } from '../query-keys.ts';

export type CatalogueScope = 'all' | 'with-students';

/**
 * Enabled groups with their enabled skills and paygrades (content spec section 7). The overview asks only
 * for groups whose skills have students ('with-students'); the group and skill pages and the search
 * filter use the whole catalogue.
 */
export function getCatalogue(scope: CatalogueScope, signal?: AbortSignal) {
  const filters = [
    { key: 'enabled', value: 1, operator: 'eq' },
    { key: 'skills.enabled', value: 1, operator: 'eq' },
  ];
  if (scope === 'with-students') filters.push({ key: 'hasSkillsWithStudents', value: 1, operator: 'eq' });
  return api
    .get<ListResponse<SkillGroup>>('/skills/groups', {
      query: { filter_groups: [{ filters }], includes: ['skills', 'skills.paygrades'] },
      signal,
    })
    .then((response) => [...response.rows].sort((a, b) => a.order - b.order));
}

export const catalogueQueryOptions = (scope: CatalogueScope = 'all') =>
  queryOptions({
    queryKey: skillKeys.catalogue(scope),
    queryFn: ({ signal }) => getCatalogue(scope, signal),
    // The catalogue changes when staff edit it, rarely; pages share one answer for a while.
    staleTime: 10 * 60_000,
  });

export function useCatalogue(scope: CatalogueScope = 'all') {
  return useQuery(catalogueQueryOptions(scope));
}

export interface SkillInGroup {
  group: SkillGroup;
  skill: Skill;
}

/** A skill by the route's value: its slug, or its key (the footer's popular tasks use keys). */
export function findSkill(groups: SkillGroup[] | undefined, value: string | undefined): SkillInGroup | undefined {
  if (!groups || !value) return undefined;
  for (const group of groups) {
    const skill = group.skills?.find((candidate) => candidate.slug === value || candidate.key === value);
    if (skill) return { group, skill };
  }
  return undefined;
}

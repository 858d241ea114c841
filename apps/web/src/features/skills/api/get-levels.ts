import type { Level } from '@studiekraft/shared/schemas/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { skillKeys } from '../query-keys.ts';

/** Enabled levels in order (spec section 7): the rows of every price table. */
export function getLevels(signal?: AbortSignal) {
  return api
    .get<ListResponse<Level>>('/levels', {
      query: {
        filter_groups: [{ filters: [{ key: 'enabled', value: 1, operator: 'eq' }] }],
        sort: [{ key: 'order', direction: 'asc' }],
      },
      signal,
    })
    .then((response) => [...response.rows].sort((a, b) => a.order - b.order));
}

export const levelsQueryOptions = () =>
  queryOptions({ queryKey: skillKeys.levels(), queryFn: ({ signal }) => getLevels(signal), staleTime: 30 * 60_000 });

export function useLevels() {
  return useQuery(levelsQueryOptions());
}

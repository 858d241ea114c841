import type { SiteSettings } from '@studiekraft/shared/schemas/site-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';

export const siteSettingsKey = ['site-settings'] as const;

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKey,
    queryFn: ({ signal }) => api.get<DataResponse<SiteSettings>>('/settings/site', { signal }).then((response) => response.data),
    // Staff change them rarely; the pages that show them share one answer for a while.
    staleTime: 10 * 60_000,
  });

/** The site's own public details (issue 36); a field staff have not set is null and left out. */
export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

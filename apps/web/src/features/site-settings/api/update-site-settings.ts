import type { SiteSettings, UpdateSiteSettings } from '@studiekraft/shared/schemas/site-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { siteSettingsKey } from './get-site-settings.ts';

/** PUT settings/site (staff): the saved details become the cached ones at once. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteSettings) =>
      api.put<DataResponse<SiteSettings>>('/settings/site', body).then((response) => response.data),
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsKey, saved),
  });
}

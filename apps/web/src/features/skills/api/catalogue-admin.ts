import type {
  CreateLevel,
  CreateSkill,
  CreateSkillGroup,
  DeleteResult,
  Level,
  SkillGroup,
  UpdateLevel,
  UpdateSkill,
  UpdateSkillGroup,
} from '@studiekraft/shared/schemas/catalogue';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse, ListResponse } from '../../../types/api.ts';
import { studentKeys } from '../../students/query-keys.ts';
import { catalogueRoots, staffSkillKeys } from '../staff-query-keys.ts';

/**
 * The back office's catalogue (issue 36): staff get every group, skill and level, hidden ones too. After a
 * write, every catalogue query is stale (skill pages, search filter, menus, price tables) and so are the
 * students, whose cards show the prices of their skills; the server forgets its first screens itself.
 */
export function useStaffCatalogue() {
  return useQuery({
    queryKey: staffSkillKeys.catalogue(),
    queryFn: ({ signal }) =>
      api
        .get<ListResponse<SkillGroup>>('/skills/groups', {
          query: { includes: ['skills', 'skills.paygrades'] },
          signal,
        })
        .then((response) => ({ ...response, rows: [...response.rows].sort((a, b) => a.order - b.order) })),
  });
}

export function useStaffLevels() {
  return useQuery({
    queryKey: staffSkillKeys.levels(),
    queryFn: ({ signal }) =>
      api.get<ListResponse<Level>>('/levels', { query: { sort: [{ key: 'order', direction: 'ASC' }] }, signal }),
  });
}

export async function invalidateCatalogue(queryClient: QueryClient) {
  await Promise.all([
    ...catalogueRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  ]);
}

function useCatalogueWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => invalidateCatalogue(queryClient) });
}

const data = <T>(response: DataResponse<T>) => response.data;
type Edit<T> = { id: number; body: T };

export const useCreateGroup = () =>
  useCatalogueWrite((body: CreateSkillGroup) => api.post<DataResponse<SkillGroup>>('/skills/groups', body).then(data));
export const useUpdateGroup = () =>
  useCatalogueWrite(({ id, body }: Edit<UpdateSkillGroup>) =>
    api.put<DataResponse<SkillGroup>>(`/skills/groups/${id}`, body).then(data),
  );
export const useDeleteGroup = () =>
  useCatalogueWrite((id: number) => api.delete<DeleteResult>(`/skills/groups/${id}`).then(data));

export const useCreateSkill = () =>
  useCatalogueWrite((body: CreateSkill) => api.post<DataResponse<unknown>>('/skills', body).then(data));
export const useUpdateSkill = () =>
  useCatalogueWrite(({ id, body }: Edit<UpdateSkill>) => api.put<DataResponse<unknown>>(`/skills/${id}`, body).then(data));
export const useDeleteSkill = () => useCatalogueWrite((id: number) => api.delete<DeleteResult>(`/skills/${id}`).then(data));

export const useCreateLevel = () =>
  useCatalogueWrite((body: CreateLevel) => api.post<DataResponse<Level>>('/levels', body).then(data));
export const useUpdateLevel = () =>
  useCatalogueWrite(({ id, body }: Edit<UpdateLevel>) => api.put<DataResponse<Level>>(`/levels/${id}`, body).then(data));
export const useDeleteLevel = () => useCatalogueWrite((id: number) => api.delete<DeleteResult>(`/levels/${id}`).then(data));

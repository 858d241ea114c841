import type { User } from '@studiekraft/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userKeys } from '../query-keys.ts';

export function getUser(id: number, signal?: AbortSignal): Promise<{ data: User }> {
  return api.get(`/users/${id}`, { signal });
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal).then((response) => response.data),
  });

/** The logged-in user's login details (e-mail, pending e-mail); the session holds the account. */
export function useUser(id: number | undefined) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
}

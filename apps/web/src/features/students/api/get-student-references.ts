import type { Reference } from '@studiekraft/shared/schemas/students';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';

export function getStudentReferences(studentId: number, signal?: AbortSignal) {
  return api.get<ListResponse<Reference>>(`/students/${studentId}/references`, { signal });
}

/** A student has at most 6 references (spec section 9), so one unpaged call shows them all. */
export function useStudentReferences(studentId: number | undefined) {
  return useQuery({
    queryKey: studentKeys.references(studentId),
    queryFn: ({ signal }) => getStudentReferences(studentId ?? 0, signal).then((response) => response.rows),
    enabled: studentId !== undefined,
  });
}

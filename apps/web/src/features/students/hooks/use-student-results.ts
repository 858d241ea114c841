import type { Student } from '@studiekraft/shared/schemas/students';
import { useMemo } from 'react';
import { useStudents } from '../api/get-students.ts';

export interface StudentResults {
  rows: Student[];
  total: number;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * One page of 9 from the server, with the name (if any) searched there too: the spec's unpaged 9,999-row
 * request is capped for the public now, and one page is all the grid shows anyway.
 */
export function useStudentResults({
  skillId,
  name,
  page,
  isReady,
}: {
  skillId: number | undefined;
  name: string;
  page: number;
  isReady: boolean;
}): StudentResults {
  const paged = useStudents({ skillId, name, page: page - 1 }, isReady);
  const { data, isPending, isError, refetch } = paged;
  // The same object while nothing changed, so the page can defer rendering the grid (useDeferredValue).
  return useMemo(
    () => ({
      rows: data?.rows ?? [],
      total: data?.total ?? 0,
      isPending: !isReady || isPending,
      isError,
      refetch: () => void refetch(),
    }),
    [data, isReady, isPending, isError, refetch],
  );
}

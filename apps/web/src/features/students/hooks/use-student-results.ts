import type { Student } from '@studiekraft/shared/schemas/students';
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
  return {
    rows: paged.data?.rows ?? [],
    total: paged.data?.total ?? 0,
    isPending: !isReady || paged.isPending,
    isError: paged.isError,
    refetch: () => void paged.refetch(),
  };
}

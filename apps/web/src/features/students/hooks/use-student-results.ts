import { pageSizes } from '@studiekraft/shared/constants/limits';
import type { Student } from '@studiekraft/shared/schemas/students';
import { useAllStudents } from '../api/get-student-names.ts';
import { useStudents } from '../api/get-students.ts';
import { filterByName } from '../name-search.ts';

export interface StudentResults {
  rows: Student[];
  total: number;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * Without a name the server pages the list (9 per page). With a name, spec section 7 asks for the unpaged
 * request filtered in the browser, so the same 9-per-page slicing happens here.
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
  const isNameSearch = name.trim() !== '';
  const paged = useStudents({ skillId, page: page - 1 }, isReady && !isNameSearch);
  const all = useAllStudents(skillId, isReady && isNameSearch);

  if (isNameSearch) {
    const matches = filterByName(all.data ?? [], name);
    const start = (page - 1) * pageSizes.studentSearch;
    return {
      rows: matches.slice(start, start + pageSizes.studentSearch),
      total: matches.length,
      isPending: !isReady || all.isPending,
      isError: all.isError,
      refetch: () => void all.refetch(),
    };
  }
  return {
    rows: paged.data?.rows ?? [],
    total: paged.data?.total ?? 0,
    isPending: !isReady || paged.isPending,
    isError: paged.isError,
    refetch: () => void paged.refetch(),
  };
}

type PublicFilter =
  | { key: 'activated' | 'is_private' | 'hasSkill'; value: number; operator: 'eq' | 'neq' }
  | { key: 'name'; value: string; operator: 'ct' };

/**
 * Public student lists show only activated, non-private students (spec section 7). A name is searched on
 * the server, case-insensitively anywhere in the name (spec section 5's "contains"), so only the page
 * asked for travels instead of every student.
 */
export function publicStudentFilters(skillId?: number, name?: string) {
  const filters: PublicFilter[] = [
    { key: 'activated', value: 1, operator: 'eq' },
    { key: 'is_private', value: 1, operator: 'neq' },
  ];
  if (skillId !== undefined) filters.push({ key: 'hasSkill', value: skillId, operator: 'eq' });
  const term = name?.trim();
  if (term) filters.push({ key: 'name', value: term, operator: 'ct' });
  return [{ filters }];
}

/** What a student card needs: the level (for the paygrade) and every skill with its paygrades. */
export const studentCardIncludes = ['level', 'skills', 'skills.paygrades'];

/** Public student lists show only activated, non-private students (spec section 7). */
export function publicStudentFilters(skillId?: number) {
  const filters: { key: string; value: number; operator: 'eq' | 'neq' }[] = [
    { key: 'activated', value: 1, operator: 'eq' },
    { key: 'is_private', value: 1, operator: 'neq' },
  ];
  if (skillId !== undefined) filters.push({ key: 'hasSkill', value: skillId, operator: 'eq' });
  return [{ filters }];
}

/** What a student card needs: the level (for the paygrade) and every skill with its paygrades. */
export const studentCardIncludes = ['level', 'skills', 'skills.paygrades'];

import { notFound } from './app-error.ts';
import { isForeignKeyViolation } from './db-errors.ts';

/**
 * Catalogue rows (levels, skills, groups) that students, projects or prices still point at are disabled
 * rather than destroyed, so history keeps its meaning. The database decides "in use" through its foreign
 * keys: trying the delete first has no race with a concurrent insert, unlike counting references first.
 */
export async function deleteOrDisable(
  id: number,
  destroy: () => Promise<boolean>,
  disable: () => Promise<boolean>,
): Promise<{ id: number; deleted: boolean }> {
  let deleted: boolean;
  try {
    deleted = await destroy();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    if (!(await disable())) throw notFound();
    return { id, deleted: false };
  }
  if (!deleted) throw notFound();
  return { id, deleted: true };
}

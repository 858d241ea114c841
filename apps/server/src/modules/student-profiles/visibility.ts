import { eq } from 'drizzle-orm';
import { students } from '../../db/schema/index.ts';

/**
 * The one definition of a publicly visible student (decision 007): an activated user who has confirmed
 * the e-mail and has not made the profile private. Kept on the student's row as `listed` by database
 * triggers (migration 0013, decision 038), so it needs only `students`. Lists, profiles, ratings,
 * references, skill-group counts, the sitemap and page meta all use it.
 */
export const publicStudentCondition = eq(students.listed, true);

import { and, eq, isNotNull } from 'drizzle-orm';
import { students, users } from '../../db/schema/index.ts';

/**
 * The one definition of a publicly visible student (decision 007): an activated user who has confirmed
 * the e-mail and has not made the profile private. Needs `students` joined with `users`. Lists, profiles,
 * ratings, references, skill-group counts, the sitemap and page meta all use it.
 */
export const publicStudentCondition = and(
  eq(users.activated, true),
  isNotNull(users.email_confirmed_at),
  eq(students.is_private, false),
);

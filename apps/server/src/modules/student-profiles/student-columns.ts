import { levels, students, users } from '../../db/schema/index.ts';
import type { StudentSkillRow } from './student-skills-sql.ts';

// What lists and profiles read of a student and may include with it: the search, the profile and the staff
// record all build on these.

export type StudentInclude = 'user' | 'level' | 'skills' | 'skills.paygrades' | 'projects' | 'application';
export const studentIncludes: readonly StudentInclude[] = [
  'user',
  'level',
  'skills',
  'skills.paygrades',
  'projects',
  'application',
];
/** Includes only employees receive; for anyone else they are accepted and left out (decision 007). */
export const staffOnlyIncludes: readonly StudentInclude[] = ['user', 'projects', 'application'];

/** A student as lists and profiles show it: the row, the avatar and the level. */
export const studentColumns = {
  id: students.id,
  user_id: students.user_id,
  name: students.name,
  slug: students.slug,
  short: students.short,
  is_new: students.is_new,
  average_rating: students.average_rating,
  ratings_count: students.ratings_count,
  created_at: students.created_at,
  avatar_path: users.avatar_path,
  level_id: levels.id,
  level_key: levels.key,
  level_name: levels.name,
  level_order: levels.order,
};
export type StudentRow = {
  id: number;
  user_id: number;
  name: string;
  slug: string;
  short: string | null;
  is_new: boolean;
  average_rating: number | null;
  ratings_count: number;
  created_at: Date;
  avatar_path: string | null;
  level_id: number;
  level_key: string;
  level_name: string;
  level_order: number;
  /** Present when skills were asked for. */
  skills?: StudentSkillRow[];
};

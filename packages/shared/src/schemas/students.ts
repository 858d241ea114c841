import { z } from 'zod';
import { projectStatuses } from '../constants/project-statuses.ts';
import { paygradeSchema, skillGroupRefSchema } from './catalogue.ts';
import { applicationStatuses } from './student-application.ts';

/**
 * A student as the API sends it. The public part is what anyone may see; the optional staff part is sent
 * to employees only (decision 007): e-mail, phone, date of birth, notes and the application never leave
 * the server for anyone else.
 */
export const studentLevelSchema = z.object({ id: z.number(), key: z.string(), name: z.string(), order: z.number() });
export type StudentLevel = z.infer<typeof studentLevelSchema>;

export const studentSkillSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  slug: z.string(),
  skill_group_id: z.number(),
  skillGroup: skillGroupRefSchema,
  /** The student's own price: the paygrade at the student's level (one entry, or none). */
  paygrades: z.array(paygradeSchema).optional(),
});
export type StudentSkill = z.infer<typeof studentSkillSchema>;

/** The `application` include (staff): where it stands; files by index, never their storage paths (decision 023). */
export const studentApplicationIncludeSchema = z.object({
  id: z.number(),
  message: z.string().nullable(),
  files: z.array(z.object({ index: z.number(), original_filename: z.string() })),
  status: z.enum(applicationStatuses),
  reviewed_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  created_at: z.string(),
});

export const studentProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(projectStatuses),
  skill_id: z.number(),
  customer_id: z.number(),
  customer_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const studentSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  short: z.string().nullable(),
  /** Sanitised HTML; only on the single-student endpoints. */
  about: z.string().nullable().optional(),
  level: studentLevelSchema,
  skills: z.array(studentSkillSchema).optional(),
  average_rating: z.number().nullable(),
  ratings_count: z.number(),
  is_new: z.boolean(),
  avatars: z.object({ primary: z.string().nullable() }),
  created_at: z.string(),
  // Employees only:
  user: z.object({ id: z.number(), email: z.string(), activated: z.boolean() }).optional(),
  date_of_birth: z.string().nullable().optional(),
  phone_number: z.string().nullable().optional(),
  notes: z.string().nullable().optional(),
  is_private: z.boolean().optional(),
  application_status: z.enum(['received', 'reviewed']).nullable().optional(),
  application: studentApplicationIncludeSchema.nullable().optional(),
  projects: z.array(studentProjectSchema).optional(),
});
export type Student = z.infer<typeof studentSchema>;

export const ratingSchema = z.object({
  id: z.number(),
  title: z.string(),
  score: z.number(),
  name: z.string(),
  position: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const ratingScoreSchema = z.object({ average: z.number().nullable(), count: z.number() });
export type RatingScore = z.infer<typeof ratingScoreSchema>;

export const referenceSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  image: z.object({ url: z.string().nullable() }),
});
export type Reference = z.infer<typeof referenceSchema>;

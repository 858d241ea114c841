import { z } from 'zod';
import { limits } from '../constants/limits.ts';
import { dateOfBirthField, idField, studentPhoneField } from './create-student.ts';
import { emailField, requiredString } from './fields.ts';

/**
 * The applicant form's limits (spec sections 5 and 9, decision 023): 1 to 3 skills from at most 2 skill
 * groups, at most 3 PDF files each under 2 MB, a motivation of 50 to 3,000 characters. The web form and
 * the server read the same numbers.
 */
export const applicationLimits = {
  skillsMin: 1,
  skillsMax: 3,
  skillGroupsMax: 2,
  filesMax: 3,
  /** A file must be smaller than this ("under 2 MB"): 2 MiB itself is refused. */
  fileMaxBytes: 2 * 1024 * 1024,
  messageMin: 50,
  messageMax: 3000,
  /** Study programme and institution. */
  textMax: 120,
  /** The optional personal line in a rejection mail. */
  rejectionMessageMax: 2000,
  /** A rejected applicant's data (student, login, files) is deleted this many months after rejection. */
  retentionMonths: 6,
} as const;

/** The multipart field names of POST /students/applications. */
export const applicationFields = {
  name: 'name',
  email: 'email',
  phoneNumber: 'phone_number',
  dateOfBirth: 'date_of_birth',
  studyProgramme: 'study_programme',
  institution: 'institution',
  skills: 'skills',
  message: 'message',
  terms: 'terms',
  files: 'files',
} as const;

/** Skill ids as numbers or numeric strings (a multi-select holds strings), each counted once. */
const applicationSkillsField = () =>
  z
    .array(z.coerce.number({ error: 'validation.type' }).pipe(idField()), {
      error: (iss) => (iss.input == null ? 'validation.skills_min' : 'validation.type'),
    })
    .transform((ids) => [...new Set(ids)])
    .pipe(
      z
        .array(z.number())
        .min(applicationLimits.skillsMin, { error: 'validation.skills_min' })
        .max(applicationLimits.skillsMax, { error: 'validation.max' }),
    );

/**
 * The text fields of the applicant form. `terms` must be true (the multipart value 'true'); the skill
 * group rule needs the catalogue, so the server checks it (and the form with the groups it shows).
 */
export const studentApplicationSchema = z.object({
  name: requiredString(limits.nameMax),
  email: emailField(),
  phone_number: studentPhoneField(),
  date_of_birth: dateOfBirthField(),
  study_programme: requiredString(applicationLimits.textMax),
  institution: requiredString(applicationLimits.textMax),
  skills: applicationSkillsField(),
  message: requiredString(applicationLimits.messageMax).pipe(
    z.string().min(applicationLimits.messageMin, { error: 'validation.min' }),
  ),
  terms: z.preprocess((value) => (value === 'true' ? true : value), z.literal(true, { error: 'validation.terms' })),
});
export type StudentApplicationInput = z.input<typeof studentApplicationSchema>;
export type StudentApplication = z.infer<typeof studentApplicationSchema>;

export const applicationCreatedSchema = z.object({ data: z.object({ id: z.number() }) });

/** received -> reviewed -> accepted | rejected; received may also go straight to accepted or rejected. */
export const applicationStatuses = ['received', 'reviewed', 'accepted', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** GET /students/{id}/application (employees). `delete_after` is set once rejected. */
export const applicationDetailSchema = z.object({
  student_id: z.number(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  study_programme: z.string().nullable(),
  institution: z.string().nullable(),
  message: z.string().nullable(),
  skills: z.array(z.object({ id: z.number(), name: z.string(), group: z.object({ id: z.number(), name: z.string() }) })),
  files: z.array(z.object({ index: z.number(), original_filename: z.string() })),
  status: z.enum(applicationStatuses),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  delete_after: z.string().nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** POST /students/{id}/application/accept: the level the new student starts at. */
export const acceptApplicationSchema = z.strictObject({ level_id: idField() });
export type AcceptApplication = z.infer<typeof acceptApplicationSchema>;

/** POST /students/{id}/application/reject: an optional personal line for the rejection mail. */
export const rejectApplicationSchema = z.strictObject({
  message: z
    .string({ error: 'validation.type' })
    .trim()
    .max(applicationLimits.rejectionMessageMax, { error: 'validation.max' })
    .optional(),
});
export type RejectApplication = z.infer<typeof rejectApplicationSchema>;

/** The date a rejected application is deleted: `retentionMonths` calendar months after rejection. */
export function applicationDeleteAfter(rejectedAt: Date): Date {
  const at = new Date(rejectedAt.getTime());
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + applicationLimits.retentionMonths);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}

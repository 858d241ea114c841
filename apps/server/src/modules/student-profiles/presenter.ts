import type { Student, StudentSkill } from '@studiekraft/shared/schemas/students';
import { mediaUrl } from '../media/media-url.ts';
import { applicationStatusOf, presentApplicationFiles } from './application-status.ts';
import type { ApplicationRow, ProjectRow, StaffFieldsRow } from './relations-repository.ts';
import type { StudentRow } from './student-columns.ts';
import type { StudentSkillRow } from './student-skills-sql.ts';

export interface StudentParts {
  /** Already sanitised; only the single-student endpoints pass it. */
  about?: string | null;
  /** Present only for employees: the presenter adds staff fields exactly when this is given. */
  staff?: {
    fields: StaffFieldsRow | undefined;
    application?: ApplicationRow | null;
    projects?: ProjectRow[];
  };
}

/**
 * On a student, a skill's paygrades are the student's own price: the paygrade at the student's level.
 * The other levels' prices are catalogue data (GET /skills); repeating them on every student would triple
 * the largest list responses (the 9,999-row name search) for nothing a card or profile shows.
 */
function presentSkill(skill: StudentSkillRow): StudentSkill {
  return {
    id: skill.id,
    key: skill.key,
    name: skill.name,
    slug: skill.slug,
    skill_group_id: skill.skill_group_id,
    skillGroup: { id: skill.skill_group_id, name: skill.group_name, slug: skill.group_slug },
    ...(skill.paygrade !== undefined ? { paygrades: skill.paygrade ? [skill.paygrade] : [] } : {}),
  };
}

/**
 * The allow-list of student fields per viewer (decision 007). The public shape never carries e-mail,
 * phone, date of birth, notes, privacy or screening state, or the application; those are added only
 * when the service passes `staff`, which it does for employees alone.
 */
export function presentStudent(row: StudentRow, parts: StudentParts = {}): Student {
  const student: Student = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    short: row.short,
    ...(parts.about !== undefined ? { about: parts.about } : {}),
    level: { id: row.level_id, key: row.level_key, name: row.level_name, order: row.level_order },
    ...(row.skills ? { skills: row.skills.map(presentSkill) } : {}),
    average_rating: row.average_rating,
    ratings_count: row.ratings_count,
    is_new: row.is_new,
    avatars: { primary: mediaUrl(row.avatar_path) },
    created_at: row.created_at.toISOString(),
  };
  const staff = parts.staff;
  if (!staff) return student;
  const fields = staff.fields;
  return {
    ...student,
    user: { id: row.user_id, email: fields?.email ?? '', activated: fields?.activated ?? false },
    date_of_birth: fields?.date_of_birth ?? null,
    phone_number: fields?.phone_number ?? null,
    notes: fields?.notes ?? null,
    is_private: fields?.is_private ?? false,
    application_status: fields?.application_status ?? null,
    ...(staff.application !== undefined
      ? {
          application: staff.application && {
            id: staff.application.id,
            message: staff.application.message,
            // Storage paths stay on the server; a file is fetched by its index (decision 023).
            files: presentApplicationFiles(staff.application.files),
            status: applicationStatusOf(staff.application),
            reviewed_at: staff.application.reviewed_at?.toISOString() ?? null,
            accepted_at: staff.application.accepted_at?.toISOString() ?? null,
            rejected_at: staff.application.rejected_at?.toISOString() ?? null,
            created_at: staff.application.created_at.toISOString(),
          },
        }
      : {}),
    ...(staff.projects
      ? {
          projects: staff.projects.map((project) => ({
            id: project.id,
            name: project.name,
            status: project.status,
            skill_id: project.skill_id,
            customer_id: project.customer_id,
            customer_name: project.customer_name,
            created_at: project.created_at.toISOString(),
            updated_at: project.updated_at.toISOString(),
          })),
        }
      : {}),
  };
}

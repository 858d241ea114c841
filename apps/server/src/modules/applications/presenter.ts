import { type ApplicationDetail, applicationDeleteAfter } from '@studiekraft/shared/schemas/student-application';
import { applicationStatusOf, presentApplicationFiles } from '../student-profiles/application-status.ts';
import type { ApplicationRow, findApplicationSkills } from './repository.ts';

type SkillRow = Awaited<ReturnType<typeof findApplicationSkills>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentApplication(row: ApplicationRow, skills: readonly SkillRow[]): ApplicationDetail {
  return {
    student_id: row.student_id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    date_of_birth: row.date_of_birth,
    study_programme: row.study_programme,
    institution: row.institution,
    message: row.message,
    skills: skills.map((skill) => ({ id: skill.id, name: skill.name, group: { id: skill.group_id, name: skill.group_name } })),
    files: presentApplicationFiles(row.files),
    status: applicationStatusOf(row),
    created_at: row.created_at.toISOString(),
    reviewed_at: iso(row.reviewed_at),
    accepted_at: iso(row.accepted_at),
    rejected_at: iso(row.rejected_at),
    delete_after: row.rejected_at ? applicationDeleteAfter(row.rejected_at).toISOString() : null,
  };
}

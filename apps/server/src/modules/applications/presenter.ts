import {
  type ApplicationDetail,
  type ApplicationStatus,
  applicationDeleteAfter,
} from '@studiekraft/shared/schemas/student-application';
import type { ApplicationRow, findApplicationSkills } from './repository.ts';

type SkillRow = Awaited<ReturnType<typeof findApplicationSkills>>[number];

/**
 * One status from the stored facts (decision 023): a decision (accepted_at, rejected_at) wins over the
 * student's application_status, which only knows received and reviewed.
 */
export function applicationStatusOf(row: {
  accepted_at: Date | null;
  rejected_at: Date | null;
  reviewed_at: Date | null;
}): ApplicationStatus {
  if (row.accepted_at) return 'accepted';
  if (row.rejected_at) return 'rejected';
  return row.reviewed_at ? 'reviewed' : 'received';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Files are named by their position; their storage paths never leave the server. */
export const presentApplicationFiles = (files: readonly { original_filename: string }[]) =>
  files.map((file, index) => ({ index, original_filename: file.original_filename }));

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

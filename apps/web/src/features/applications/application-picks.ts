import { applicationLimits } from '@studiekraft/shared/schemas/student-application';

export interface PickableSkill {
  id: number;
  groupId: number;
}

/**
 * The field code a skill selection breaks, or null when it is allowed (spec sections 5 and 9: 1 to 3 skills
 * from at most 2 groups). Checked as the applicant ticks, so a 4th skill or a 3rd group is never made.
 */
export function skillSelectionError(selected: readonly PickableSkill[]): string | null {
  if (selected.length === 0) return 'validation.skills_min';
  if (selected.length > applicationLimits.skillsMax) return 'validation.max';
  if (new Set(selected.map((skill) => skill.groupId)).size > applicationLimits.skillGroupsMax)
    return 'validation.skill_groups_max';
  return null;
}

/** PDF by type or, when the browser gives no type, by name; the server checks the bytes themselves. */
const isPdf = (file: File) => file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));

/** The field code the first unacceptable file breaks (at most 3, PDF only, each under 2 MB), or null. */
export function fileSelectionError(files: readonly File[]): string | null {
  if (files.length > applicationLimits.filesMax) return 'validation.max';
  if (files.some((file) => !isPdf(file))) return 'validation.file_type';
  if (files.some((file) => file.size >= applicationLimits.fileMaxBytes)) return 'validation.file_size';
  return null;
}

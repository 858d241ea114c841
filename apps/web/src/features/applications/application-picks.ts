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

/** Why a picked file was left out: one too many, not a PDF, or 2 MB or more. */
export type FileRefusal = 'validation.max' | 'validation.file_type' | 'validation.file_size';

const pdfSignature = '%PDF-';

/**
 * Whether the file's own first bytes say PDF, as the server checks them (by content, not by name): a
 * renamed picture used to pass the picker on its '.pdf' and be refused only when the form was sent.
 */
export async function startsLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, pdfSignature.length).arrayBuffer());
  return head.length === pdfSignature.length && [...head].every((byte, i) => byte === pdfSignature.charCodeAt(i));
}

/** One file however often it is picked: the picker lists and de-duplicates by it. */
export const keyOf = (file: File) => `${file.name}/${file.size}/${file.lastModified}`;

/**
 * The files to keep after a pick, and the picked ones left out with why (issue 34). Each new file is
 * checked by size and content; of those that pass, the first ones are kept until there are 3, so picking
 * four PDFs attaches three and names the fourth, instead of attaching none. The same file picked twice
 * is one file.
 */
export async function pickPdfs(
  chosen: readonly File[],
  picked: readonly File[],
): Promise<{ files: File[]; refused: { file: File; reason: FileRefusal }[] }> {
  const files = [...chosen];
  const refused: { file: File; reason: FileRefusal }[] = [];
  const seen = new Set(chosen.map(keyOf));
  for (const file of picked) {
    if (seen.has(keyOf(file))) continue;
    seen.add(keyOf(file));
    if (file.size >= applicationLimits.fileMaxBytes) refused.push({ file, reason: 'validation.file_size' });
    else if (!(await startsLikePdf(file))) refused.push({ file, reason: 'validation.file_type' });
    else if (files.length >= applicationLimits.filesMax) refused.push({ file, reason: 'validation.max' });
    else files.push(file);
  }
  return { files, refused };
}

/**
 * The field code the chosen files break at sending (at most 3, each under 2 MB), or null. Their type was
 * checked by content when they were picked, which a name or a browser's guess cannot replace.
 */
export function fileSelectionError(files: readonly File[]): string | null {
  if (files.length > applicationLimits.filesMax) return 'validation.max';
  if (files.some((file) => file.size >= applicationLimits.fileMaxBytes)) return 'validation.file_size';
  return null;
}

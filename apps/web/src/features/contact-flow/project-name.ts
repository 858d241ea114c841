import { formatDate } from '../../lib/format-date.ts';

/** Spec section 2: the generated name is the skill name plus month and year, in Danish ('Regnskab november 2026'), the
 * month in Danish time. */
export function generateProjectName(skillName: string, date: Date = new Date()): string {
  return `${skillName} ${formatDate(date, 'longMonth', 'da')}`;
}

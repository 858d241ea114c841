import dayjs from 'dayjs';
import 'dayjs/locale/da';

/** Spec section 2: the generated name is the skill name plus month and year, in Danish ('Regnskab november 2026'). */
export function generateProjectName(skillName: string, date: Date = new Date()): string {
  return `${skillName} ${dayjs(date).locale('da').format('MMMM YYYY')}`;
}

import { formatDate } from '../../../lib/format-date.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** A post's date as '3. november 2026' (content spec: long dates), machine-readable in `dateTime`. */
export function BlogDate({ date }: { date: string }) {
  // The interface language through useTranslation, so the date follows a change of language.
  const { i18n } = useTranslation();
  if (Number.isNaN(Date.parse(date))) return null;
  // Danish time, whatever the clock of the machine rendering it: the server renders a first screen in UTC
  // (decision 044) and the browser must show the same day.
  return <time dateTime={date}>{formatDate(date, 'longDay', i18n.resolvedLanguage === 'en' ? 'en' : 'da')}</time>;
}

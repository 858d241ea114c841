import { dayjs } from '../../../lib/dayjs.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

// The calendar day in Danish time, as 'YYYY-MM-DD' (en-CA's order), whatever the clock of the machine
// rendering it: the server renders a first screen in UTC (decision 044) and the browser must show the same day.
const copenhagenDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A post's date as '3. november 2026' (content spec: long dates), machine-readable in `dateTime`. */
export function BlogDate({ date }: { date: string }) {
  const { t } = useTranslation();
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return null;
  return <time dateTime={date}>{dayjs(copenhagenDay.format(instant)).format(t('blog.dateFormat'))}</time>;
}

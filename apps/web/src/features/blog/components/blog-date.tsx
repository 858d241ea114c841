import { danishTime } from '../../../lib/dayjs.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** A post's date as '3. november 2026' (content spec: long dates), machine-readable in `dateTime`. */
export function BlogDate({ date }: { date: string }) {
  const { t } = useTranslation();
  // Danish time, whatever the clock of the machine rendering it: the server renders a first screen in UTC
  // (decision 044) and the browser must show the same day.
  const day = danishTime(date);
  if (!day.isValid()) return null;
  return <time dateTime={date}>{day.format(t('blog.dateFormat'))}</time>;
}

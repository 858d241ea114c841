import { dayjs } from '../../../lib/dayjs.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** A post's date as '3. november 2026' (content spec: long dates), machine-readable in `dateTime`. */
export function BlogDate({ date }: { date: string }) {
  const { t } = useTranslation();
  const day = dayjs(date);
  if (!day.isValid()) return null;
  return <time dateTime={date}>{day.format(t('blog.dateFormat'))}</time>;
}

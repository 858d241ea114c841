import { formatDate } from '../../lib/format-date.ts';

/**
 * '2026-02-07' → '07-02-2026'; an instant (issued_at) as its Danish day, the day its PDF prints: its UTC
 * date was the day before for an invoice issued just after Danish midnight (issue 34).
 */
export const formatInvoiceDate = (date: string) => formatDate(date, 'numericDay');

import { dayjs } from '../../lib/dayjs.ts';

/** '2026-02-07' → '07-02-2026'. */
export const formatInvoiceDate = (date: string) => dayjs(date.slice(0, 10)).format('DD-MM-YYYY');

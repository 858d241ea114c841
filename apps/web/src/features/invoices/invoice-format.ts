import { dayjs } from '../../lib/dayjs.ts';
import type { Language } from '../../lib/i18n.ts';

/** Invoice amounts keep their øre: '1.249,99 kr.' (formatPrice rounds to whole kroner, which an invoice must not). */
export function formatInvoiceAmount(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    style: 'currency',
    currency: 'DKK',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** '2026-02-07' → '07-02-2026'. */
export const formatInvoiceDate = (date: string) => dayjs(date.slice(0, 10)).format('DD-MM-YYYY');

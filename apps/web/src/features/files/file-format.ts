import type { Language } from '../../lib/i18n.ts';
import { numberFormat } from '../../lib/intl-formats.ts';

const kilobyte = 1024;
const megabyte = 1024 * 1024;

/**
 * A file size in kB below one megabyte, else in MB, in the interface language's number format ('1,5 MB'
 * in Danish). Binary units, so the 25 MB limit (25 x 1024 x 1024 bytes) reads as exactly 25 MB.
 */
export function formatFileSize(bytes: number, language: Language): string {
  const format = (value: number, digits: number) => numberFormat(language, { maximumFractionDigits: digits }).format(value);
  if (bytes < megabyte) {
    const value = Math.max(bytes / kilobyte, bytes > 0 ? 0.1 : 0);
    return `${format(value, value < 10 ? 1 : 0)} kB`;
  }
  const value = bytes / megabyte;
  return `${format(value, value < 10 ? 1 : 0)} MB`;
}

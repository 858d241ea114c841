import { formatNumber } from '../../lib/format-number.ts';
import type { Language } from '../../lib/i18n.ts';

const kilobyte = 1024;
const megabyte = 1024 * 1024;

/**
 * A file size in kB below one megabyte, else in MB, in the interface language's number format ('1,5 MB'
 * in Danish). Binary units, so the 25 MB limit (25 x 1024 x 1024 bytes) reads as exactly 25 MB.
 */
export function formatFileSize(bytes: number, language: Language): string {
  if (bytes < megabyte) {
    const value = Math.max(bytes / kilobyte, bytes > 0 ? 0.1 : 0);
    return `${formatNumber(value, language, value < 10 ? 1 : 0)} kB`;
  }
  const value = bytes / megabyte;
  return `${formatNumber(value, language, value < 10 ? 1 : 0)} MB`;
}

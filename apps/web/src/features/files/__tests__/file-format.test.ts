import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../file-format.ts';

describe('formatFileSize', () => {
  it('uses kB below a megabyte and MB above, in the Danish number format', () => {
    expect(formatFileSize(512, 'da')).toBe('0,5 kB');
    expect(formatFileSize(1536, 'da')).toBe('1,5 kB');
    expect(formatFileSize(200 * 1024, 'da')).toBe('200 kB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'da')).toBe('1,5 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'da')).toBe('25 MB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });
});

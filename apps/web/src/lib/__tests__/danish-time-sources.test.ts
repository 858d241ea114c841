import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 34: dates and times of the business are Danish time whatever the browser's zone. A screen that
 * formats with plain dayjs(), takes the UTC date of a timestamp or lets Intl use the browser's zone shows
 * the wrong day abroad. This scan keeps those patterns out of the web app's sources: the one way is
 * danishTime / danishDay from lib/dayjs.ts, or an Intl formatter given its timeZone.
 */

const sourceRoot = join(import.meta.dirname, '..', '..');

const forbidden: { pattern: RegExp; why: string }[] = [
  { pattern: /\bdayjs\(/, why: 'plain dayjs() is the browser zone: use danishTime or danishDay (lib/dayjs.ts)' },
  { pattern: /\.slice\(0, 10\)/, why: "a timestamp's first 10 characters are its UTC date: use danishDay" },
  { pattern: /\.toLocale(Date|Time)?String\(/, why: 'toLocale*String formats in the browser zone' },
  { pattern: /\.get(FullYear|Month|Date|Day|Hours|Minutes)\(/, why: "Date's getters read the browser zone" },
  {
    pattern: /(Intl\.DateTimeFormat|\bdateTimeFormat)\((?![^;]*timeZone)[^;]*;/,
    why: 'a date format without timeZone uses the browser zone',
  },
];

/** Where a pattern is right, and why. */
const allowed: Record<string, RegExp[]> = {
  // The helpers themselves.
  'lib/dayjs.ts': [/\bdayjs\(/],
  'lib/intl-formats.ts': [/(Intl\.DateTimeFormat|\bdateTimeFormat)\(/],
  // The copyright year: not a business date, and the home page's first screen must not load dayjs.
  'app/layout/app-footer.tsx': [/\.get(FullYear|Month|Date|Day|Hours|Minutes)\(/],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('web sources format business dates in Danish time (issue 34)', () => {
  it('has no browser-zone date formatting outside the helpers', () => {
    const offences: string[] = [];
    for (const path of sources(sourceRoot)) {
      const file = relative(sourceRoot, path).split('\\').join('/');
      const text = readFileSync(path, 'utf8');
      for (const { pattern, why } of forbidden) {
        const match = text.match(pattern);
        if (match && !allowed[file]?.some((allow) => allow.test(match[0]))) {
          offences.push(`${file}: '${match[0].slice(0, 60)}' — ${why}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });
});

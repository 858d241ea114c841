import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 34: dates and times of the business are Danish time whatever the browser's zone. A screen that
 * formats with plain dayjs(), takes the UTC date of a timestamp or lets Intl use the browser's zone shows
 * the wrong day abroad. Issue 35: one way to format, so a date or an amount reads alike on every screen.
 * This scan keeps the other ways out of the web app's sources: dates and times go through formatDate
 * (lib/format-date.ts, on danishTime / danishDay of lib/danish-time.ts), numbers and money through
 * lib/format-number.ts and lib/format-money.ts.
 */

const sourceRoot = join(import.meta.dirname, '..', '..');

const forbidden: { pattern: RegExp; why: string }[] = [
  { pattern: /\bdayjs\(/, why: 'plain dayjs() is the browser zone: use formatDate (lib/format-date.ts)' },
  { pattern: /from 'dayjs[/']/, why: 'dayjs is reached through lib/format-date.ts and lib/danish-time.ts' },
  {
    pattern: /\.format\((t\(|'[^']*(YYYY|MM|DD|HH|mm)[^']*')/,
    why: 'a date pattern at the call site: use formatDate with a style (lib/format-date.ts)',
  },
  {
    pattern: /\bnew Intl\.(NumberFormat|DateTimeFormat)\(/,
    why: 'use formatNumber / formatPrice (lib/format-number.ts, lib/format-money.ts) or formatDate',
  },
  { pattern: /\.slice\(0, 10\)/, why: "a timestamp's first 10 characters are its UTC date: use danishDay" },
  { pattern: /\.toLocale(Date|Time)?String\(/, why: 'toLocale*String formats in the browser zone' },
  { pattern: /\.get(FullYear|Month|Date|Day|Hours|Minutes)\(/, why: "Date's getters read the browser zone" },
  {
    pattern: /Intl\.DateTimeFormat\((?![^;]*timeZone)[^;]*;/,
    why: 'a date format without timeZone uses the browser zone',
  },
];

/** Where a pattern is right, and why. */
const allowed: Record<string, RegExp[]> = {
  // The helpers themselves.
  'lib/danish-time.ts': [/\bdayjs\(/, /from 'dayjs[/']/],
  'lib/format-date.ts': [/from 'dayjs[/']/],
  'lib/format-number.ts': [/\bnew Intl\.NumberFormat\(/],
  // i18next's '{{value, number}}' interpolation, which the translator stands in for (decision 032).
  'lib/translator.ts': [/\bnew Intl\.NumberFormat\(/],
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

describe('web sources format dates in Danish time and numbers one way (issues 34 and 35)', () => {
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

import { danishDate } from '../../modules/invoices/invoice-amounts.ts';
import type { DemoCustomer } from './demo-people.ts';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/**
 * Private customers who signed up in the last weeks, one on each of the last 31 Danish days (today
 * included). The staff dashboard's chart shows sign-ups per day from the 1st of the month to today, so
 * whatever day the demo starts on, every day of its default range has one (issue 34).
 */
const firstNames = [
  'Anne',
  'Bo',
  'Dorthe',
  'Erik',
  'Frida',
  'Gustav',
  'Helle',
  'Ib',
  'Jette',
  'Karl',
  'Lene',
  'Morten',
  'Nanna',
  'Ole',
  'Pia',
  'Rune',
  'Susanne',
  'Torben',
  'Ulla',
  'Viggo',
  'Winnie',
  'Anders',
  'Birgitte',
  'Carsten',
  'Ditte',
  'Esben',
  'Fie',
  'Gitte',
  'Henrik',
  'Inge',
  'Jesper',
];
const lastNames = [
  'Bach',
  'Dahl',
  'Egholm',
  'Friis',
  'Gregersen',
  'Hvid',
  'Juul',
  'Kjær',
  'Lund',
  'Mortensen',
  'Nørgaard',
  'Overgaard',
  'Post',
  'Riis',
  'Schou',
  'Thygesen',
  'Ulrich',
  'Vestergaard',
  'Winther',
  'Ahlers',
  'Brask',
  'Damgaard',
  'Eskildsen',
  'Falk',
  'Gade',
  'Holt',
  'Iversen',
  'Jeppesen',
  'Krog',
  'Lykke',
  'Munk',
];
const places = [
  ['8000', 'Aarhus C', 'Mejlgade'],
  ['5000', 'Odense C', 'Vestergade'],
  ['9000', 'Aalborg', 'Boulevarden'],
  ['2100', 'København Ø', 'Østerbrogade'],
  ['7100', 'Vejle', 'Nørregade'],
  ['6700', 'Esbjerg', 'Kongensgade'],
  ['8900', 'Randers C', 'Storegade'],
] as const;

const emailPart = (name: string) => name.toLowerCase().replaceAll('æ', 'ae').replaceAll('ø', 'oe').replaceAll('å', 'aa');

export const recentSignupDays = 31;

export const demoRecentCustomers: readonly DemoCustomer[] = Array.from({ length: recentSignupDays }, (_, index) => {
  const first = firstNames[index] as string;
  const last = lastNames[index] as string;
  const [postcode, city, street] = places[index % places.length] as (typeof places)[number];
  return {
    email: `${emailPart(first)}.${emailPart(last)}@example.com`,
    first_name: first,
    last_name: last,
    phone_number: String(40_100_000 + index * 10_203),
    address: `${street} ${index + 3}`,
    postcode,
    city,
    referral: index % 3 === 0 ? 'google' : index % 3 === 1 ? 'friend' : 'facebook',
  };
});

/** Copenhagen's midnight that starts a calendar day ('2026-03-29' → 23:00 UTC on the 28th). */
export function copenhagenMidnight(date: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  // Midnight is at UTC+2 in summer and UTC+1 in winter; the clocks change at night, never at midnight.
  for (const offsetHours of [2, 1]) {
    const at = new Date(Date.UTC(y, m - 1, d) - offsetHours * hourMs);
    if (danishDate(at) === date) return at;
  }
  throw new Error(`no Copenhagen midnight for ${date}`);
}

/**
 * When the n-th recent customer signed up: the n-th Danish day before today, in the daytime; today's, halfway
 * between midnight and now, so it is today and never in the future, even when the demo starts at 00:01.
 * Days are counted on the Danish calendar, not in 24-hour steps, which would skip a day across a clock change.
 */
export function recentSignupTimes(now: Date): Date[] {
  const today = copenhagenMidnight(danishDate(now));
  return Array.from({ length: recentSignupDays }, (_, daysBack) => {
    if (daysBack === 0) return new Date(today.getTime() + (now.getTime() - today.getTime()) / 2);
    // Noon of a day daysBack before today: 24-hour steps from today's midnight plus 12 hours land within
    // 2 hours of that noon (at most one hour per clock change), so on the right day.
    const noonish = new Date(today.getTime() - daysBack * dayMs + 12 * hourMs);
    const day = copenhagenMidnight(danishDate(noonish));
    // Spread over the working day (8:00 to about 19:00) so the times look like people's.
    return new Date(day.getTime() + (8 * hourMs + ((daysBack * 97) % 660) * 60_000));
  });
}

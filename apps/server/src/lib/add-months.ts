// Calendar arithmetic on plain 'YYYY-MM-DD' days, shared by invoice reminders and payouts (a credited payout's
// reversal month), so neither module imports the other for it.

function parseDay(day: string): { y: number; m: number; d: number } {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) throw new Error(`not a date: ${day}`);
  return { y, m, d };
}

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** `day` plus `months` calendar months, clamped to the month's end (31 January + 1 month = 28/29 February). */
export function addMonths(day: string, months: number): string {
  const { y, m, d } = parseDay(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const clamped = Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(clamped).padStart(2, '0')}`;
}

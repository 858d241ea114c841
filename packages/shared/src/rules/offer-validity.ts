/**
 * The terms make an offer valid for 7 days (content-and-terms, "Offers are valid 7 days"). The clock
 * starts when the student posts the offer and starts again whenever the student posts it again, changed
 * or not, so re-sending is how an expired offer is renewed (decision 014).
 */
export const offerValidDays = 7;
const dayMs = 86_400_000;

export function offerExpiresAt(offeredAt: Date | string): Date {
  return new Date(new Date(offeredAt).getTime() + offerValidDays * dayMs);
}

/**
 * Expired once more than 7 days have passed. An offer without a date (none posted through the lifecycle
 * since the column came) is not called expired: nobody can tell, and the customer still has to accept it.
 */
export function isOfferExpired(offeredAt: Date | string | null, now: Date = new Date()): boolean {
  return offeredAt !== null && now.getTime() > offerExpiresAt(offeredAt).getTime();
}

const copenhagen = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// The web app's Danish month abbreviations (dayjs 'da'); Intl's differ ('jun.', 'jul.', 'sep.').
const danishMonths = ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'juni', 'juli', 'aug.', 'sept.', 'okt.', 'nov.', 'dec.'];

/**
 * '8. nov. 2026, kl. 10:00' in Danish time: the specification's date-time ('Do MMM. YYYY, kl. HH:mm'), for
 * system lines and e-mails written on the server, as the web app writes it (lib/format-date.ts).
 */
export function formatDanishDateTime(value: Date | string): string {
  const parts = Object.fromEntries(copenhagen.formatToParts(new Date(value)).map((part) => [part.type, part.value]));
  return `${Number(parts.day)}. ${danishMonths[Number(parts.month) - 1]} ${parts.year}, kl. ${parts.hour}:${parts.minute}`;
}

/** A customer may change the rating of their project this long after writing it (decision 020). */
export const ratingEditDays = 14;

const dayMs = 24 * 60 * 60 * 1000;

/** The moment the customer's own rating stops being editable: the server decides, the web app shows it. */
export function ratingEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ratingEditDays * dayMs);
}

export function isRatingEditable(createdAt: Date, now: Date): boolean {
  return now.getTime() < ratingEditableUntil(createdAt).getTime();
}

import type { StaffRating } from '@studiekraft/shared/schemas/ratings';
import type { Rating } from '@studiekraft/shared/schemas/students';
import type { RatingRow } from './repository.ts';

/** Ratings are public testimonials; the customer who gave one is not named beyond what they wrote. */
export const presentRating = (row: RatingRow): Rating => ({
  id: row.id,
  title: row.title,
  score: row.score,
  name: row.name,
  position: row.position,
  body: row.body,
  created_at: row.created_at.toISOString(),
});

/** Staff also see where a rating came from: the customer and, for a customer's own rating, the project. */
export const presentStaffRating = (row: RatingRow & { customer_id: number | null; project_id: number | null }): StaffRating => ({
  ...presentRating(row),
  customer_id: row.customer_id,
  project_id: row.project_id,
});

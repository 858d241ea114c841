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

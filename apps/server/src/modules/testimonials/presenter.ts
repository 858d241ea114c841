import type { OwnTestimonial, PublicTestimonial, StaffTestimonial } from '@studiekraft/shared/schemas/testimonials';
import type { StaffTestimonialRow, TestimonialRow } from './repository.ts';

type PublicRow = Pick<TestimonialRow, 'id' | 'score' | 'title' | 'body' | 'name' | 'position' | 'company'>;

/** What the home page shows: the texts, never which customer wrote them. */
export const presentPublicTestimonial = (row: PublicRow): PublicTestimonial => ({
  id: row.id,
  score: row.score,
  title: row.title,
  body: row.body,
  name: row.name,
  position: row.position,
  company: row.company,
});

/** The author's own list: whether it shows yet and when it was written. */
export const presentOwnTestimonial = (row: TestimonialRow): OwnTestimonial => ({
  ...presentPublicTestimonial(row),
  approved: row.approved_at !== null,
  created_at: row.created_at.toISOString(),
});

/** Staff see who wrote it (no one for seed rows) and when it was approved. */
export const presentStaffTestimonial = (row: StaffTestimonialRow): StaffTestimonial => ({
  ...presentOwnTestimonial(row),
  approved_at: row.approved_at?.toISOString() ?? null,
  customer: row.customer_id !== null ? { id: row.customer_id, name: row.customer_name ?? '' } : null,
});

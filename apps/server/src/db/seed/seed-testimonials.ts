import type { DbOrTx } from '../client.ts';
import { testimonials } from '../schema/index.ts';
import { demoTestimonials } from './demo-testimonials.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The demo testimonials, approved, without a customer (nobody may delete them but staff). The first is
 * the newest approval, so the carousel shows them in the listed order. Runs inside seedDemo's one-time
 * transaction, which is what makes it idempotent.
 */
export async function insertDemoTestimonials(db: DbOrTx, { now }: { now: Date }): Promise<void> {
  await db.insert(testimonials).values(
    demoTestimonials.map((testimonial, index) => {
      const approved = new Date(now.getTime() - (index + 1) * dayMs);
      return { ...testimonial, customer_id: null, approved_at: approved, created_at: approved, updated_at: approved };
    }),
  );
}

import { z } from 'zod';

/**
 * GET /students/stats (employees only): the stats block of the staff student pages. Active means the
 * user is activated; applications count only undecided ones (neither accepted nor rejected), by the
 * student's application status.
 */
export const studentStatsSchema = z.object({
  total: z.number(),
  active: z.number(),
  inactive: z.number(),
  perLevel: z.array(z.object({ level_id: z.number(), key: z.string(), name: z.string(), count: z.number() })),
  applications: z.object({ received: z.number(), reviewed: z.number() }),
});
export type StudentStats = z.infer<typeof studentStatsSchema>;

export const studentStatsResponseSchema = z.object({ data: studentStatsSchema });

import { z } from 'zod';

/**
 * GET /projects/stats, the staff dashboard's Stats (spec section 3). The spec names the answer but no
 * call for it in section 7, so it has its own route. openProjects counts every open status (our recorded
 * deviation); projectValue is in kroner, counted like GET /projects/value.
 */
export const projectStatsSchema = z.object({
  completedProjects: z.number().int(),
  acceptedProjects: z.number().int(),
  openProjects: z.number().int(),
  projectValue: z.number(),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;

import { isIP } from 'node:net';
import { z } from 'zod';

/** The Prometheus endpoint: off unless METRICS_PORT is set, and then on its own port, never the public one. */
export type MetricsSetting = { port: number; host: string } | undefined;

export const metricsEnvShape = {
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // Loopback unless an operator names the address a scraper reaches (a private interface, say).
  METRICS_HOST: z
    .string()
    .refine((v) => isIP(v) !== 0, 'an IP address')
    .optional(),
};

export function parseMetricsSetting(e: { METRICS_PORT?: number; METRICS_HOST?: string }, publicPort: number): MetricsSetting {
  if (e.METRICS_PORT === undefined) {
    if (e.METRICS_HOST) throw new Error('METRICS_HOST is set but METRICS_PORT is not: set METRICS_PORT or unset METRICS_HOST');
    return undefined;
  }
  if (e.METRICS_PORT === publicPort)
    throw new Error('METRICS_PORT must differ from PORT: metrics are never served on the public port');
  return { port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1' };
}

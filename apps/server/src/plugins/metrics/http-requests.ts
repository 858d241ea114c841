import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of a request no route matched: one value, whatever URL was asked for. */
export const unmatchedRoute = 'unmatched';

export interface HttpRequestMetrics {
  /** `route` is the route's pattern (`/api/projects/:id`), never the URL: one series per route, not per id. */
  observe(request: { method: string; route: string | undefined; statusCode: number; seconds: number }): void;
}

/** Request count and duration by method, route pattern and status code. */
export function httpRequestMetrics(registry: Registry): HttpRequestMetrics {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to having sent its answer, by method, route pattern and status code',
    labelNames,
    // From a cached answer (a few ms) to a PDF or a CSV export (seconds).
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    observe({ method, route, statusCode, seconds }) {
      const labels = { method, route: route ?? unmatchedRoute, status_code: String(statusCode) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}

import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** A 4xx will not change by asking again; network hiccups and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** `retry` may be set per client: the server's first-screen renderer never asks twice (entry-server.tsx). */
export function createQueryClient({ retry = shouldRetry }: { retry?: typeof shouldRetry | false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

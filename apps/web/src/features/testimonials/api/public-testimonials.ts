import type { PublicTestimonial } from '@studiekraft/shared/schemas/testimonials';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { testimonialKeys } from '../query-keys.ts';

/** GET /testimonials: the approved ones for the home carousel (the server caches it for a minute). */
export function usePublicTestimonials() {
  return useQuery({
    queryKey: testimonialKeys.public(),
    queryFn: ({ signal }) =>
      api.get<DataResponse<PublicTestimonial[]>>('/testimonials', { signal }).then((response) => response.data),
    staleTime: 60_000,
  });
}

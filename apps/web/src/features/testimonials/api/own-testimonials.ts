import type { OwnTestimonial, TestimonialInput } from '@studiekraft/shared/schemas/testimonials';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { testimonialKeys } from '../query-keys.ts';

/** GET /testimonials/mine: the customer's own, approved or waiting. */
export function useOwnTestimonials() {
  return useQuery({
    queryKey: testimonialKeys.mine(),
    queryFn: ({ signal }) => api.get<DataResponse<OwnTestimonial[]>>('/testimonials/mine', { signal }).then((r) => r.data),
  });
}

/** POST /testimonials: it waits for staff, so only the own list changes. */
export function useCreateTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestimonialInput) =>
      api.post<DataResponse<OwnTestimonial>>('/testimonials', input).then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.mine() }),
  });
}

/** DELETE /testimonials/:id: an approved one leaves the home page too. */
export function useDeleteOwnTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/testimonials/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}

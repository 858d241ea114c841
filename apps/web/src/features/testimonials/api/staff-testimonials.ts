import type { StaffTestimonial } from '@studiekraft/shared/schemas/testimonials';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse, ListResponse } from '../../../types/api.ts';
import { testimonialKeys } from '../query-keys.ts';

export type StaffTestimonialFilter = 'pending' | 'approved';

export const staffTestimonialsPageSize = 25;

/** GET /testimonials/all with the list convention: one tab each for waiting and approved, newest first. */
export function staffTestimonialsQuery(filter: StaffTestimonialFilter, page: number) {
  return {
    filter_groups: [{ filters: [{ key: 'approved', operator: 'eq', value: filter === 'approved' }] }],
    sort: [{ key: 'created_at', direction: 'DESC' }],
    page,
    limit: staffTestimonialsPageSize,
  };
}

export function useStaffTestimonials(filter: StaffTestimonialFilter, page: number) {
  return useQuery({
    queryKey: testimonialKeys.staff(filter, page),
    queryFn: ({ signal }) =>
      api.get<ListResponse<StaffTestimonial>>('/testimonials/all', { query: staffTestimonialsQuery(filter, page), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approve or unapprove; every testimonial list (the staff tabs, the home carousel) is refetched. */
export function useSetTestimonialApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      api
        .post<DataResponse<StaffTestimonial>>(`/testimonials/${id}/${approve ? 'approve' : 'unapprove'}`)
        .then((response) => response.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}

export function useDeleteTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/testimonials/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimonialKeys.all }),
  });
}

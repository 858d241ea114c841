import { referenceUploadFields } from '@studiekraft/shared/schemas/references';
import type { Reference } from '@studiekraft/shared/schemas/students';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';
import { studentKeys } from '../query-keys.ts';

export interface ReferenceFormValues {
  title: string;
  text: string;
  has_link: boolean;
  link: string;
}

/**
 * POST students/:id/references, or POST .../:refId with `_method=PUT` to update (spec section 7).
 * Multipart: the image only when one was chosen (an update without one keeps the stored image).
 */
export function saveReference(studentId: number, referenceId: number | null, values: ReferenceFormValues, image: File | null) {
  const body = new FormData();
  if (referenceId !== null) body.append(referenceUploadFields.method, 'PUT');
  body.append(referenceUploadFields.title, values.title);
  body.append(referenceUploadFields.text, values.text);
  body.append(referenceUploadFields.hasLink, String(values.has_link));
  body.append(referenceUploadFields.link, values.has_link ? values.link : '');
  // The image last: the server has read and checked the text fields before the file streams in.
  if (image) body.append(referenceUploadFields.image, image, image.name);
  const path = `/students/${studentId}/references${referenceId === null ? '' : `/${referenceId}`}`;
  return api.post<DataResponse<Reference>>(path, body).then((response) => response.data);
}

export function useSaveReference(studentId: number, referenceId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: ReferenceFormValues; image: File | null }) =>
      saveReference(studentId, referenceId, values, image),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.references(studentId) }),
  });
}

export function useDeleteReference(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referenceId: number) => api.delete<DataResponse<Reference>>(`/students/${studentId}/references/${referenceId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.references(studentId) }),
  });
}

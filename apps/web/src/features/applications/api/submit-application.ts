import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DataResponse } from '../../../types/api.ts';

export interface ApplicationInput {
  name: string;
  email: string;
  phone_number: string;
  date_of_birth: string;
  study_programme: string;
  institution: string;
  skills: number[];
  message: string;
  terms: boolean;
  files: File[];
}

/** The multipart body of POST /students/applications: one `skills` and one `files` part per entry. */
export function applicationFormData(input: ApplicationInput): FormData {
  const body = new FormData();
  for (const key of ['name', 'email', 'phone_number', 'date_of_birth', 'study_programme', 'institution', 'message'] as const)
    body.append(key, input[key].trim());
  for (const skill of input.skills) body.append('skills', String(skill));
  body.append('terms', input.terms ? 'true' : 'false');
  for (const file of input.files) body.append('files', file, file.name);
  return body;
}

/** An anonymous visitor applies to become a student freelancer (spec section 2, new-student). */
export function submitApplication(input: ApplicationInput) {
  return api.post<DataResponse<{ id: number }>>('/students/applications', applicationFormData(input));
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}

import { api } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download-blob.ts';

/**
 * Saves one of the applicant's PDFs. The route needs the staff Bearer token, which a plain link cannot
 * carry, so the file is fetched through the API client and handed to the browser as a blob.
 */
export async function downloadApplicationFile(studentId: number, file: { index: number; original_filename: string }) {
  const response = await api.get<Response>(`/students/${studentId}/application/files/${file.index}`, {
    responseType: 'response',
  });
  downloadBlob(await response.blob(), file.original_filename);
}

import { type CsvColumn, csvDate } from '../../lib/csv.ts';
import type { CustomerExportRow } from './repository.ts';

/**
 * The columns of GET /customers.csv: what the staff customer table shows. No notes, phone numbers,
 * addresses or login data beyond the e-mail the table lists.
 */
export const customerCsvColumns: CsvColumn<CustomerExportRow>[] = [
  { header: 'Id', value: (c) => c.id },
  { header: 'Navn', value: (c) => `${c.first_name} ${c.last_name}`.trim() },
  { header: 'Email', value: (c) => c.email },
  { header: 'Virksomhed', value: (c) => c.company_name },
  { header: 'By', value: (c) => c.city },
  { header: 'Oprettet', value: (c) => csvDate(c.created_at) },
  { header: 'Status', value: (c) => (c.activated ? 'Aktiv' : 'Deaktiveret') },
];

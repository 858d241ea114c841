import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { type AuditSource, auditQuery } from '../api/get-audit-entries.ts';

/** The whole history of one source as CSV (GET /audit-log.csv): the page shows only the recent entries. */
export function AuditExportButton({ source }: { source: AuditSource }) {
  return <CsvExportButton path="/audit-log.csv" query={auditQuery(source)} fileName="revisionslog" />;
}

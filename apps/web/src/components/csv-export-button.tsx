import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pageSizes, toastDurations } from '@studiekraft/shared/constants/limits';
import { useState } from 'react';
import { api, type QueryValue } from '../lib/api-client.ts';
import { downloadBlob } from '../lib/download-blob.ts';
import { formatNow } from '../lib/format-date.ts';
import { formatDecimal } from '../lib/format-number.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { useTranslation } from '../lib/use-translation.tsx';

export interface CsvExportButtonProps {
  /** The export endpoint, e.g. '/projects.csv'. */
  path: string;
  /** The table's list query (filters, sort, search) without paging: the export is every matching row. */
  query: Record<string, QueryValue>;
  /** The file name before its date, in Danish like the server's: 'projekter' gives projekter-2026-11-24.csv. */
  fileName: string;
}

/** The server's dated name (the day in Copenhagen), else one made here. */
function fileNameOf(response: Response, fallback: string) {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `${fallback}-${formatNow('isoDay')}.csv`;
}

/** 'Eksportér CSV' on a staff table: downloads the table as currently filtered and sorted. */
export function CsvExportButton({ path, query, fileName }: CsvExportButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const response = await api.get<Response>(path, { query, responseType: 'response' });
      downloadBlob(await response.blob(), fileNameOf(response, fileName));
      if (response.headers.get('x-export-truncated') === 'true') {
        const rows = formatDecimal(pageSizes.exportRows, currentLanguage());
        notifications.show({ color: 'yellow', message: t('csvExport.truncated', { rows }), autoClose: toastDurations.long });
      }
    } catch {
      notifications.show({ color: 'red', message: t('csvExport.failed'), autoClose: toastDurations.normal });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="default" loading={busy} onClick={exportCsv}>
      {t('csvExport.button')}
    </Button>
  );
}

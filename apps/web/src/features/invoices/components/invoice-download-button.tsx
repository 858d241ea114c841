import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { toastDurations } from '@studiekraft/shared/constants/limits';
import type { Invoice } from '@studiekraft/shared/schemas/invoices';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { downloadInvoicePdf } from '../api/invoices.ts';

/** 'Hent faktura (PDF)': fetched with the token and saved as faktura-<number>.pdf. */
export function InvoiceDownloadButton({
  invoice,
  label,
  ...props
}: { invoice: Pick<Invoice, 'id' | 'number' | 'kind'>; label?: string } & ButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch {
      notifications.show({ color: 'red', message: t('invoices.downloadFailed'), autoClose: toastDurations.normal });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" size="xs" loading={busy} onClick={download} {...props}>
      {label ?? t(invoice.kind === 'credit_note' ? 'invoices.downloadCreditNote' : 'invoices.download')}
    </Button>
  );
}

import { type MantineBreakpoint, Text } from '@mantine/core';
import type { Invoice } from '@studiekraft/shared/schemas/invoices';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * Under a credited invoice that had been paid: the customer is owed the money back, and staff transfer it
 * by hand (nothing in the product does). The toast after crediting said so once; this stays on the list
 * (issue 34). Crediting keeps `paid_at`, so the row itself tells. There is no 'refunded' state to clear it,
 * so the wording says how the refund is made rather than that it is still open.
 */
export function RefundDueNote({ invoice, hiddenFrom }: { invoice: Invoice; hiddenFrom?: MantineBreakpoint }) {
  const { t } = useTranslation();
  if (invoice.kind !== 'invoice' || invoice.status !== 'credited' || invoice.paid_at === null) return null;
  // red.9 rather than orange: orange text on the striped rows misses AA contrast.
  return (
    <Text size="xs" c="red.9" fw={500} mt={4} hiddenFrom={hiddenFrom}>
      {t('adminInvoices.refundByHand')}
    </Text>
  );
}

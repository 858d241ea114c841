import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '@studiekraft/shared/schemas/invoices';
import { useTranslation } from '../../../lib/use-translation.tsx';

const colors: Record<InvoiceStatus, string> = { open: 'blue', overdue: 'red', paid: 'green', credited: 'gray' };

/** Light badges with the darkest shade as text: Mantine's light green and blue labels miss AA contrast (axe). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={colors[status]} c={`${colors[status]}.9`}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}

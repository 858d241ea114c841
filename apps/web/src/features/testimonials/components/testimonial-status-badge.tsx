import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * 'Afventer godkendelse' or 'Godkendt' (the staff table says 'Afventer'). Light badges with the darkest
 * shade as text: Mantine's light yellow, green and orange labels miss AA contrast at badge size (axe).
 */
export function TestimonialStatusBadge({ approved, short = false }: { approved: boolean; short?: boolean }) {
  const { t } = useTranslation();
  const pending = short ? 'adminTestimonials.pending' : 'testimonials.pending';
  return (
    <Badge color={approved ? 'primary' : 'orange'} c={approved ? 'primary.9' : 'orange.9'} variant="light">
      {t(approved ? 'testimonials.approved' : pending)}
    </Badge>
  );
}

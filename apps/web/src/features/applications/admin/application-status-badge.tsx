import { Badge } from '@mantine/core';
import type { ApplicationStatus } from '@studiekraft/shared/schemas/student-application';
import { useTranslation } from '../../../lib/use-translation.tsx';

// Palettes whose light variant keeps AA contrast (Mantine's yellow and green do not at badge size).
const colors: Record<ApplicationStatus, string> = { received: 'blue', reviewed: 'orange', accepted: 'primary', rejected: 'gray' };

/** Modtaget / Gennemset / Godkendt / Afvist. Light variant: filled badges miss AA contrast at this size. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" styles={{ label: { overflow: 'visible' } }}>
      {t(`adminApplications.status.${status}`)}
    </Badge>
  );
}

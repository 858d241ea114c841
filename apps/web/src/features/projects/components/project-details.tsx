import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { finalPrice, hoursLabel, offerTotal } from '@studiekraft/shared/rules/pricing';
import type { Project } from '@studiekraft/shared/schemas/projects';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format-date.ts';
import { formatPrice } from '../../../lib/format-money.ts';
import type { Language } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { offerExpiry } from '../offer-expiry.ts';

export function formatHours(t: TFunction, hours: number) {
  return t(`projects.hours.${hoursLabel(hours)}`, { count: hours });
}

/** The price line of spec section 4, in its priority: cancelled, finalized, accepted, offered, none. */
export function priceStatusLine(project: Project, t: TFunction, language: Language): string {
  const date = (value: string) => formatDate(value, 'longDay', language);
  if (project.cancelled_at) return t('projects.details.cancelledAt', { date: date(project.cancelled_at) });
  if (project.finalized_at) return t('projects.details.finalizedAt', { date: date(project.finalized_at) });
  if (project.price_accepted_at) return t('projects.details.acceptedAt', { date: date(project.price_accepted_at) });
  if (project.offered_price !== null) {
    return t('projects.details.offered', { price: offerLine(project, project.offered_price, t, language) });
  }
  return t('projects.details.noOffer');
}

/** 'offer x hours = total' for hourly work, the offer alone for a fixed price. */
export function offerLine(
  project: Pick<Project, 'price_type' | 'offered_hours'>,
  offer: number,
  t: TFunction,
  language: Language,
) {
  const price = formatPrice(offer, language);
  if (project.price_type === 'unit' || !project.offered_hours) return price;
  const total = formatPrice(offerTotal(project.price_type, offer, project.offered_hours), language);
  return t('projects.offerTotal', { price, hours: formatHours(t, project.offered_hours), total });
}

export function ProjectDetails({ project, viewerIsStudent }: { project: Project; viewerIsStudent: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage as Language;
  const price = (amount: number) => formatPrice(amount, language);
  const rows: [string, React.ReactNode][] = [
    [
      t('projects.details.status'),
      <Badge key="status" variant="light">
        {t(`projectStatus.${project.status}`)}
      </Badge>,
    ],
  ];
  if (project.skill) rows.push([t('projects.details.skill'), project.skill.name]);
  if (viewerIsStudent && project.customer) rows.push([t('projects.details.customer'), project.customer.name]);
  if (!viewerIsStudent && project.student) {
    rows.push([
      t('projects.details.student'),
      <Anchor key="student" component={Link} to={`/students/${project.student.slug}`}>
        {project.student.name}
      </Anchor>,
    ]);
  }
  rows.push([t('projects.details.priceType'), t(`projects.priceTypes.${project.price_type}`)]);
  if (project.accepted_price !== null) {
    rows.push([t('projects.details.acceptedPrice'), offerLine(project, project.accepted_price, t, language)]);
  }
  if (project.extra_hours_approved > 0) {
    rows.push([t('projects.details.extraHoursApproved'), formatHours(t, project.extra_hours_approved)]);
  }
  if (!project.finalized_at && project.billable_hours !== null) {
    rows.push([t('projects.details.billableHours'), formatHours(t, project.billable_hours)]);
  }
  // Until it is accepted, an offer stands for 7 days (decision 014).
  const expiry = project.price_accepted_at || !project.open ? null : offerExpiry(project);
  if (project.finalized_at && project.accepted_price !== null) {
    if (project.price_type === 'hourly' && project.hours_used !== null) {
      rows.push([t('projects.details.hoursUsed'), formatHours(t, project.hours_used)]);
    }
    rows.push([
      t('projects.details.finalPrice'),
      price(project.final_price ?? finalPrice(project.price_type, project.accepted_price, project.hours_used)),
    ]);
  }

  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('projects.details.title')}
      </Title>
      <Text fw={600} data-testid="price-status">
        {priceStatusLine(project, t, language)}
      </Text>
      {expiry && (
        <Text size="sm" c={expiry.isExpired ? 'orange' : 'dimmed'} data-testid="offer-expiry">
          {t(expiry.isExpired ? 'projects.details.offerExpired' : 'projects.details.offerValidUntil', { date: expiry.date })}
        </Text>
      )}
      <Table variant="vertical" withTableBorder={false} fz="sm">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="45%">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

import { offerTotal } from '@studiekraft/shared/rules/pricing';
import type { Project } from '@studiekraft/shared/schemas/projects';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../../../lib/format-money.ts';
import type { Language } from '../../../../lib/i18n.ts';
import { formatHours } from '../project-details.tsx';

/** '2 timer à 200 kr. = 400 kr.': extra hours at the accepted hourly price. */
export function extraHoursCost(project: Pick<Project, 'accepted_price'>, hours: number, t: TFunction, language: Language) {
  const price = project.accepted_price ?? 0;
  return t('projects.actions.extraHours.cost', {
    hours: formatHours(t, hours),
    price: formatPrice(price, language),
    total: formatPrice(offerTotal('hourly', price, hours), language),
  });
}

import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

/** Forside › Hvad kan vi lave? › group (› skill) (spec section 2); the last crumb is the current page. */
export function CatalogueBreadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [
    { label: t('titles.home'), to: '/' },
    { label: t('titles.skillGroups'), to: '/hvad-tilbyder-vi/' },
    ...trail,
  ];
  return (
    <nav aria-label={t('nav.breadcrumbs')}>
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {crumbs.map((crumb, index) =>
          crumb.to && index < crumbs.length - 1 ? (
            <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ) : (
            <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

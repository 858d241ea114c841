import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { WhenVisible } from '../../components/ui/when-visible.tsx';
import { type ContentLink, pageLinks, popularTasks } from '../../content/footer-links.ts';
import { useMenuSkillGroups } from '../../features/skills/api/get-skill-groups.ts';
import { brandName } from '../../lib/brand.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import classes from './layout.module.css';

// The form brings zod and @mantine/form (~35 KB gzip); it loads when the footer nears the screen, so a
// visitor who never scrolls there never downloads it.
const NewsletterForm = lazy(() =>
  import('../../features/newsletter/components/newsletter-form.tsx').then((module) => ({
    default: module.NewsletterForm,
  })),
);

// SegmentedControl and its floating indicator are only needed once the footer is in view.
const LanguageSwitch = lazy(() => import('./language-switch.tsx').then((module) => ({ default: module.LanguageSwitch })));

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text component="h2" className={classes.footerHeading}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} className={classes.footerLink}>
      {children}
    </Anchor>
  );
}

export function AppFooter() {
  const { t } = useTranslation();
  const groups = useMenuSkillGroups();
  const renderLinks = (links: ContentLink[]) =>
    links.map((link) => (
      <FooterLink key={link.to} to={link.to}>
        {t(link.label)}
      </FooterLink>
    ));

  return (
    <footer className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <FooterColumn title={t('footer.skills')}>
            <FooterLink to="/hvad-tilbyder-vi/">{t('titles.skillGroups')}</FooterLink>
            {groups.slice(0, 8).map((group) => (
              <FooterLink key={group.id} to={`/hvad-tilbyder-vi/${group.slug}/`}>
                {group.name}
              </FooterLink>
            ))}
          </FooterColumn>
          <FooterColumn title={t('footer.popularTasks')}>{renderLinks(popularTasks)}</FooterColumn>
          <FooterColumn title={brandName}>{renderLinks(pageLinks)}</FooterColumn>
          <FooterColumn title={t('newsletter.title')}>
            <Text size="sm">{t('newsletter.intro')}</Text>
            <WhenVisible placeholder={<Box h={36} />}>
              <Suspense fallback={<Box h={36} />}>
                <NewsletterForm />
              </Suspense>
            </WhenVisible>
          </FooterColumn>
        </SimpleGrid>
      </Container>
      <div className={classes.footerBottom}>
        <Container size="xl" py="md">
          <Group justify="space-between" gap="sm">
            {/* A first screen rendered on the server in December may be hydrated in January (decision 043). */}
            <Text size="xs" suppressHydrationWarning>
              © {new Date().getFullYear()} {brandName} · {t('footer.pricesExclVat')}
            </Text>
            <WhenVisible placeholder={<Box h={30} w={150} />}>
              <Suspense fallback={<Box h={30} w={150} />}>
                <LanguageSwitch />
              </Suspense>
            </WhenVisible>
          </Group>
        </Container>
      </div>
    </footer>
  );
}

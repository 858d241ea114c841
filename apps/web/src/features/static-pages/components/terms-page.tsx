import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { termsPage } from '@studiekraft/shared/content/static-pages';
import { Link } from 'react-router';
import { brandName } from '../../../lib/brand.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSiteSettings } from '../../site-settings/api/get-site-settings.ts';
import { TextSections } from './text-sections.tsx';

/**
 * /betingelser: every section of the terms, last updated 25 February 2019 (spec section 2). The seller is
 * the company name staff set (issue 36), else the brand.
 */
export function TermsPage() {
  const { t } = useTranslation();
  const { data: site } = useSiteSettings();
  // Spec section 9's 'D. MMMM YYYY' in Danish ('25. februar 2019'); English gets its own '25 February 2019'.
  // A calendar date, which no browser's zone can move.
  const lastUpdated = formatDate(termsPage.lastUpdated, 'longDay', currentLanguage());

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('titles.terms')}</Title>
          <Text c="dimmed" size="sm">
            <time dateTime={termsPage.lastUpdated}>{t('staticPages.terms.lastUpdated', { date: lastUpdated })}</time>
          </Text>
          <Text size="lg" c="gray.7">
            {termsPage.intro.replace('{company}', site?.company_name ?? brandName)}
          </Text>
        </Stack>
        <TextSections sections={termsPage.sections} />
        <Paper withBorder radius="lg" p="lg" bg="primary.0">
          <Stack gap="xs">
            <Text>{termsPage.contactText}</Text>
            <Group gap="lg">
              <Anchor component={Link} to="/kontakt" fw={600}>
                {termsPage.contactLinkText}
              </Anchor>
              <Anchor component={Link} to="/students/search" fw={600}>
                {termsPage.studentSearchLinkText}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

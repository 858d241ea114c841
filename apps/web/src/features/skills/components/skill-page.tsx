import { Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader.tsx';
import { wrappingButtonProps } from '../../../components/ui/wrapping-button.ts';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { findSkill, useCatalogue } from '../api/get-catalogue.ts';
import { useLevels } from '../api/get-levels.ts';
import { useCategoryContent } from '../hooks/use-category-content.ts';
import { CatalogueBreadcrumbs } from './catalogue-breadcrumbs.tsx';
import { CategorySections } from './category-sections.tsx';
import { ProcessSteps } from './process-steps.tsx';
import { SkillPriceTable } from './skill-price-table.tsx';
import classes from './skills.module.css';

/**
 * /hvad-tilbyder-vi/:group/:skill (spec section 2): the category's landing text, the three-step process,
 * the price per level and a link to the students who have the skill. Unknown paths go to the overview.
 *
 * The page renders once, when the catalogue, the landing text and the levels are all there: the landing
 * text is several screens tall and used to replace a three-line skeleton above the price table, which
 * moved everything below it (a layout shift of 0.5 on a phone, decision 035). The levels load alongside
 * the catalogue instead of after it. Data arriving re-renders synchronously (TanStack Query's store), so
 * the step from the loader to the page goes through useDeferredValue: React renders the page as a
 * transition, in slices, instead of one long task that blocks a phone's main thread.
 */
export function SkillPage() {
  const { t } = useTranslation();
  const { group: groupSlug, skill: skillSlug } = useParams();
  const catalogue = useCatalogue();
  const levels = useLevels();
  const match = findSkill(catalogue.data, skillSlug);
  const isInGroup = match?.group.slug === groupSlug;
  const category = useCategoryContent(isInGroup ? match?.skill.key : undefined);
  const content = category.data ?? null;
  usePageMeta({
    title: content?.title ?? match?.skill.name ?? null,
    description: content?.metaDescription ?? null,
  });

  // An error in the text or the levels is shown where it belongs (the fallback text, the price table's alert).
  const isSettled = !catalogue.isPending && (!match || !isInGroup || (!category.isPending && !levels.isPending));
  const isShown = useDeferredValue(isSettled);

  if (!isSettled || !isShown) return <FullPageLoader />;
  if (!match || !isInGroup) return <Navigate to="/hvad-tilbyder-vi/" replace />;
  const { group, skill } = match;

  const searchLink = (
    <Button
      component={Link}
      to={`/students/search/${skill.slug}`}
      size="md"
      color="orange"
      leftSection={<IconSearch size={18} aria-hidden />}
      {...wrappingButtonProps}
    >
      {t('skills.skill.findStudents', { skill: skill.name })}
    </Button>
  );

  return (
    <Container size="xl" py="xl">
      <Stack gap={40}>
        <CatalogueBreadcrumbs trail={[{ label: group.name, to: `/hvad-tilbyder-vi/${group.slug}/` }, { label: skill.name }]} />
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Title order={1}>{content?.content.title || skill.name}</Title>
              {content ? (
                <CategorySections content={content.content} />
              ) : (
                // Not every skill has landing text yet (the content covers the first catalogue).
                <Text size="lg" c="gray.7">
                  {t('skills.skill.fallbackIntro', { skill: skill.name, group: group.name })}
                </Text>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('skills.skill.pricesTitle', { skill: skill.name })}
              </Title>
              <SkillPriceTable skill={skill} />
              <Text size="xs" c="dimmed">
                {t('skills.skill.pricesNote')}
              </Text>
              {searchLink}
            </Stack>
          </Grid.Col>
        </Grid>
        <ProcessSteps skillName={skill.name} />
        <Paper className={classes.cta} p={{ base: 'lg', md: 40 }}>
          <Group justify="space-between" gap="lg">
            <Stack gap={4}>
              <Title order={2} c="white">
                {t('skills.skill.ctaTitle', { skill: skill.name })}
              </Title>
              <Text c="primary.1">{t('skills.skill.ctaText')}</Text>
            </Stack>
            {searchLink}
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}

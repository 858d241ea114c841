import { Box, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { FullPageLoader } from '../../../components/ui/full-page-loader.tsx';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { lowestPaygrade, usePaygradeText } from '../../../lib/paygrade.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCatalogue } from '../api/get-catalogue.ts';
import { groupContentFor } from '../group-content.ts';
import { CatalogueBreadcrumbs } from './catalogue-breadcrumbs.tsx';
import { GroupImage } from './group-image.tsx';
import classes from './skills.module.css';

/** /hvad-tilbyder-vi/:group/ : the group's skills as cards; an unknown group goes to the overview. */
export function SkillGroupPage() {
  const { t } = useTranslation();
  const { group: slug = '' } = useParams();
  const catalogue = useCatalogue();
  const priceText = usePaygradeText();
  const group = catalogue.data?.find((candidate) => candidate.slug === slug);
  const content = groupContentFor(slug);
  usePageMeta({ title: group?.name ?? null, description: content?.metaDescription ?? null });

  if (catalogue.isPending) return <FullPageLoader />;
  if (!group) return <Navigate to="/hvad-tilbyder-vi/" replace />;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <CatalogueBreadcrumbs trail={[{ label: group.name }]} />
        <Group gap="xl" wrap="nowrap" align="flex-start">
          <Stack gap="sm" style={{ flex: 1 }}>
            <Title order={1}>{group.name}</Title>
            {content?.intro && (
              <Text size="lg" c="gray.7" maw={760}>
                {content.intro}
              </Text>
            )}
          </Stack>
          <Box visibleFrom="sm">
            <GroupImage slug={group.slug} size={120} />
          </Box>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {(group.skills ?? []).map((skill) => {
            const from = lowestPaygrade(skill.paygrades);
            return (
              <Card
                key={skill.id}
                withBorder
                radius="lg"
                padding="lg"
                component={Link}
                to={`/hvad-tilbyder-vi/${group.slug}/${skill.slug}`}
                className={classes.card}
              >
                <Stack gap="xs" h="100%">
                  <Title order={2} size="h4">
                    {skill.name}
                  </Title>
                  {from && (
                    <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                      {t('skills.group.startingPrice', { price: priceText(from) })}
                    </Text>
                  )}
                  <Group gap={4} c="primary.7">
                    <Text size="sm" fw={600} c="inherit">
                      {t('skills.group.readMore')}
                    </Text>
                    <IconArrowRight size={16} aria-hidden />
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

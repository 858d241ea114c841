import { Alert, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { SkillGroup } from '@studiekraft/shared/schemas/catalogue';
import { IconArrowRight, IconBulb } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useCatalogue } from '../api/get-catalogue.ts';
import { groupContentFor } from '../group-content.ts';
import { GroupImage } from './group-image.tsx';
import classes from './skills.module.css';

function GroupCard({ group }: { group: SkillGroup }) {
  const { t } = useTranslation();
  const content = groupContentFor(group.slug);
  // Without landing text, the group's own skills say what it covers.
  const intro = content?.intro ?? (group.skills ?? []).map((skill) => skill.name).join(', ');
  return (
    <Card withBorder radius="lg" padding="lg" component={Link} to={`/hvad-tilbyder-vi/${group.slug}/`} className={classes.card}>
      <Stack gap="sm" h="100%">
        <GroupImage slug={group.slug} size={72} />
        <Title order={2} size="h4">
          {group.name}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {intro}
        </Text>
        <Group gap={4} c="primary.7" fw={600}>
          <Text size="sm" fw={600} c="inherit">
            {t('skills.overview.seeSkills')}
          </Text>
          <IconArrowRight size={16} aria-hidden />
        </Group>
      </Stack>
    </Card>
  );
}

function ChallengeCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="lg" className={`${classes.card} ${classes.challengeCard}`}>
      <Stack gap="sm" h="100%">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconBulb size={30} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t('skills.overview.challengeTitle')}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {t('skills.overview.challengeText')}
        </Text>
        <Button component={Link} to="/kontakt" variant="light" w="fit-content">
          {t('skills.overview.challengeButton')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /hvad-tilbyder-vi/: one card per group that has students, plus the "not covered" card (spec section 2). */
export function SkillGroupsPage() {
  const { t } = useTranslation();
  const groups = useCatalogue('with-students');

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>{t('titles.skillGroups')}</Title>
          <Text c="dimmed" maw={720}>
            {t('skills.overview.intro')}
          </Text>
        </Stack>
        {groups.isPending && (
          <Text role="status" c="dimmed">
            {t('skills.overview.loading')}
          </Text>
        )}
        {groups.isError && <Alert color="danger">{t('skills.overview.failed')}</Alert>}
        {!groups.isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {(groups.data ?? []).map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
            <ChallengeCard />
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

import { Anchor, Avatar, Button, Card, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { aboutPage } from '@studiekraft/shared/content/static-pages';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSiteSettings } from '../../site-settings/api/get-site-settings.ts';
import { TextSections } from './text-sections.tsx';

/**
 * /om-os: origin and team, one staff contact and a call to action to find students (spec section 1). The
 * team member and the e-mail are the site's details staff set (issue 36): the contact shows once both are.
 */
export function AboutPage() {
  const { t } = useTranslation();
  const { callToAction } = aboutPage;
  const { data: site } = useSiteSettings();
  const teamMember = site?.team_member && site.email ? { name: site.team_member, email: site.email } : null;
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{aboutPage.title}</Title>
          <Text size="lg" c="gray.7">
            {aboutPage.intro}
          </Text>
        </Stack>
        <TextSections sections={aboutPage.sections} />
        {teamMember && (
          <Text>{aboutPage.teamContact.replace('{name}', teamMember.name).replace('{email}', teamMember.email)}</Text>
        )}
        {teamMember && (
          <Card withBorder radius="lg" padding="lg">
            <Group gap="md" wrap="nowrap">
              <Avatar name={teamMember.name} color="primary" size={56} radius="50%" alt="" />
              <Stack gap={2}>
                <Text fw={700}>{teamMember.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('staticPages.about.staffContact')}
                </Text>
                <Anchor href={`mailto:${teamMember.email}`} size="sm">
                  {teamMember.email}
                </Anchor>
              </Stack>
            </Group>
          </Card>
        )}
        <Paper radius="lg" p={{ base: 'lg', md: 'xl' }} bg="primary.8">
          <Group justify="space-between" gap="md">
            <Title order={2} size="h3" c="white">
              {callToAction.text}
            </Title>
            <Button
              component={Link}
              to="/students/search"
              color="orange"
              size="md"
              leftSection={<IconSearch size={18} aria-hidden />}
            >
              {callToAction.linkText}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Container>
  );
}

import { Button, Card, Container, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { newStudentPage } from '@studiekraft/shared/content/static-pages';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { wrappingButtonProps } from '../../../components/ui/wrapping-button.ts';
import { formatPrice } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { externalLinks } from '../external-links.ts';
import { TextSections } from './text-sections.tsx';

/** /bliv-student-freelancer: the pitch, levels and pay, and the way to the external application site. */
export function BecomeStudentPage() {
  const { t } = useTranslation();
  const language = currentLanguage();

  const applyButton = (
    <Button
      component="a"
      href={externalLinks.studentApplication}
      target="_blank"
      rel="noopener noreferrer"
      size="md"
      color="orange"
      rightSection={<IconExternalLink size={18} aria-hidden />}
      {...wrappingButtonProps}
    >
      {newStudentPage.applyLinkText}
      <VisuallyHidden>{t('common.opensInNewWindow')}</VisuallyHidden>
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap={40}>
        <Stack gap="md" maw={760}>
          <Title order={1}>{newStudentPage.title}</Title>
          <Text size="lg" c="gray.7">
            {newStudentPage.pitch}
          </Text>
          <div>{applyButton}</div>
        </Stack>
        <TextSections sections={newStudentPage.sections} />
        <section aria-labelledby="levels-title">
          <Stack gap="md">
            <Title order={2} id="levels-title">
              {newStudentPage.levelsTitle}
            </Title>
            <Text c="gray.7" maw={760}>
              {newStudentPage.levelsIntro}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              {newStudentPage.levels.map((level) => (
                <Card key={level.key} withBorder radius="lg" padding="lg">
                  <Stack gap="xs">
                    <LevelBadge level={level} size="md" />
                    <Text fw={800} size="xl" c="primary.8">
                      {t('price.hourly', { price: formatPrice(level.hourlyRate, language) })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {level.text}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        </section>
        <Card withBorder radius="lg" padding="xl" bg="primary.0">
          <Stack gap="sm" align="flex-start">
            <Text>{newStudentPage.applyText}</Text>
            {applyButton}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

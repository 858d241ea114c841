import { Button, Card, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { newStudentPage } from '@studiekraft/shared/content/static-pages';
import { IconArrowDown } from '@tabler/icons-react';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { wrappingButtonProps } from '../../../components/ui/wrapping-button.ts';
import { formatPrice } from '../../../lib/format-money.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ApplicationForm } from '../../applications/components/application-form.tsx';
import { useLevelHourlyPrices } from '../../skills/hooks/use-level-hourly-prices.ts';
import { TextSections } from './text-sections.tsx';

const applicationSectionId = 'ansoegning';

// Each level's pitch by its key; the price beside it is the catalogue's (issue 36).
const levelTexts = new Map<string, string>(newStudentPage.levels.map((level) => [level.key, level.text]));

/** /bliv-student-freelancer: the pitch, levels and pay (the catalogue's paygrades), and the application form (spec section 5). */
export function BecomeStudentPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const prices = useLevelHourlyPrices();

  // The form sits further down the page; the button takes the visitor (and the keyboard focus) there.
  const scrollToForm = () => {
    const section = document.getElementById(applicationSectionId);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  };

  const applyButton = (
    <Button
      size="md"
      color="orange"
      rightSection={<IconArrowDown size={18} aria-hidden />}
      onClick={scrollToForm}
      {...wrappingButtonProps}
    >
      {newStudentPage.applyLinkText}
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
            {prices.isError ? (
              <Text c="dimmed">{t('skills.skill.pricesFailed')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
                {prices.data
                  ? prices.data.map(({ level, lowest, isSame }) => (
                      <Card key={level.id} withBorder radius="lg" padding="lg">
                        <Stack gap="xs">
                          <LevelBadge level={level} size="md" />
                          <Text fw={800} size="xl" c="primary.8">
                            {t(isSame ? 'price.hourly' : 'levelPrices.hourlyFrom', { price: formatPrice(lowest, language) })}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {levelTexts.get(level.key)}
                          </Text>
                        </Stack>
                      </Card>
                    ))
                  : newStudentPage.levels.map((level) => <Skeleton key={level.key} height={150} radius="lg" />)}
              </SimpleGrid>
            )}
          </Stack>
        </section>
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          id={applicationSectionId}
          aria-labelledby="application-title"
          style={{ scrollMarginTop: 80 }}
        >
          <Stack gap="md">
            <Title order={2} id="application-title">
              {t('application.title')}
            </Title>
            <Text>{t('application.intro')}</Text>
            <ApplicationForm />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

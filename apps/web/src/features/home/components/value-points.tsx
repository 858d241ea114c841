import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconReceipt, IconShieldCheck, IconTag } from '@tabler/icons-react';
import type { TranslationKey } from '../../../lib/i18n-keys.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';

const points: { icon: typeof IconShieldCheck; title: TranslationKey; text: TranslationKey }[] = [
  { icon: IconShieldCheck, title: 'home.values.screened.title', text: 'home.values.screened.text' },
  { icon: IconTag, title: 'home.values.price.title', text: 'home.values.price.text' },
  { icon: IconReceipt, title: 'home.values.admin.title', text: 'home.values.admin.text' },
];

export function ValuePoints() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={56}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {points.map(({ icon: Icon, title, text }) => (
          <Stack key={title} gap="xs">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {t(title)}
            </Title>
            <Text c="dimmed">{t(text)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}

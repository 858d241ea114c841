import { Anchor, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Reference } from '@studiekraft/shared/schemas/students';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** References below the tabs (spec section 2): title, text, optional link and image. */
export function ReferencesList({ references }: { references: Reference[] }) {
  const { t } = useTranslation();
  if (references.length === 0) return null;

  return (
    <section aria-labelledby="references-title">
      <Title order={2} size="h3" id="references-title" mb="md">
        {t('students.profile.references')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {references.map((reference) => (
          <Card key={reference.id} withBorder radius="md" padding="lg" component="article">
            {reference.image?.url && (
              <Card.Section mb="md">
                <Image src={reference.image.url} alt="" h={180} fit="cover" loading="lazy" />
              </Card.Section>
            )}
            <Stack gap="xs">
              <Title order={3} size="h5">
                {reference.title}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {reference.text}
              </Text>
              {reference.link && (
                // A student's own link: nofollow/ugc so it passes no ranking, noopener so it cannot reach back.
                <Anchor href={reference.link} target="_blank" rel="noopener noreferrer nofollow ugc" size="sm">
                  <Group gap={4} wrap="nowrap" component="span">
                    {t('students.profile.referenceLink')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

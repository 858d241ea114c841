import { Stack, Text, Title } from '@mantine/core';
import type { TextSection } from '@studiekraft/shared/content/static-pages';

/** Titled sections of paragraphs, as the static pages hold them; `numbered` prefixes "1. ". */
export function TextSections({ sections }: { sections: readonly (TextSection & { number?: number })[] }) {
  return (
    <Stack gap="xl">
      {sections.map((section) => (
        <Stack key={section.title} gap="xs" component="section">
          <Title order={2} size="h3">
            {section.number !== undefined ? `${section.number}. ${section.title}` : section.title}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={{ lineHeight: 1.7 }}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

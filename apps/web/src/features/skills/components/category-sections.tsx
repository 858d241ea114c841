import { Stack, Text, Title } from '@mantine/core';
import type { CategoryContent } from '@studiekraft/shared/content/category-content';

type Section = CategoryContent['content']['firstSection'];

function ContentSection({ section }: { section: Section }) {
  // Sections and paragraphs may be empty strings in the content (the third often is).
  const paragraphs = [section.firstParagraph, section.secondParagraph, section.thirdParagraph].filter((text) => text.trim());
  if (!section.title.trim() && paragraphs.length === 0) return null;
  return (
    <Stack gap="xs" component="section">
      {section.title.trim() && (
        <Title order={2} size="h3">
          {section.title}
        </Title>
      )}
      {paragraphs.map((text) => (
        <Text key={text} style={{ lineHeight: 1.7 }}>
          {text}
        </Text>
      ))}
    </Stack>
  );
}

/** The three sections of a category's landing text (content spec section 3). */
export function CategorySections({ content }: { content: CategoryContent['content'] }) {
  return (
    <Stack gap="xl">
      <ContentSection section={content.firstSection} />
      <ContentSection section={content.secondSection} />
      <ContentSection section={content.thirdSection} />
    </Stack>
  );
}

import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { BlogAuthor as BlogAuthorData } from '@studiekraft/shared/schemas/blog';
import { useTranslation } from '../../../lib/use-translation.tsx';
import classes from './blog.module.css';

/** Who wrote the post (spec section 3: name, title, description and avatar), above the body. */
export function BlogAuthor({ author }: { author: BlogAuthorData }) {
  const { t } = useTranslation();
  return (
    <Group
      component="aside"
      aria-label={t('blog.author')}
      className={classes.author}
      p="md"
      gap="md"
      wrap="nowrap"
      align="flex-start"
    >
      <Avatar
        src={author.avatar}
        alt={author.avatar ? author.name : undefined}
        name={author.name}
        color="initials"
        size={56}
        radius="xl"
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={700}>{author.name}</Text>
        {author.title && (
          <Text size="sm" c="dimmed">
            {author.title}
          </Text>
        )}
        {author.description && (
          <Text size="sm" c="gray.8" mt={4}>
            {author.description}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

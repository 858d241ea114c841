import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { blogPaths } from '../blog-paths.ts';

/**
 * What the blog shows when there is nothing to show: an unknown category or tag, no posts yet, or a feed
 * that did not answer (spec section 7: blog failures are silently ignored, so never an error here).
 */
export function BlogEmptyState({ showBlogLink = true }: { showBlogLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconNews size={26} />
        </ThemeIcon>
        <Text size="lg" role="status">
          {t('blog.empty')}
        </Text>
        {showBlogLink && (
          <Button component={Link} to={blogPaths.front} variant="light">
            {t('blog.toBlog')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

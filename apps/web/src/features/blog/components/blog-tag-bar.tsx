import { Group, Skeleton } from '@mantine/core';
import type { BlogTerm } from '@studiekraft/shared/schemas/blog';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { blogPaths } from '../blog-paths.ts';
import { tagBarTags } from '../tag-bar-tags.ts';
import classes from './blog.module.css';

/** The blog front's row of tags, each a link to its list (spec section 9: not tag 14, none empty, 20 at most). */
export function BlogTagBar({ tags }: { tags: readonly BlogTerm[] }) {
  const { t } = useTranslation();
  const shown = tagBarTags(tags);
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('blog.tagBar')}>
      <ul className={classes.tagList}>
        {shown.map((tag) => (
          <li key={tag.id}>
            <Link to={blogPaths.tag(tag.slug)} className={classes.tagLink}>
              {tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function BlogTagBarSkeleton() {
  return (
    <Group gap="xs" aria-hidden>
      {[72, 96, 64, 110, 80, 90].map((width) => (
        <Skeleton key={width} height={32} width={width} radius="xl" />
      ))}
    </Group>
  );
}

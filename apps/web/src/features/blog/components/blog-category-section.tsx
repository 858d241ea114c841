import { Skeleton, Stack, Title } from '@mantine/core';
import { blogConstants } from '@studiekraft/shared/constants/blog';
import type { BlogPostSummary, BlogTerm } from '@studiekraft/shared/schemas/blog';
import { Link } from 'react-router';
import { blogPaths } from '../blog-paths.ts';
import classes from './blog.module.css';
import { BlogPostGrid, BlogPostGridSkeleton } from './blog-post-grid.tsx';

interface BlogCategorySectionProps {
  category: BlogTerm;
  posts: BlogPostSummary[];
}

/** One of the blog front's three category sections: the name as a link to its list, and its newest posts. */
export function BlogCategorySection({ category, posts }: BlogCategorySectionProps) {
  const headingId = `blog-category-${category.id}`;
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        <Link to={blogPaths.category(category.slug)} className={classes.sectionLink}>
          {category.name}
        </Link>
      </Title>
      <BlogPostGrid posts={posts} headingOrder={3} />
    </Stack>
  );
}

export function BlogCategorySectionSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <Skeleton height={30} width={220} />
      <BlogPostGridSkeleton count={blogConstants.postsPerCategorySection} />
    </Stack>
  );
}

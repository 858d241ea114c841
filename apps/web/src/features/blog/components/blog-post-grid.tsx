import { SimpleGrid, type TitleOrder } from '@mantine/core';
import type { BlogPostSummary } from '@studiekraft/shared/schemas/blog';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { BlogPostCard, BlogPostCardSkeleton } from './blog-post-card.tsx';

const grid = { cols: { base: 1, xs: 2, md: 3 }, spacing: 'lg' } as const;

interface BlogPostGridProps {
  posts: BlogPostSummary[];
  headingOrder: TitleOrder;
}

export function BlogPostGrid({ posts, headingOrder }: BlogPostGridProps) {
  return (
    <SimpleGrid {...grid}>
      {posts.map((post) => (
        <BlogPostCard key={post.id} post={post} headingOrder={headingOrder} />
      ))}
    </SimpleGrid>
  );
}

/** As many card outlines as the list will show, in the same grid. */
export function BlogPostGridSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid {...grid} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own.
        <BlogPostCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}

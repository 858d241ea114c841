import { Container, Stack, Text, Title } from '@mantine/core';
import { blogConstants } from '@studiekraft/shared/constants/blog';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { NewsletterSignup } from '../../newsletter/components/newsletter-signup.tsx';
import { useBlogFront } from '../api/get-blog-front.ts';
import { BlogCategorySection, BlogCategorySectionSkeleton } from './blog-category-section.tsx';
import { BlogEmptyState } from './blog-empty-state.tsx';
import { BlogFeaturedPost, BlogFeaturedPostSkeleton } from './blog-featured-post.tsx';
import { BlogTagBar, BlogTagBarSkeleton } from './blog-tag-bar.tsx';

/**
 * /blog/ (spec sections 2 and 9): the newest featured post large, the tag bar and the three category
 * sections, then the newsletter sign-up. Skeletons hold the page's shape until every part has answered;
 * nothing shows an error.
 */
export function BlogFrontPage() {
  const { t } = useTranslation();
  const front = useBlogFront();
  const isEmpty = !front.isPending && !front.featured && front.sections.length === 0;

  return (
    <Container size="xl" py="xl">
      <Stack gap={40}>
        <Stack gap={4}>
          <Title order={1}>{t('titles.blog')}</Title>
          <Text c="dimmed" size="lg">
            {t('blog.intro')}
          </Text>
        </Stack>
        {front.isPending ? (
          <Stack gap={40} aria-busy="true" aria-label={t('common.loading')}>
            <BlogFeaturedPostSkeleton />
            <BlogTagBarSkeleton />
            {blogConstants.categoryIds.map((id) => (
              <BlogCategorySectionSkeleton key={id} />
            ))}
          </Stack>
        ) : isEmpty ? (
          <BlogEmptyState showBlogLink={false} />
        ) : (
          <>
            {front.featured && <BlogFeaturedPost post={front.featured} />}
            <BlogTagBar tags={front.tags} />
            {front.sections.map((section) => (
              <BlogCategorySection key={section.category.id} category={section.category} posts={section.posts} />
            ))}
          </>
        )}
        <NewsletterSignup />
      </Stack>
    </Container>
  );
}

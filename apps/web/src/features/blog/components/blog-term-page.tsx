import { Anchor, Container, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { blogConstants } from '@studiekraft/shared/constants/blog';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { NewsletterSignup } from '../../newsletter/components/newsletter-signup.tsx';
import { useBlogPosts } from '../api/get-blog-posts.ts';
import { useBlogTerm } from '../api/get-blog-term.ts';
import type { BlogTermKind } from '../api/get-blog-terms.ts';
import { blogPaths } from '../blog-paths.ts';
import { useBlogPageParam } from '../use-blog-page-param.ts';
import classes from './blog.module.css';
import { BlogEmptyState } from './blog-empty-state.tsx';
import { BlogPostGrid, BlogPostGridSkeleton } from './blog-post-grid.tsx';

/**
 * /blog/kategori/:slug and /blog/tag/:slug (spec section 2): the term's name, its posts nine to a page with
 * the page in the address, and a friendly empty state for an unknown slug, no posts or a feed that failed;
 * the newsletter sign-up at the end.
 */
export function BlogTermPage({ kind }: { kind: BlogTermKind }) {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { page, setPage } = useBlogPageParam();
  const term = useBlogTerm(kind, slug);
  const posts = useBlogPosts({
    ...(kind === 'categories' ? { category: slug } : { tag: slug }),
    page,
    perPage: blogConstants.pageSize,
  });
  const listRef = useRef<HTMLDivElement>(null);
  const rows = posts.data?.data ?? [];
  const pageCount = posts.data?.pages ?? 0;
  // The posts carry their terms, so the heading stands even when the single term could not be read.
  const name =
    term.data?.name ??
    rows.flatMap((post) => (kind === 'categories' ? post.categories : post.tags)).find((candidate) => candidate.slug === slug)
      ?.name;
  usePageMeta({ title: name ?? null, description: name ? t(`blog.meta.${kind}`, { name }) : null });

  // A page beyond the end (an old link after posts were removed) shows the last page instead of nothing.
  const isPageBeyondEnd = !posts.isPending && !posts.isPlaceholderData && pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (isPageBeyondEnd) setPage(pageCount, { replace: true });
  }, [isPageBeyondEnd, pageCount, setPage]);

  const isNamePending = term.isPending && !name;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Anchor component={Link} to={blogPaths.front} size="sm" w="fit-content">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('blog.back')}
            </Group>
          </Anchor>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t(kind === 'categories' ? 'blog.category' : 'blog.tag')}
          </Text>
          {isNamePending ? <Skeleton height={36} width={260} aria-hidden /> : <Title order={1}>{name ?? t('titles.blog')}</Title>}
        </Stack>
        <div ref={listRef} className={classes.scrollAnchor}>
          {posts.isPending ? (
            <BlogPostGridSkeleton count={blogConstants.pageSize} />
          ) : rows.length === 0 ? (
            <BlogEmptyState />
          ) : (
            <Stack gap="xl">
              <BlogPostGrid posts={rows} headingOrder={2} />
              {pageCount > 1 && (
                <Group justify="center" component="nav" aria-label={t('pagination.label')}>
                  <Pagination
                    total={pageCount}
                    value={Math.min(page, pageCount)}
                    onChange={(next) => {
                      setPage(next);
                      listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    }}
                    siblings={1}
                    getItemProps={(item) => ({
                      'aria-label': t('pagination.page', { page: item }),
                      'aria-current': item === page ? 'page' : undefined,
                    })}
                    getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                  />
                </Group>
              )}
            </Stack>
          )}
        </div>
        <NewsletterSignup />
      </Stack>
    </Container>
  );
}

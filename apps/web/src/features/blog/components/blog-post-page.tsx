import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BlogPost } from '@studiekraft/shared/schemas/blog';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/document-meta.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { NewsletterSignup } from '../../newsletter/components/newsletter-signup.tsx';
import { useBlogPost } from '../api/get-blog-post.ts';
import { blogPaths } from '../blog-paths.ts';
import classes from './blog.module.css';
import { BlogAuthor } from './blog-author.tsx';
import { BlogDate } from './blog-date.tsx';
import { BlogEmptyState } from './blog-empty-state.tsx';
import { BlogImage } from './blog-image.tsx';
import { BlogPostGrid } from './blog-post-grid.tsx';

// The large image spans the lg container (about 1140 px) and the whole width below it.
const postImageSizes = '(min-width: 75em) 1140px, 100vw';

/**
 * /blog/:slug (spec section 3): the large image, title, date, author block, the body, the newsletter sign-up
 * and related posts. An unknown slug goes to the blog front; any other failure shows the blog's empty state,
 * never an error.
 */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  usePageMeta({
    title: post.data?.title ?? null,
    description: post.data ? post.data.seo.description || post.data.excerpt : null,
  });

  if (post.error instanceof ApiError && post.error.status === 404) {
    return <Navigate to={blogPaths.front} replace />;
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Anchor component={Link} to={blogPaths.front} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('blog.back')}
          </Group>
        </Anchor>
        {post.isPending ? <BlogPostSkeleton /> : post.data ? <BlogPostArticle post={post.data} /> : <BlogEmptyState />}
      </Stack>
    </Container>
  );
}

function BlogPostArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  const terms = [
    ...post.categories.map((term) => ({ key: `c${term.id}`, name: term.name, to: blogPaths.category(term.slug) })),
    ...post.tags.map((term) => ({ key: `t${term.id}`, name: term.name, to: blogPaths.tag(term.slug) })),
  ];

  return (
    <Stack gap={48}>
      <Stack component="article" gap="xl" aria-labelledby="blog-post-title">
        {post.image && (
          <BlogImage image={post.image} sizes={postImageSizes} fallbackAlt={post.title} isEager className={classes.hero} />
        )}
        <Stack gap="xs" maw="70ch">
          <Title order={1} id="blog-post-title" className={classes.postTitle}>
            {post.title}
          </Title>
          <Text c="dimmed">
            <BlogDate date={post.date} />
          </Text>
        </Stack>
        {post.author && <BlogAuthor author={post.author} />}
        {/* The server sanitised this HTML (issue 13: scripts, iframes and handlers removed before it leaves). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, see above. */}
        <div className={classes.prose} dangerouslySetInnerHTML={{ __html: post.content_html }} />
        {terms.length > 0 && (
          <nav aria-label={t('blog.postTerms')}>
            <ul className={classes.tagList}>
              {terms.map((term) => (
                <li key={term.key}>
                  <Link to={term.to} className={classes.tagLink}>
                    {term.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </Stack>
      {/* Where a reader who liked the post looks next; the footer's sign-up is further down. */}
      <NewsletterSignup />
      {post.related.length > 0 && (
        <Stack component="section" gap="md" aria-labelledby="blog-related">
          <Title order={2} id="blog-related">
            {t('blog.related')}
          </Title>
          <BlogPostGrid posts={post.related} headingOrder={3} />
        </Stack>
      )}
    </Stack>
  );
}

/** The post's shape while it loads: image frame, title, date, author and a few lines of text. */
function BlogPostSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" aria-busy="true" aria-label={t('common.loading')}>
      <div className={`${classes.imageFrame} ${classes.hero}`}>
        <Skeleton height="100%" radius={0} />
      </div>
      <Stack gap="xs" maw="70ch">
        <Skeleton height={36} width="80%" />
        <Skeleton height={14} width={140} />
      </Stack>
      <Skeleton height={96} maw="70ch" radius="lg" />
      <Stack gap="sm" maw="70ch">
        {[100, 96, 100, 88, 100, 70].map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own.
          <Skeleton key={index} height={16} width={`${width}%`} />
        ))}
      </Stack>
    </Stack>
  );
}

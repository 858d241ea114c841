import { Card, Skeleton, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { BlogPostSummary } from '@studiekraft/shared/schemas/blog';
import { Link } from 'react-router';
import { blogPaths } from '../blog-paths.ts';
import classes from './blog.module.css';
import { BlogDate } from './blog-date.tsx';
import { BlogImage } from './blog-image.tsx';

// Cards sit three to a row from 62em, two from 36em, one below.
const cardImageSizes = '(min-width: 62em) 380px, (min-width: 36em) 50vw, 100vw';

interface BlogPostCardProps {
  post: BlogPostSummary;
  /** h3 under a section heading on the front, h2 under a list page's h1. */
  headingOrder: TitleOrder;
}

/**
 * A post in a list: image, title, date and the server's short excerpt. The title is the one link (one tab
 * stop per card); its ::after covers the card so the whole card is clickable.
 */
export function BlogPostCard({ post, headingOrder }: BlogPostCardProps) {
  return (
    <Card withBorder radius="lg" padding={0} component="article" className={classes.card}>
      <BlogImage image={post.image} sizes={cardImageSizes} fallbackAlt={post.title} />
      <Stack gap={6} p="lg" className={classes.cardBody}>
        <Text size="sm" c="dimmed">
          <BlogDate date={post.date} />
        </Text>
        <Title order={headingOrder} className={classes.cardTitle}>
          <Link to={blogPaths.post(post.slug)} className={classes.cardLink}>
            {post.title}
          </Link>
        </Title>
        {post.excerpt && (
          <Text size="sm" c="gray.8">
            {post.excerpt}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The same card's outline while posts load, so the grid does not jump when they arrive. */
export function BlogPostCardSkeleton() {
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} aria-hidden>
      <div className={classes.imageFrame}>
        <Skeleton height="100%" radius={0} />
      </div>
      <Stack gap={8} p="lg">
        <Skeleton height={12} width="35%" />
        <Skeleton height={18} width="85%" />
        <Skeleton height={12} mt={4} />
        <Skeleton height={12} />
        <Skeleton height={12} width="60%" />
      </Stack>
    </Card>
  );
}

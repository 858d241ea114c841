import { Badge, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BlogPostSummary } from '@studiekraft/shared/schemas/blog';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { blogPaths } from '../blog-paths.ts';
import classes from './blog.module.css';
import { BlogDate } from './blog-date.tsx';
import { BlogImage } from './blog-image.tsx';

// The image takes seven of twelve columns from 62em (about 660 px in the xl container), all of it below.
const featuredImageSizes = '(min-width: 62em) 660px, 100vw';

/** The newest post with the featured tag, large on top of the blog front; the title link covers it. */
export function BlogFeaturedPost({ post }: { post: BlogPostSummary }) {
  const { t } = useTranslation();
  return (
    <article className={classes.featured} aria-labelledby={`featured-${post.id}`}>
      <Grid gap={0} align="stretch">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <BlogImage image={post.image} sizes={featuredImageSizes} fallbackAlt={post.title} isEager />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" p={{ base: 'lg', md: 'xl' }} justify="center" h="100%">
            <Badge color="orange" variant="light" size="lg" radius="sm">
              {t('blog.featured')}
            </Badge>
            <Title order={2} className={classes.featuredTitle} id={`featured-${post.id}`}>
              <Link to={blogPaths.post(post.slug)} className={classes.cardLink}>
                {post.title}
              </Link>
            </Title>
            <Text size="sm" c="dimmed">
              <BlogDate date={post.date} />
            </Text>
            {post.excerpt && <Text c="gray.8">{post.excerpt}</Text>}
          </Stack>
        </Grid.Col>
      </Grid>
    </article>
  );
}

/** The featured post's outline while it loads, the same size as the post. */
export function BlogFeaturedPostSkeleton() {
  return (
    <div className={classes.featured} aria-hidden>
      <Grid gap={0}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <div className={classes.imageFrame}>
            <Skeleton height="100%" radius={0} />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm" p={{ base: 'lg', md: 'xl' }}>
            <Skeleton height={22} width={90} />
            <Skeleton height={28} width="90%" />
            <Skeleton height={28} width="60%" />
            <Skeleton height={12} width="35%" />
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={14} width="70%" />
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}

import { blogConstants } from '@studiekraft/shared/constants/blog';
import type { BlogPostSummary, BlogTerm } from '@studiekraft/shared/schemas/blog';
import { useQueries, useQuery } from '@tanstack/react-query';
import { blogPostsQueryOptions } from './get-blog-posts.ts';
import { blogTermsQueryOptions } from './get-blog-terms.ts';

export interface BlogFrontSection {
  category: BlogTerm;
  posts: BlogPostSummary[];
}

export interface BlogFront {
  /** True until every part has answered (or failed), so the skeletons give way to the page in one go. */
  isPending: boolean;
  featured: BlogPostSummary | null;
  tags: BlogTerm[];
  /** The sections of categories 2, 3 and 4 in that order, leaving out one without posts. */
  sections: BlogFrontSection[];
}

/**
 * Everything the blog front shows, asked for in parallel: the newest featured post, the tags, the
 * categories' names and three posts of each front category. A part that fails counts as empty (spec
 * section 7: blog failures are silently ignored).
 */
export function useBlogFront(): BlogFront {
  const featured = useQuery(blogPostsQueryOptions({ tag: blogConstants.featuredTagId, page: 1, perPage: 1 }));
  const tags = useQuery(blogTermsQueryOptions('tags'));
  const categories = useQuery(blogTermsQueryOptions('categories'));
  const sections = useQueries({
    queries: blogConstants.categoryIds.map((category) =>
      blogPostsQueryOptions({ category, page: 1, perPage: blogConstants.postsPerCategorySection }),
    ),
  });
  const isPending = [featured, tags, categories, ...sections].some((query) => query.isPending);

  return {
    isPending,
    featured: featured.data?.data[0] ?? null,
    tags: tags.data ?? [],
    sections: blogConstants.categoryIds.flatMap((categoryId, index) => {
      const posts = sections[index]?.data?.data ?? [];
      // The posts name their categories too, so a section still has its heading when the list failed.
      const category =
        categories.data?.find((term) => term.id === categoryId) ??
        posts.flatMap((post) => post.categories).find((term) => term.id === categoryId);
      return posts.length > 0 && category ? [{ category, posts }] : [];
    }),
  };
}

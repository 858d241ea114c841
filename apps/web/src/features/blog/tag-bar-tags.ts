import { blogConstants } from '@studiekraft/shared/constants/blog';
import type { BlogTerm } from '@studiekraft/shared/schemas/blog';

/**
 * The tags the blog front's tag bar shows (spec section 9): never the featured tag, which only marks the
 * post on top, no tag without posts (its page would be empty), and at most 20, in the feed's order.
 */
export function tagBarTags(tags: readonly BlogTerm[]): BlogTerm[] {
  return tags.filter((tag) => tag.id !== blogConstants.featuredTagId && tag.count > 0).slice(0, blogConstants.tagBarSize);
}

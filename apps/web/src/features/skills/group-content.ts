import type { GroupContent } from '@studiekraft/shared/content/category-content';
import { type GroupSlug, groupContent } from '@studiekraft/shared/content/groups';

/** The landing text of a group by a slug from the API or the URL; a group without text gives undefined. */
export function groupContentFor(slug: string): GroupContent | undefined {
  return Object.hasOwn(groupContent, slug) ? groupContent[slug as GroupSlug] : undefined;
}

import { groupContentFor } from '../group-content.ts';
import classes from './skills.module.css';

/** A group's illustration from public/groups/ (decorative: the group's name is always beside it). */
export function GroupImage({ slug, size = 96 }: { slug: string; size?: number }) {
  const src = groupContentFor(slug)?.imageUrl;
  if (!src) return null;
  return <img src={src} alt="" width={size} height={size} className={classes.groupImage} loading="lazy" />;
}

import type { BlogImage as BlogImageData } from '@studiekraft/shared/schemas/blog';
import classes from './blog.module.css';

interface BlogImageProps {
  image: BlogImageData | null;
  /** The `sizes` hint for the srcset: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The post's title, for an image the feed gave no alt text. */
  fallbackAlt: string;
  /** The large image on top of a post loads at once; list images wait until they near the screen. */
  isEager?: boolean;
  className?: string;
}

/**
 * A post's image in a fixed 16:9 frame, so nothing below it moves when it arrives (and a post without an
 * image keeps the same frame, filled with the brand's colour).
 */
export function BlogImage({ image, sizes, fallbackAlt, isEager = false, className }: BlogImageProps) {
  const frameClass = className ? `${classes.imageFrame} ${className}` : classes.imageFrame;
  if (!image) return <div className={`${frameClass} ${classes.imagePlaceholder}`} aria-hidden />;
  return (
    <div className={frameClass}>
      <img
        className={classes.image}
        src={image.src}
        srcSet={image.srcset ?? undefined}
        sizes={image.srcset ? sizes : undefined}
        alt={image.alt || fallbackAlt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </div>
  );
}

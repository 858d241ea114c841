import { BlogTermPage } from './blog-term-page.tsx';

/** /blog/tag/:slug, with its back link to the blog (spec section 2). */
export function BlogTagPage() {
  return <BlogTermPage kind="tags" />;
}

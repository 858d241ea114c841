import { BlogTermPage } from './blog-term-page.tsx';

/** /blog/kategori/:slug. */
export function BlogCategoryPage() {
  return <BlogTermPage kind="categories" />;
}

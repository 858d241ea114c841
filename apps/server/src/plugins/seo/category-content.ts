/**
 * The category landing content (packages/shared/src/content/category-registry.ts), loaded on first use
 * so a start does not read every category's text. The import names the module literally, so the server
 * bundle carries it (a specifier in a variable was left to Node at run time, which cannot load the
 * shared package's TypeScript, and every skill page fell back to the generic description). Any failure
 * to load one key means "no content" and the caller falls back to generic text.
 */
export interface CategoryMeta {
  title?: string;
  metaDescription?: string;
  imageUrl?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export async function loadCategoryMeta(key: string): Promise<CategoryMeta | undefined> {
  try {
    const { loadCategoryContent } = await import('@studiekraft/shared/content/category-registry');
    const content = (await loadCategoryContent(key)) as Record<string, unknown> | undefined;
    if (!content || typeof content !== 'object') return undefined;
    return { title: text(content.title), metaDescription: text(content.metaDescription), imageUrl: text(content.imageUrl) };
  } catch {
    return undefined;
  }
}

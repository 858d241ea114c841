/**
 * The category landing content (packages/shared/src/content/category-registry.ts) is written by the web
 * team and may not exist yet, or may not know a key. It is loaded lazily through a specifier the
 * compiler does not resolve, so this server builds and runs with or without it; any failure means
 * "no content" and the caller falls back to generic text.
 */
export interface CategoryMeta {
  title?: string;
  metaDescription?: string;
  imageUrl?: string;
}

type Loader = (key: string) => Promise<unknown>;

const registrySpecifier = '@studiekraft/shared/content/category-registry';
let registry: Promise<Loader | undefined> | undefined;

function loadRegistry(): Promise<Loader | undefined> {
  registry ??= import(/* @vite-ignore */ registrySpecifier)
    .then((module: { loadCategoryContent?: unknown }) =>
      typeof module.loadCategoryContent === 'function' ? (module.loadCategoryContent as Loader) : undefined,
    )
    .catch(() => undefined);
  return registry;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export async function loadCategoryMeta(key: string): Promise<CategoryMeta | undefined> {
  const load = await loadRegistry();
  if (!load) return undefined;
  try {
    const content = (await load(key)) as Record<string, unknown> | undefined | null;
    if (!content || typeof content !== 'object') return undefined;
    return { title: text(content.title), metaDescription: text(content.metaDescription), imageUrl: text(content.imageUrl) };
  } catch {
    return undefined;
  }
}

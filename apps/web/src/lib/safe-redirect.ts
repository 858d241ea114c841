/**
 * The redirect query comes from the address bar, so only same-origin paths are followed: '//evil.com'
 * and '/\evil.com' are protocol-relative in browsers and would send a fresh login to another site.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * The home URL a guard sends an anonymous visitor to, holding the full path they asked for (path and
 * query; a loader's request never carries the #hash).
 */
export function loginRedirectUrl(url: URL): string {
  return `/?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

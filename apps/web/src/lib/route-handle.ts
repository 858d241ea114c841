import type { PageMetaKey } from '@studiekraft/shared/content/static-pages';
import { useMatches } from 'react-router';
import type { TranslationKey } from './i18n-keys.ts';

/** What every route declares: its spec name, its title key and whether the footer is hidden. */
export interface RouteHandle {
  name: string;
  title: TranslationKey;
  /** The page's entry in the static page meta (description for search results and sharing). */
  meta?: PageMetaKey;
  hideFooter?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value && 'title' in value;
}

/** The deepest matched route's handle: a child page's title wins over its layout's. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** True when any matched route asks for the footer to be hidden (the conversation screen). */
export function useIsFooterHidden(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.hideFooter === true);
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readStyleSheets } from './first-screen-styles.ts';
import { jsonForScript } from './json-for-script.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) answers for a page it renders. */
export interface RenderedFirstScreen {
  html: string;
  /** Source modules (relative to apps/web) whose style sheets the page needs beyond the entry's. */
  modules: string[];
  /** The answers the markup shows, for the browser's cache (decision 044). */
  data?: unknown;
}

export type RenderFirstScreen = (url: string, options?: { fetchApi?: typeof fetch }) => Promise<RenderedFirstScreen | null>;

/**
 * A first screen ready for the page: its markup, the style sheets to link from the head and its answers as
 * the JSON that follows #root (written once per render, not per request).
 */
export interface FirstScreen {
  html: string;
  styleSheets: string[];
  dataJson?: string;
}

export interface FirstScreens {
  /** The page's first screen, or null when it has none (the browser renders it). */
  get(pathname: string): Promise<FirstScreen | null>;
  /**
   * Drops every first screen, so the next request for each renders it anew (decision 046): at once, or at the
   * end of `forgetAtMostEveryMs` after the last time.
   */
  forgetAll(): void;
}

/** The renderer sits beside the built app as `<dist>-server` (scripts/build-web.mjs), never inside it. */
export const rendererFile = (dist: string) => path.join(`${dist}-server`, 'entry-server.js');

/**
 * Imports the built renderer, or returns null when there is none (an older build): pages then go out with
 * the empty shell as before, which the browser renders itself.
 */
export async function loadFirstScreenRenderer(dist: string, log: FastifyBaseLogger): Promise<RenderFirstScreen | null> {
  const file = rendererFile(dist);
  if (!existsSync(file)) {
    log.warn('first-screen renderer not built; pages are rendered in the browser only (npm run build)');
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: unknown };
  if (typeof module.renderFirstScreen !== 'function') throw new Error(`${file} does not export renderFirstScreen`);
  return module.renderFirstScreen as RenderFirstScreen;
}

// Kept by size: 25-60 KB each with their data, so 32 MB holds several hundred pages.
const cacheBytes = 32 * 1024 * 1024;
/**
 * A first screen shows public answers as they were when it was rendered (decision 044). A write through the
 * API drops them (decision 046); what is left is a change no server process sees (one made in the database by
 * hand), which reaches a visitor's first screen within this long. Once older, the next request still gets
 * it and starts a new render, which the request after that gets. The browser's cache keeps an answer fresh
 * for 60 s (app/query-client.ts) and asks again after that, so what a visitor works with is never older than
 * it would be without a first screen.
 */
export const firstScreenFreshMs = 30_000;
/**
 * First screens are forgotten at most this often. A burst of writes (anybody logged in can write, and only
 * logins are rate limited) would otherwise make every visitor's request a render of 7-60 ms: the first write
 * drops them at once, later ones within this time once more at its end (decision 046).
 */
export const forgetAtMostEveryMs = 1_000;
const notRendered: FirstScreen = { html: '', styleSheets: [] };

/**
 * The first screens of the build in `dist` (decision 043), each rendered once (7-60 ms of the event loop, and
 * its API calls when `fetchApi` is given) and then a lookup until it is `firstScreenFreshMs` old or forgotten;
 * concurrent requests for one path share a single render. The caller decides which paths may be rendered at all (only
 * pages that exist), which bounds what the cache can be made to hold.
 */
export function firstScreens(
  dist: string,
  render: RenderFirstScreen,
  { fetchApi, clock }: { fetchApi?: typeof fetch; clock?: { now(): number } } = {},
): FirstScreens {
  const styleSheets = readStyleSheets(dist);
  const newCache = () =>
    new LRUCache<string, FirstScreen>({
      maxSize: cacheBytes,
      sizeCalculation: ({ html, dataJson }) => Math.max(html.length + (dataJson?.length ?? 0), 1),
      ttl: firstScreenFreshMs,
      allowStale: true,
      // A test's clock is read on every lookup, not cached for a millisecond by a timer of the cache's own.
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
      fetchMethod: async (pathname) => {
        const rendered = await render(pathname, fetchApi ? { fetchApi } : {});
        if (!rendered) return notRendered;
        const screen: FirstScreen = { html: rendered.html, styleSheets: styleSheets(rendered.modules) };
        return rendered.data === undefined ? screen : { ...screen, dataJson: jsonForScript(rendered.data) };
      },
    });
  let cache = newCache();
  const now = () => (clock ?? performance).now();
  let forgottenAt = Number.NEGATIVE_INFINITY;
  let isDropDue = false;
  // A new cache rather than clear(): clear() aborts the renders in flight, and the requests waiting on one
  // would get an error. They get what they asked for before the change instead, which the old cache holds
  // until they have it; every later request renders into the new one.
  const forget = () => {
    forgottenAt = now();
    cache = newCache();
  };
  return {
    get: async (pathname) => {
      const screen = await cache.fetch(pathname);
      return screen && screen !== notRendered ? screen : null;
    },
    forgetAll: () => {
      const wait = forgottenAt + forgetAtMostEveryMs - now();
      if (wait <= 0) return forget();
      if (isDropDue) return;
      isDropDue = true;
      setTimeout(() => {
        isDropDue = false;
        forget();
      }, wait).unref();
    },
  };
}

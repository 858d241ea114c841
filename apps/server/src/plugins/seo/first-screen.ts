import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readStyleSheets } from './first-screen-styles.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) answers for a page it renders. */
export interface RenderedFirstScreen {
  html: string;
  /** Source modules (relative to apps/web) whose style sheets the page needs beyond the entry's. */
  modules: string[];
}

export type RenderFirstScreen = (url: string) => Promise<RenderedFirstScreen | null>;

/** A first screen ready for the page: its markup and the style sheets to link from the head. */
export interface FirstScreen {
  html: string;
  styleSheets: string[];
}

export type FirstScreens = (pathname: string) => Promise<FirstScreen | null>;

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

// A first screen holds no data and no session, so it depends on the path alone and stays right until the
// next build, which restarts the server. Kept by size: 25-45 KB each, so 32 MB holds about a thousand pages.
const cacheBytes = 32 * 1024 * 1024;
const notRendered: FirstScreen = { html: '', styleSheets: [] };

/**
 * The first screens of the build in `dist` (decision 043), each rendered once (7-60 ms of the event loop)
 * and then a lookup; concurrent first requests for one path share a single render. The caller decides which
 * paths may be rendered at all (only pages that exist), which bounds what the cache can be made to hold.
 */
export function firstScreens(dist: string, render: RenderFirstScreen): FirstScreens {
  const styleSheets = readStyleSheets(dist);
  const cache = new LRUCache<string, FirstScreen>({
    maxSize: cacheBytes,
    sizeCalculation: ({ html }) => Math.max(html.length, 1),
    fetchMethod: async (pathname) => {
      const rendered = await render(pathname);
      return rendered ? { html: rendered.html, styleSheets: styleSheets(rendered.modules) } : notRendered;
    },
  });
  return async (pathname) => {
    const screen = await cache.fetch(pathname);
    return screen && screen !== notRendered ? screen : null;
  };
}

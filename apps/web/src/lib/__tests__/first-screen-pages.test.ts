import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../../app/routes/public-routes.ts';
import { firstScreenPages, firstScreenParts } from '../first-screen.ts';
import { isRouteHandle } from '../route-handle.ts';

function findRoute(routes: RouteObject[], name: string): RouteObject | undefined {
  for (const route of routes) {
    if (isRouteHandle(route.handle) && route.handle.name === name) return route;
    const child = route.children && findRoute(route.children, name);
    if (child) return child;
  }
  return undefined;
}

// The server links a first screen's style sheets by the module named here (decision 043); a route that
// loads another module would get a page styled only once its chunk arrives.
describe('the first-screen pages', () => {
  it.each(Object.entries(firstScreenPages))('%s names the module its route loads', async (name, module) => {
    const route = findRoute(publicRoutes, name);
    if (!route) throw new Error(`no public route is named ${name}`);
    if (module === null) {
      // In the entry: rendered without a lazy chunk of its own.
      expect(route.lazy).toBeUndefined();
      expect(route.Component).toBeDefined();
      return;
    }
    const loaded = (await (route.lazy as () => Promise<RouteObject>)()).Component;
    const named = await import(/* @vite-ignore */ `../../../${module}`);
    expect(Object.values(named)).toContain(loaded);
  });

  it.each(Object.entries(firstScreenParts))(
    '%s names parts that exist and are first-screen pages of their own',
    async (name, parts) => {
      expect(firstScreenPages[name]).not.toBeUndefined();
      for (const part of parts) {
        const named = await import(/* @vite-ignore */ `../../../${part}`);
        expect(Object.keys(named).length).toBeGreaterThan(0);
      }
    },
  );
});

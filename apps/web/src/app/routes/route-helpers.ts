import type { RouteHandle } from '../../lib/route-handle.ts';

export const handle = (name: string, title: RouteHandle['title'], extra: Partial<RouteHandle> = {}): RouteHandle => ({
  name,
  title,
  ...extra,
});

import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle.ts';

export const handle = (name: string, title: RouteHandle['title'], extra: Partial<RouteHandle> = {}): RouteHandle => ({
  name,
  title,
  ...extra,
});

/** A lazily loaded "coming soon" screen; later issues swap in their feature's page. */
export const comingSoon: RouteObject['lazy'] = () =>
  import('../../components/ui/coming-soon-page.tsx').then((module) => ({ Component: module.ComingSoonPage }));

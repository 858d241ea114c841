import type { RouteObject } from 'react-router';
import { requireLogin } from './route-guards.ts';
import { handle } from './route-helpers.ts';

/** Screens that need a login (spec section 2). The loaders are static so the guard runs first. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account/:section?',
    loader: requireLogin,
    lazy: () =>
      import('../../features/account/components/account-page.tsx').then((module) => ({
        Component: module.AccountPage,
      })),
    handle: handle('users.account', 'titles.account'),
  },
  {
    path: 'overview',
    loader: requireLogin,
    lazy: () =>
      import('../../features/overview/components/overview-page.tsx').then((module) => ({ Component: module.OverviewPage })),
    handle: handle('users.overview', 'titles.overview'),
  },
  {
    // The finalize e-mail's "Giv en bedømmelse" (decision 020); a visitor logs in first and comes back.
    path: 'projects/:id/rating',
    loader: requireLogin,
    lazy: () =>
      import('../../features/ratings/components/project-rating-page.tsx').then((module) => ({
        Component: module.ProjectRatingPage,
      })),
    handle: handle('ratings.projectRating', 'titles.rating'),
  },
  {
    path: 'conversations/:id/:open?',
    loader: requireLogin,
    lazy: () =>
      import('../../features/conversations/components/conversation-page.tsx').then((module) => ({
        Component: module.ConversationPage,
      })),
    handle: handle('conversations.conversation', 'titles.conversation', { hideFooter: true }),
  },
];

import { isRouteHandle } from './route-handle.ts';

const features = 'src/features';

/**
 * The public pages (by route name, app/routes/public-routes.ts) whose first screen the server renders for a
 * logged-out visitor, each with the module its route loads (relative to apps/web; none for home, which is in
 * the entry). Every one renders the same without a session, a stored preference or an answer from the API.
 * The server links the module's style sheets from the page's head (Vite's manifest), so the first screen is
 * styled before any JavaScript runs. Kept here rather than on the routes, so the browser's first download
 * does not carry it; a test checks that each module is the one its route imports.
 */
export const firstScreenPages: Readonly<Record<string, string | null>> = {
  home: null,
  contact: `${features}/static-pages/components/contact-page.tsx`,
  terms: `${features}/static-pages/components/terms-page.tsx`,
  about: `${features}/static-pages/components/about-page.tsx`,
  'briefing-templates': `${features}/static-pages/components/briefing-templates-page.tsx`,
  'new-student': `${features}/static-pages/components/become-student-page.tsx`,
  'students.search': `${features}/students/components/student-search-page.tsx`,
  'students.profile': `${features}/students/components/student-profile-page.tsx`,
  'skills.groups-overview': `${features}/skills/components/skill-groups-page.tsx`,
  'skills.group': `${features}/skills/components/skill-group-page.tsx`,
  'skills.skill': `${features}/skills/components/skill-page.tsx`,
  blog: `${features}/blog/components/blog-front-page.tsx`,
  'blog.category': `${features}/blog/components/blog-category-page.tsx`,
  'blog.tag': `${features}/blog/components/blog-tag-page.tsx`,
  'blog.post': `${features}/blog/components/blog-post-page.tsx`,
};

/**
 * Lazy parts of a page that its first screen renders in place (HydrateWhenVisible), by page name: their style
 * sheets are linked from the head too, so the server's markup of them is styled before their chunk loads.
 */
export const firstScreenParts: Readonly<Record<string, readonly string[]>> = {
  home: [`${features}/home/components/home-below-fold.tsx`],
};

/**
 * The first-screen page the matched routes (their handles, outermost first) show, or null when the deepest
 * route with a handle is not one.
 */
export function firstScreenPage(
  handles: readonly unknown[],
): { name: string; module: string | null; parts: readonly string[] } | null {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i];
    if (!isRouteHandle(handle)) continue;
    const module = firstScreenPages[handle.name];
    return module === undefined ? null : { name: handle.name, module, parts: firstScreenParts[handle.name] ?? [] };
  }
  return null;
}

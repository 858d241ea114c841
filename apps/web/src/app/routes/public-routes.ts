import { type RouteObject, redirect } from 'react-router';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { comingSoon, handle } from './route-helpers.ts';

/** Public and shared routes of spec section 2. Only home is in the first chunk. */
export const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage, handle: handle('home', 'titles.home') },
  { path: 'kontakt', lazy: comingSoon, handle: handle('contact', 'titles.contact') },
  { path: 'betingelser', lazy: comingSoon, handle: handle('terms', 'titles.terms') },
  { path: 'om-os', lazy: comingSoon, handle: handle('about', 'titles.about') },
  { path: 'bliv-student-freelancer', lazy: comingSoon, handle: handle('new-student', 'titles.newStudent') },
  // element: null says "nothing to render" explicitly; the loader always redirects first.
  { path: 'bliv-studerende', loader: () => redirect('/bliv-student-freelancer'), element: null },
  { path: 'students/search/:skill?', lazy: comingSoon, handle: handle('students.search', 'titles.studentSearch') },
  { path: 'students/:slug', lazy: comingSoon, handle: handle('students.profile', 'titles.profile') },
  { path: 'customers/register', lazy: comingSoon, handle: handle('customers.register', 'titles.customerRegister') },
  {
    path: 'hvad-tilbyder-vi',
    children: [
      { index: true, lazy: comingSoon, handle: handle('skills.groups-overview', 'titles.skillGroups') },
      { path: ':group', lazy: comingSoon, handle: handle('skills.group', 'titles.skillGroups') },
      { path: ':group/:skill', lazy: comingSoon, handle: handle('skills.skill', 'titles.skillGroups') },
    ],
  },
  {
    path: 'blog',
    children: [
      { index: true, lazy: comingSoon, handle: handle('blog', 'titles.blog') },
      { path: 'kategori/:slug', lazy: comingSoon, handle: handle('blog.category', 'titles.blog') },
      { path: 'tag/:slug', lazy: comingSoon, handle: handle('blog.tag', 'titles.blog') },
      { path: ':slug', lazy: comingSoon, handle: handle('blog.post', 'titles.blog') },
    ],
  },
  {
    path: 'password/request',
    lazy: () =>
      import('../../features/auth/components/password-request-page.tsx').then((module) => ({
        Component: module.PasswordRequestPage,
      })),
    handle: handle('auth.password.request', 'titles.passwordRequest'),
  },
  {
    path: 'password/reset',
    lazy: () =>
      import('../../features/auth/components/password-reset-page.tsx').then((module) => ({
        Component: module.PasswordResetPage,
      })),
    handle: handle('auth.password.reset', 'titles.passwordReset'),
  },
];

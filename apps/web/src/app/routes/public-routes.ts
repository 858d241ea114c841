import { type RouteObject, redirect } from 'react-router';
import { HomePage } from '../../features/home/components/home-page.tsx';
import { handle } from './route-helpers.ts';

// One lazy chunk per page: only home is in the first download.
const studentSearch: RouteObject['lazy'] = () =>
  import('../../features/students/components/student-search-page.tsx').then((module) => ({
    Component: module.StudentSearchPage,
  }));

/** Public and shared routes of spec section 2. */
export const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage, handle: handle('home', 'titles.home', { meta: 'home' }) },
  {
    path: 'kontakt',
    lazy: () => import('../../features/static-pages/components/contact-page.tsx').then((m) => ({ Component: m.ContactPage })),
    handle: handle('contact', 'titles.contact', { meta: 'contact' }),
  },
  {
    path: 'betingelser',
    lazy: () => import('../../features/static-pages/components/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
    handle: handle('terms', 'titles.terms', { meta: 'terms' }),
  },
  {
    path: 'om-os',
    lazy: () => import('../../features/static-pages/components/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
    handle: handle('about', 'titles.about', { meta: 'about' }),
  },
  {
    path: 'skabeloner',
    lazy: () =>
      import('../../features/static-pages/components/briefing-templates-page.tsx').then((m) => ({
        Component: m.BriefingTemplatesPage,
      })),
    handle: handle('briefing-templates', 'titles.briefingTemplates', { meta: 'briefingTemplates' }),
  },
  {
    path: 'bliv-student-freelancer',
    lazy: () =>
      import('../../features/static-pages/components/become-student-page.tsx').then((m) => ({ Component: m.BecomeStudentPage })),
    handle: handle('new-student', 'titles.newStudent', { meta: 'newStudent' }),
  },
  // element: null says "nothing to render" explicitly; the loader always redirects first.
  { path: 'bliv-studerende', loader: () => redirect('/bliv-student-freelancer'), element: null },
  {
    path: 'students/search/:skill?',
    lazy: studentSearch,
    handle: handle('students.search', 'titles.studentSearch', { meta: 'studentSearch' }),
  },
  {
    path: 'students/:slug',
    lazy: () =>
      import('../../features/students/components/student-profile-page.tsx').then((m) => ({ Component: m.StudentProfilePage })),
    handle: handle('students.profile', 'titles.profile'),
  },
  {
    path: 'customers/register',
    lazy: () =>
      import('../../features/customers/components/customer-registration-page.tsx').then((m) => ({
        Component: m.CustomerRegistrationPage,
      })),
    handle: handle('customers.register', 'titles.customerRegister'),
  },
  {
    path: 'hvad-tilbyder-vi',
    children: [
      {
        index: true,
        lazy: () =>
          import('../../features/skills/components/skill-groups-page.tsx').then((m) => ({ Component: m.SkillGroupsPage })),
        handle: handle('skills.groups-overview', 'titles.skillGroups', { meta: 'skillGroups' }),
      },
      {
        path: ':group',
        lazy: () =>
          import('../../features/skills/components/skill-group-page.tsx').then((m) => ({ Component: m.SkillGroupPage })),
        handle: handle('skills.group', 'titles.skillGroups', { meta: 'skillGroups' }),
      },
      {
        path: ':group/:skill',
        lazy: () => import('../../features/skills/components/skill-page.tsx').then((m) => ({ Component: m.SkillPage })),
        handle: handle('skills.skill', 'titles.skillGroups', { meta: 'skillGroups' }),
      },
    ],
  },
  {
    path: 'blog',
    children: [
      {
        index: true,
        lazy: () => import('../../features/blog/components/blog-front-page.tsx').then((m) => ({ Component: m.BlogFrontPage })),
        handle: handle('blog', 'titles.blog', { meta: 'blog' }),
      },
      {
        path: 'kategori/:slug',
        lazy: () =>
          import('../../features/blog/components/blog-category-page.tsx').then((m) => ({ Component: m.BlogCategoryPage })),
        handle: handle('blog.category', 'titles.blog', { meta: 'blog' }),
      },
      {
        path: 'tag/:slug',
        lazy: () => import('../../features/blog/components/blog-tag-page.tsx').then((m) => ({ Component: m.BlogTagPage })),
        handle: handle('blog.tag', 'titles.blog', { meta: 'blog' }),
      },
      {
        path: ':slug',
        lazy: () => import('../../features/blog/components/blog-post-page.tsx').then((m) => ({ Component: m.BlogPostPage })),
        handle: handle('blog.post', 'titles.blog', { meta: 'blog' }),
      },
    ],
  },
  {
    // The confirmation link of a newsletter sign-up (double opt-in; shared newsletterConfirmPath).
    path: 'nyhedsbrev/bekraeft',
    lazy: () =>
      import('../../features/newsletter/components/newsletter-link-page.tsx').then((m) => ({ Component: m.ConfirmPage })),
    handle: handle('newsletter.confirm', 'titles.newsletterConfirm'),
  },
  {
    // The unsubscribe link of every newsletter mail (shared newsletterUnsubscribePath).
    path: 'nyhedsbrev/afmeld',
    lazy: () =>
      import('../../features/newsletter/components/newsletter-link-page.tsx').then((m) => ({ Component: m.UnsubscribePage })),
    handle: handle('newsletter.unsubscribe', 'titles.newsletterUnsubscribe'),
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

import type { RouteObject } from 'react-router';
import { adminProjectStatuses } from '../../features/projects/admin/admin-project-statuses.ts';
import { requireEmployee } from './route-guards.ts';
import { handle } from './route-helpers.ts';

const studentsPage = (name: 'AdminStudentsPage' | 'AdminActiveStudentsPage' | 'AdminNewStudentsPage') => () =>
  import('../../features/students/admin/admin-students-page.tsx').then((module) => ({ Component: module[name] }));

const studentDetailPage: RouteObject['lazy'] = () =>
  import('../../features/students/admin/admin-student-detail-page.tsx').then((module) => ({
    Component: module.AdminStudentDetailPage,
  }));

const projectsPage: RouteObject['lazy'] = () =>
  import('../../features/projects/admin/admin-projects-page.tsx').then((module) => ({
    Component: module.AdminProjectsPage,
  }));

const page = (path: string, name: string, title: Parameters<typeof handle>[1], lazy: RouteObject['lazy']): RouteObject => ({
  path,
  lazy,
  handle: handle(name, title),
});

/** The administration area of spec section 2, one lazy chunk behind the employee guard. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'administration',
    loader: requireEmployee,
    lazy: () =>
      import('../../features/administration/admin/admin-layout.tsx').then((module) => ({
        Component: module.AdminLayout,
      })),
    handle: handle('administration', 'titles.administration'),
    children: [
      {
        index: true,
        lazy: () =>
          import('../../features/administration/admin/dashboard-page.tsx').then((module) => ({
            Component: module.DashboardPage,
          })),
        handle: handle('administration', 'titles.administration'),
      },
      page('students', 'administration.students', 'admin.titles.students', studentsPage('AdminStudentsPage')),
      page(
        'students/active',
        'administration.students.active',
        'admin.titles.studentsActive',
        studentsPage('AdminActiveStudentsPage'),
      ),
      page('students/new', 'administration.students.new', 'admin.titles.studentsNew', studentsPage('AdminNewStudentsPage')),
      page('students/applications', 'administration.students.applications', 'admin.titles.studentsApplications', () =>
        import('../../features/applications/admin/admin-applications-page.tsx').then((module) => ({
          Component: module.AdminApplicationsPage,
        })),
      ),
      page('students/applications/:id', 'administration.students.applications.detail', 'admin.titles.studentApplication', () =>
        import('../../features/applications/admin/admin-application-page.tsx').then((module) => ({
          Component: module.AdminApplicationPage,
        })),
      ),
      page('students/:id', 'administration.students.detail', 'admin.titles.studentDetail', studentDetailPage),
      {
        path: 'customers',
        lazy: () =>
          import('../../features/customers/admin/admin-customers-page.tsx').then((module) => ({
            Component: module.AdminCustomersPage,
          })),
        handle: handle('administration.customers', 'admin.titles.customers'),
      },
      {
        path: 'customers/active-projects',
        lazy: () =>
          import('../../features/customers/admin/admin-customers-page.tsx').then((module) => ({
            Component: module.AdminActiveProjectCustomersPage,
          })),
        handle: handle('administration.customers.activeProjects', 'admin.titles.customersActiveProjects'),
      },
      {
        path: 'customers/:id',
        lazy: () =>
          import('../../features/customers/admin/admin-customer-detail-page.tsx').then((module) => ({
            Component: module.AdminCustomerDetailPage,
          })),
        handle: handle('administration.customers.detail', 'admin.titles.customerDetail'),
      },
      page('projects', 'administration.projects', 'admin.titles.projects', projectsPage),
      page('projects/open', 'administration.projects.open', 'admin.titles.projectsOpen', projectsPage),
      // Spec: "A child called applications acts as the closed filter".
      page('projects/applications', 'administration.projects.closed', 'admin.titles.projectsClosed', projectsPage),
      ...adminProjectStatuses.map((status) =>
        page(`projects/${status}`, `administration.projects.${status}`, `projectStatus.${status}`, projectsPage),
      ),
      {
        path: 'employees',
        lazy: () =>
          import('../../features/employees/admin/employees-page.tsx').then((module) => ({
            Component: module.EmployeesPage,
          })),
        handle: handle('administration.employees', 'admin.titles.employees'),
      },
      {
        path: 'testimonials',
        lazy: () =>
          import('../../features/testimonials/admin/admin-testimonials-page.tsx').then((module) => ({
            Component: module.AdminTestimonialsPage,
          })),
        handle: handle('administration.testimonials', 'admin.titles.testimonials'),
      },
      {
        path: 'invoices',
        lazy: () =>
          import('../../features/invoices/admin/admin-invoices-page.tsx').then((module) => ({
            Component: module.AdminInvoicesPage,
          })),
        handle: handle('administration.invoices', 'admin.titles.invoices'),
      },
      {
        path: 'payouts',
        lazy: () =>
          import('../../features/payouts/admin/admin-payouts-page.tsx').then((module) => ({
            Component: module.AdminPayoutsPage,
          })),
        handle: handle('administration.payouts', 'admin.titles.payouts'),
      },
      page('catalogue', 'administration.catalogue', 'admin.titles.catalogue', () =>
        import('../../features/skills/admin/admin-catalogue-page.tsx').then((module) => ({
          Component: module.AdminCataloguePage,
        })),
      ),
      page('catalogue/levels', 'administration.catalogue.levels', 'admin.titles.catalogueLevels', () =>
        import('../../features/skills/admin/admin-levels-page.tsx').then((module) => ({
          Component: module.AdminLevelsPage,
        })),
      ),
      {
        path: 'conversations',
        lazy: () =>
          import('../../features/conversations/admin/admin-conversations-page.tsx').then((module) => ({
            Component: module.AdminConversationsPage,
          })),
        handle: handle('administration.conversations', 'admin.titles.conversations'),
      },
      {
        path: 'settings',
        lazy: () =>
          import('../../features/site-settings/admin/site-settings-page.tsx').then((module) => ({
            Component: module.SiteSettingsPage,
          })),
        handle: handle('administration.settings', 'admin.titles.settings'),
      },
      // conversations.employee: staff view of another user's conversation (params id, userId).
      {
        path: 'conversations/:id/:userId',
        lazy: () =>
          import('../../features/conversations/admin/staff-conversation-page.tsx').then((module) => ({
            Component: module.StaffConversationPage,
          })),
        handle: handle('conversations.employee', 'titles.conversation', { hideFooter: true }),
      },
    ],
  },
];

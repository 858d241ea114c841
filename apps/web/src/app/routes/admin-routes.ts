import type { RouteObject } from 'react-router';
import { adminProjectStatuses } from '../../features/administration/admin-menu.ts';
import { requireEmployee } from './route-guards.ts';
import { handle } from './route-helpers.ts';

const adminPage: RouteObject['lazy'] = () =>
  import('../../features/administration/components/admin-placeholder-page.tsx').then((module) => ({
    Component: module.AdminPlaceholderPage,
  }));

const projectsPage: RouteObject['lazy'] = () =>
  import('../../features/administration/components/admin-projects-page.tsx').then((module) => ({
    Component: module.AdminProjectsPage,
  }));

const page = (path: string, name: string, title: Parameters<typeof handle>[1], lazy = adminPage): RouteObject => ({
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
      import('../../features/administration/components/admin-layout.tsx').then((module) => ({
        Component: module.AdminLayout,
      })),
    handle: handle('administration', 'titles.administration'),
    children: [
      {
        index: true,
        lazy: () =>
          import('../../features/administration/components/dashboard-page.tsx').then((module) => ({
            Component: module.DashboardPage,
          })),
        handle: handle('administration', 'titles.administration'),
      },
      page('students', 'administration.students', 'admin.titles.students'),
      page('students/active', 'administration.students.active', 'admin.titles.studentsActive'),
      page('students/new', 'administration.students.new', 'admin.titles.studentsNew'),
      page('students/applications', 'administration.students.applications', 'admin.titles.studentsApplications'),
      page('students/:id', 'administration.students.detail', 'admin.titles.studentDetail'),
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
          import('../../features/employees/components/employees-page.tsx').then((module) => ({
            Component: module.EmployeesPage,
          })),
        handle: handle('administration.employees', 'admin.titles.employees'),
      },
      // conversations.employee: staff view of another user's conversation (params id, userId).
      {
        path: 'conversations/:id/:userId',
        lazy: () =>
          import('../../features/conversations/components/staff-conversation-page.tsx').then((module) => ({
            Component: module.StaffConversationPage,
          })),
        handle: handle('conversations.employee', 'titles.conversation', { hideFooter: true }),
      },
    ],
  },
];

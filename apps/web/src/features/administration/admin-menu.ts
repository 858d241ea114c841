import type { TranslationKey } from '../../lib/i18n-keys.ts';
import { adminProjectStatuses } from '../projects/admin/admin-project-statuses.ts';

export interface AdminMenuLink {
  to: string;
  label: TranslationKey;
  /** Match the path exactly, so a parent does not light up for every child. */
  end?: boolean;
}

export interface AdminMenuSection {
  label: TranslationKey;
  links: AdminMenuLink[];
  /** A collapsible group under the section's links (the projects by status). */
  nested?: { label: TranslationKey; links: AdminMenuLink[] };
}

/** The side menu of spec section 2: statistics, students, customers, projects by status, conversations, employees. */
export const adminMenu: AdminMenuSection[] = [
  { label: 'admin.menu.statistics', links: [{ to: '/administration', label: 'admin.menu.dashboard', end: true }] },
  {
    label: 'admin.menu.students',
    links: [
      { to: '/administration/students', label: 'admin.menu.all', end: true },
      { to: '/administration/students/new', label: 'admin.menu.studentsNew' },
      { to: '/administration/students/applications', label: 'admin.menu.studentsApplications' },
      { to: '/administration/students/active', label: 'admin.menu.studentsActive' },
    ],
  },
  {
    label: 'admin.menu.customers',
    links: [
      { to: '/administration/customers', label: 'admin.menu.all', end: true },
      { to: '/administration/customers/active-projects', label: 'admin.menu.customersActiveProjects' },
    ],
  },
  {
    label: 'admin.menu.projects',
    links: [
      { to: '/administration/projects', label: 'admin.menu.all', end: true },
      { to: '/administration/projects/open', label: 'admin.menu.projectsOpen' },
      { to: '/administration/projects/applications', label: 'admin.menu.projectsClosed' },
    ],
    nested: {
      label: 'admin.menu.projectsByStatus',
      links: adminProjectStatuses.map((status) => ({
        to: `/administration/projects/${status}`,
        label: `projectStatus.${status}` as const,
      })),
    },
  },
  // Every conversation, searched and filtered, each opening the staff view (issue 36).
  {
    label: 'admin.menu.conversations',
    links: [{ to: '/administration/conversations', label: 'admin.menu.all', end: true }],
  },
  { label: 'admin.menu.employees', links: [{ to: '/administration/employees', label: 'admin.menu.all', end: true }] },
  // Customers' testimonials for the home page, approved here before they show (decision 024).
  {
    label: 'admin.menu.testimonials',
    links: [{ to: '/administration/testimonials', label: 'admin.menu.all', end: true }],
  },
  // Student payouts per month, their CSV for payroll and the shares per level (decision 026).
  // Invoices and credit notes, their month totals, paid, credit and resend (decision 025).
  { label: 'admin.menu.invoices', links: [{ to: '/administration/invoices', label: 'admin.menu.all', end: true }] },
  { label: 'admin.menu.payouts', links: [{ to: '/administration/payouts', label: 'admin.menu.all', end: true }] },
  // The catalogue (issue 36): groups with their skills and prices, and the levels.
  {
    label: 'admin.menu.catalogue',
    links: [
      { to: '/administration/catalogue', label: 'admin.menu.catalogueSkills', end: true },
      { to: '/administration/catalogue/levels', label: 'admin.menu.catalogueLevels' },
    ],
  },
  // The site's own public details: address, contact, the about page's team member (issue 36).
  {
    label: 'admin.menu.settings',
    links: [{ to: '/administration/settings', label: 'admin.menu.siteDetails', end: true }],
  },
];

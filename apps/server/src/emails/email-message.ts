import type { ApplicationNoticeData } from './templates/application-notice.ts';
import type { InvoiceIssuedData } from './templates/invoice-issued.ts';
import type { InvoiceReminderData } from './templates/invoice-reminder.ts';
import type { ProjectCreatedData } from './templates/project-created.ts';
import type { ProjectUpdateData } from './templates/project-update.ts';
import type { StudentRatedData } from './templates/student-rated.ts';

/** Every e-mail the product sends, by template, with the data its template needs. */
export type EmailMessage =
  | { template: 'confirm-email'; data: { name: string; url: string; needsPassword: boolean } }
  | { template: 'confirm-email-change'; data: { name: string; url: string } }
  | { template: 'reset-password'; data: { name: string; url: string } }
  | { template: 'employee-invitation'; data: { name: string; url: string } }
  | { template: 'student-invitation'; data: { name: string; url: string; activated: boolean } }
  | { template: 'account-activated'; data: { name: string; loginUrl: string } }
  | { template: 'newsletter-confirm'; data: { confirmUrl: string; days: number } }
  | { template: 'newsletter-welcome'; data: { unsubscribeUrl: string; searchUrl: string } }
  | { template: 'application-received'; data: { name: string; homeUrl: string; files: number } }
  | { template: 'application-notice'; data: ApplicationNoticeData }
  | { template: 'application-accepted'; data: { name: string; url: string } }
  | { template: 'application-rejected'; data: { name: string; message: string | null; homeUrl: string; deleteAfter: string } }
  | { template: 'project-created'; data: ProjectCreatedData }
  | { template: 'project-update'; data: ProjectUpdateData }
  | { template: 'invoice-issued'; data: InvoiceIssuedData }
  | { template: 'invoice-reminder'; data: InvoiceReminderData }
  | { template: 'student-rated'; data: StudentRatedData };

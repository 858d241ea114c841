import type { ProjectCreatedData } from './templates/project-created.ts';
import type { ProjectUpdateData } from './templates/project-update.ts';

/** Every e-mail the product sends, by template, with the data its template needs. */
export type EmailMessage =
  | { template: 'confirm-email'; data: { name: string; url: string; needsPassword: boolean } }
  | { template: 'confirm-email-change'; data: { name: string; url: string } }
  | { template: 'reset-password'; data: { name: string; url: string } }
  | { template: 'employee-invitation'; data: { name: string; url: string } }
  | { template: 'account-activated'; data: { name: string; loginUrl: string } }
  | { template: 'newsletter-welcome'; data: { unsubscribeUrl: string; searchUrl: string } }
  | { template: 'project-created'; data: ProjectCreatedData }
  | { template: 'project-update'; data: ProjectUpdateData };

export interface MailContext {
  brandName: string;
  publicUrl: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

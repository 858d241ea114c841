import type { EmailMessage } from './email-message.ts';
import type { MailContext, RenderedEmail } from './rendered-email.ts';
import { renderAccountActivated } from './templates/account-activated.ts';
import { renderApplicationAccepted } from './templates/application-accepted.ts';
import { renderApplicationNotice } from './templates/application-notice.ts';
import { renderApplicationReceived } from './templates/application-received.ts';
import { renderApplicationRejected } from './templates/application-rejected.ts';
import { renderConfirmEmail } from './templates/confirm-email.ts';
import { renderConfirmEmailChange } from './templates/confirm-email-change.ts';
import { renderEmployeeInvitation } from './templates/employee-invitation.ts';
import { renderInvoiceIssued } from './templates/invoice-issued.ts';
import { renderInvoiceReminder } from './templates/invoice-reminder.ts';
import { renderNewsletterConfirm } from './templates/newsletter-confirm.ts';
import { renderNewsletterWelcome } from './templates/newsletter-welcome.ts';
import { renderProjectCreated } from './templates/project-created.ts';
import { renderProjectUpdate } from './templates/project-update.ts';
import { renderResetPassword } from './templates/reset-password.ts';
import { renderStudentInvitation } from './templates/student-invitation.ts';
import { renderStudentRated } from './templates/student-rated.ts';

/**
 * Renders at enqueue time, so the outbox row holds exactly what is sent and the dev mailbox shows it;
 * a template change never alters mail already queued.
 */
export function renderEmail(message: EmailMessage, ctx: MailContext): RenderedEmail {
  switch (message.template) {
    case 'confirm-email':
      return renderConfirmEmail(message.data, ctx);
    case 'confirm-email-change':
      return renderConfirmEmailChange(message.data, ctx);
    case 'reset-password':
      return renderResetPassword(message.data, ctx);
    case 'employee-invitation':
      return renderEmployeeInvitation(message.data, ctx);
    case 'student-invitation':
      return renderStudentInvitation(message.data, ctx);
    case 'account-activated':
      return renderAccountActivated(message.data, ctx);
    case 'newsletter-confirm':
      return renderNewsletterConfirm(message.data, ctx);
    case 'newsletter-welcome':
      return renderNewsletterWelcome(message.data, ctx);
    case 'application-received':
      return renderApplicationReceived(message.data, ctx);
    case 'application-notice':
      return renderApplicationNotice(message.data, ctx);
    case 'application-accepted':
      return renderApplicationAccepted(message.data, ctx);
    case 'application-rejected':
      return renderApplicationRejected(message.data, ctx);
    case 'project-created':
      return renderProjectCreated(message.data, ctx);
    case 'project-update':
      return renderProjectUpdate(message.data, ctx);
    case 'invoice-issued':
      return renderInvoiceIssued(message.data, ctx);
    case 'invoice-reminder':
      return renderInvoiceReminder(message.data, ctx);
    case 'student-rated':
      return renderStudentRated(message.data, ctx);
  }
}

import type { MailTransport } from './mail-transport.ts';

/**
 * Development without SMTP_URL: nothing leaves the machine. The outbox row, marked sent by the worker,
 * is the mailbox, readable at /dev/mailbox and GET /api/dev/mails.
 */
export function createCaptureTransport(): MailTransport {
  return {
    name: 'capture',
    async send() {},
  };
}

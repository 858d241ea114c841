import type { Transporter } from 'nodemailer';
import type { MailTransport } from './mail-transport.ts';

/**
 * SMTP through nodemailer, configured entirely by SMTP_URL (`smtp://user:pass@host:587`,
 * `smtps://...:465`; nodemailer also reads options from the query, e.g. `?pool=true`).
 * Timeouts are far below nodemailer's minutes-long defaults: the worker leases a row for a few
 * minutes while sending, and a hung server must fail the attempt well inside that lease.
 */
export function createSmtpTransport(url: string): MailTransport & { close(): void } {
  // Made with the first mail, and nodemailer imported then: a server without SMTP_URL never loads it.
  let transporter: Transporter | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    transporter ??= nodemailer.createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return transporter;
  };
  return {
    name: 'smtp',
    async send(mail) {
      await (await connect()).sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    },
    close() {
      transporter?.close();
    },
  };
}

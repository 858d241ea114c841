/** A rendered attachment, ready for the transport. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Where the outbox worker hands a mail. Throwing means "not sent": the worker retries with backoff. */
export interface MailTransport {
  name: string;
  send(mail: OutgoingMail): Promise<void>;
}

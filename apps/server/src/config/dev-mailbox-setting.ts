/**
 * Who may read captured mail at /dev/mailbox and GET /api/dev/mails. The mailbox shows live confirmation
 * and reset links, so whoever reads it can take over any account: it is never served in production, and
 * by default only to the machine itself (a loopback client) while mail is captured.
 */
export type DevMailboxSetting = { served: false } | { served: true; clients: 'loopback' | 'any' };

export interface DevMailboxInput {
  env: 'development' | 'production' | 'test';
  /** DEV_MAILBOX: `on` serves it to every client (a shared test server), `off` never; unset: the default above. */
  setting: 'on' | 'off' | undefined;
  /** No SMTP_URL: mail stays in the database instead of being sent. */
  isMailCaptured: boolean;
}

export function resolveDevMailbox({ env, setting, isMailCaptured }: DevMailboxInput): DevMailboxSetting {
  if (env === 'production') {
    if (setting === 'on') {
      throw new Error('DEV_MAILBOX=on is not allowed in production: the mailbox shows live reset links. Unset DEV_MAILBOX.');
    }
    return { served: false };
  }
  if (setting === 'off') return { served: false };
  if (setting === 'on') return { served: true, clients: 'any' };
  return isMailCaptured ? { served: true, clients: 'loopback' } : { served: false };
}

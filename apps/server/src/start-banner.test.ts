import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sellerEnv } from '../test/invoice-seller-env.ts';
import { loadConfig } from './config.ts';
import { startBanner } from './start-banner.ts';

const base = {
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'studiekraft-banner-')),
  JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-signing',
  PUBLIC_URL: 'http://localhost:3000',
  ...sellerEnv,
};
const banner = (env: NodeJS.ProcessEnv) => startBanner(loadConfig({ ...base, ...env }), 'pglite').join('\n');

describe('the start banner', () => {
  it('points a newcomer at the mailbox, on this machine only, with the demo logins', () => {
    const text = banner({ NODE_ENV: 'development' });
    expect(text).toContain('Mail: captured, see http://localhost:3000/dev/mailbox (from this machine only)');
    expect(text).toContain('admin@example.com');
  });

  it('does not mention the mailbox when it is not served', () => {
    for (const env of [
      { NODE_ENV: 'development', DEV_MAILBOX: 'off' },
      { NODE_ENV: 'development', SMTP_URL: 'smtp://mail.test:587' },
      { NODE_ENV: 'production' },
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test:587' },
    ]) {
      expect(banner(env)).not.toContain('/dev/mailbox');
    }
    expect(banner({ NODE_ENV: 'production' })).toContain('Mail: not sent: SMTP_URL is not set');
    expect(banner({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.test:587' })).toContain('Mail: SMTP (SMTP_URL)');
  });

  it('prints no demo logins in production', () => {
    expect(banner({ NODE_ENV: 'production' })).not.toContain('demo-1234');
  });

  it('says when the mailbox is open to every client', () => {
    expect(banner({ NODE_ENV: 'development', DEV_MAILBOX: 'on' })).toMatch(/\/dev\/mailbox\n/);
  });
});

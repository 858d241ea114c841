import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sellerEnv } from '../test/invoice-seller-env.ts';
import { loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-config-'));
const secret = 'a-secret-that-is-long-enough-for-hs256-signing';

const development = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, JWT_SECRET: secret, ...env });
const production = (env: NodeJS.ProcessEnv = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
    PUBLIC_URL: 'https://studiekraft.test',
    ...sellerEnv,
    ...env,
  });

describe('demo data', () => {
  it('is seeded by default on the embedded database outside production', () => {
    expect(development().seedDemo).toBe(true);
    expect(development({ DATABASE_URL: 'postgres://db.test/app' }).seedDemo).toBe(false);
  });

  it('is never seeded by default in production, PGlite included', () => {
    expect(production().seedDemo).toBe(false);
    expect(production({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('makes SEED_DEMO=1 in production a start-up error that says why', () => {
    expect(() => production({ SEED_DEMO: '1' })).toThrow(/SEED_DEMO is not allowed in production: demo data has known passwords/);
  });
});

describe('production requirements', () => {
  it('needs JWT_SECRET and PUBLIC_URL', () => {
    expect(() => production({ JWT_SECRET: '' })).toThrow(/JWT_SECRET is required in production/);
    expect(() => production({ PUBLIC_URL: '' })).toThrow(/PUBLIC_URL is required in production/);
  });
});

describe('the invoice seller', () => {
  it('uses demo values marked as such outside production', () => {
    const seller = development().invoiceSeller;
    expect(seller.isDemo).toBe(true);
    expect(seller.name).toContain('DEMO');
    expect(seller.vat_number).toBe('00000000');
  });

  it('makes a missing seller variable a start-up error in production that names it', () => {
    expect(() => production({ INVOICE_SELLER_CVR: '' })).toThrow(/INVOICE_SELLER_CVR is required in production/);
    expect(() => production({ INVOICE_BANK_REG: '', INVOICE_BANK_ACCOUNT: '' })).toThrow(
      /INVOICE_BANK_REG, INVOICE_BANK_ACCOUNT are required in production/,
    );
  });

  it('reads the configured seller and refuses a malformed CVR number', () => {
    const seller = production({ INVOICE_IBAN: 'DK50 0040 0440 1162 43', INVOICE_BIC: 'DABADKKK' }).invoiceSeller;
    expect(seller).toMatchObject({
      name: 'Studiekraft ApS',
      vat_number: '12345678',
      bank: { reg: '1234', account: '1234567890', iban: 'DK5000400440116243', bic: 'DABADKKK' },
      isDemo: false,
    });
    expect(() => production({ INVOICE_SELLER_CVR: '1234' })).toThrow(/INVOICE_SELLER_CVR/);
  });
});

describe('dev mailbox', () => {
  it('is served to loopback clients only while mail is captured', () => {
    expect(development().devMailbox).toEqual({ served: true, clients: 'loopback' });
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: secret }).devMailbox).toEqual({
      served: true,
      clients: 'loopback',
    });
  });

  it('is not served when mail goes out over SMTP', () => {
    expect(development({ SMTP_URL: 'smtp://mail.test:587' }).devMailbox).toEqual({ served: false });
  });

  it('follows DEV_MAILBOX=on (every client) and off', () => {
    expect(development({ DEV_MAILBOX: 'on' }).devMailbox).toEqual({ served: true, clients: 'any' });
    expect(development({ DEV_MAILBOX: 'off' }).devMailbox).toEqual({ served: false });
  });

  it('is never served in production, and DEV_MAILBOX=on there is a start-up error', () => {
    expect(production().devMailbox).toEqual({ served: false });
    expect(production({ DEV_MAILBOX: 'off' }).devMailbox).toEqual({ served: false });
    expect(() => production({ DEV_MAILBOX: 'on' })).toThrow(/DEV_MAILBOX=on is not allowed in production/);
  });

  it('rejects other values', () => {
    expect(() => development({ DEV_MAILBOX: 'public' })).toThrow(/Invalid configuration: DEV_MAILBOX/);
  });
});

describe('proxies, Redis and API docs', () => {
  it('trusts no proxy unless TRUST_PROXY says so, in production too', () => {
    expect(development().trustProxy).toBe(false);
    expect(production().trustProxy).toBe(false);
    expect(production({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => production({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true would let any client choose its IP/);
  });

  it('takes REDIS_URL and a key prefix', () => {
    expect(development().redisUrl).toBeUndefined();
    expect(development({ REDIS_URL: 'redis://127.0.0.1:6379/2', REDIS_KEY_PREFIX: 'sk-staging:' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      redisKeyPrefix: 'sk-staging:',
    });
    expect(development().redisKeyPrefix).toBe('studiekraft:');
    expect(() => development({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });

  it('serves the API docs outside production, and in production only with API_DOCS=on', () => {
    expect(development().apiDocs).toBe(true);
    expect(development({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(production().apiDocs).toBe(false);
    expect(production({ API_DOCS: 'on' }).apiDocs).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type DevMailboxSetting, resolveDevMailbox } from './config/dev-mailbox-setting.ts';
import { type InvoiceSeller, parseInvoiceSeller } from './config/invoice-seller.ts';
import { type MetricsSetting, metricsEnvShape, parseMetricsSetting } from './config/metrics-setting.ts';
import { parseStorageSetting, type StorageSetting, storageEnvShape } from './config/storage-setting.ts';
import { parseTrustProxy, type TrustProxy } from './config/trust-proxy.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Studiekraft <noreply@studiekraft.dk>'),
  // 'off' turns the lookup off (every number is then unverified); tests and e2e point it at the fake register.
  CVR_API_URL: z.union([z.literal('off'), z.string().url()]).default('https://cvrapi.dk/api'),
  CVR_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  BLOG_FEED_URL: z.string().url().optional(),
  // How long the blog waits for the WordPress feed before it serves its last good copy (decision 028).
  BLOG_FEED_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  BRAND_NAME: z.string().default('Studiekraft'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('studiekraft:'),
  DEV_MAILBOX: z.enum(['on', 'off']).optional(),
  API_DOCS: flag.optional(),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_REFRESH_PER_IP: z.coerce.number().int().positive().default(120),
  // The seller on invoices (decision 025); required in production, checked in config/invoice-seller.ts.
  INVOICE_SELLER_NAME: z.string().max(200).optional(),
  INVOICE_SELLER_ADDRESS: z.string().max(200).optional(),
  INVOICE_SELLER_POSTCODE: z.string().max(20).optional(),
  INVOICE_SELLER_CITY: z.string().max(100).optional(),
  INVOICE_SELLER_CVR: z.string().max(20).optional(),
  INVOICE_SELLER_EMAIL: z.string().email().optional(),
  INVOICE_BANK_REG: z.string().max(20).optional(),
  INVOICE_BANK_ACCOUNT: z.string().max(30).optional(),
  INVOICE_IBAN: z.string().max(40).optional(),
  INVOICE_BIC: z.string().max(20).optional(),
  ...storageEnvShape,
  ...metricsEnvShape,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** cvrapi.dk-compatible endpoint; undefined when the lookup is turned off. */
  cvrApiUrl: string | undefined;
  cvrTimeoutMs: number;
  /** WordPress REST base (…/wp-json/wp/v2); undefined serves the built-in Markdown posts (decision 028). */
  blogFeedUrl: string | undefined;
  blogFeedTimeoutMs: number;
  brandName: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string | undefined;
  /**
   * Per IP per window. `refreshPerIp` (session refreshes, one per page load of a logged-in tab) is
   * optional so a test's partial override keeps the default of 120.
   */
  rateLimits: { loginPerIp: number; perEmail: number; windowMs: number; refreshPerIp?: number };
  /** Fastify's trustProxy: which hops may say who the client is (X-Forwarded-For). false = none. */
  trustProxy: TrustProxy;
  /** Rate-limit counters live here when set (shared by every process); in memory otherwise. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key this app writes, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Whether /dev/mailbox and /api/dev/mails exist, and for whom. */
  devMailbox: DevMailboxSetting;
  /** The OpenAPI document and reference page at /api/docs. */
  apiDocs: boolean;
  /** The seller block of every invoice (decision 025); demo values outside production when unset. */
  invoiceSeller: InvoiceSeller;
  /** Local disk under DATA_DIR, or an S3-compatible bucket (S3_BUCKET). */
  storage: StorageSetting;
  /** The Prometheus endpoint's own port and address (METRICS_PORT, METRICS_HOST); undefined is off. */
  metrics: MetricsSetting;
}

/**
 * A missing JWT_SECRET is generated once and kept in DATA_DIR so that logins survive a restart of the
 * embedded default; production must set it explicitly.
 */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=` in a .env file) means unset, not an invalid value.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: ${fields}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) throw new Error('JWT_SECRET is required in production');
  if (isProduction && !e.PUBLIC_URL) {
    throw new Error('PUBLIC_URL is required in production: the links in e-mails are built from it (e.g. https://studiekraft.dk)');
  }
  // Demo data comes with known passwords (demo-1234), an employee among them.
  if (isProduction && e.SEED_DEMO === true) {
    throw new Error('SEED_DEMO is not allowed in production: demo data has known passwords. Unset SEED_DEMO.');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    cvrApiUrl: e.CVR_API_URL === 'off' ? undefined : e.CVR_API_URL,
    cvrTimeoutMs: e.CVR_TIMEOUT_MS,
    blogFeedUrl: e.BLOG_FEED_URL,
    blogFeedTimeoutMs: e.BLOG_FEED_TIMEOUT_MS,
    brandName: e.BRAND_NAME,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !isProduction),
    webDist: e.WEB_DIST,
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      perEmail: e.RATE_LIMIT_PER_EMAIL,
      refreshPerIp: e.RATE_LIMIT_REFRESH_PER_IP,
      windowMs: 15 * 60 * 1000,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    devMailbox: resolveDevMailbox({ env: e.NODE_ENV, setting: e.DEV_MAILBOX, isMailCaptured: !e.SMTP_URL }),
    apiDocs: e.API_DOCS ?? !isProduction,
    invoiceSeller: parseInvoiceSeller(e, isProduction),
    storage: parseStorageSetting(e),
    metrics: parseMetricsSetting(e, e.PORT),
  };
}

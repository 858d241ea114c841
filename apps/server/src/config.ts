import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

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
  BRAND_NAME: z.string().default('Studiekraft'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag.optional(),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_PER_EMAIL: z.coerce.number().int().positive().default(5),
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
  blogFeedUrl: string | undefined;
  brandName: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string | undefined;
  rateLimits: { loginPerIp: number; perEmail: number; windowMs: number };
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
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) throw new Error('JWT_SECRET is required in production');
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
    brandName: e.BRAND_NAME,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    webDist: e.WEB_DIST,
    rateLimits: { loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP, perEmail: e.RATE_LIMIT_PER_EMAIL, windowMs: 15 * 60 * 1000 },
  };
}

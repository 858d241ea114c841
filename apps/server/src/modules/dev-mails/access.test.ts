import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { resolveDevMailbox } from '../../config/dev-mailbox-setting.ts';
import { parseTrustProxy } from '../../config/trust-proxy.ts';
import type { Config } from '../../config.ts';
import { isLoopbackAddress } from './loopback-only.ts';

const paths = ['/api/dev/mails', '/dev/mailbox'];

function withApp(config: Partial<Config>) {
  const box: { t?: TestApp } = {};
  beforeAll(async () => {
    box.t = await buildTestApp({ config });
  });
  afterAll(() => box.t?.close());
  return async (remoteAddress: string, headers: Record<string, string> = {}) => {
    if (!box.t) throw new Error('app not built');
    const app = box.t.app;
    return Promise.all(paths.map(async (url) => (await app.inject({ method: 'GET', url, remoteAddress, headers })).statusCode));
  };
}

describe('by default (mail captured, DEV_MAILBOX unset)', () => {
  // One that trusts a proxy, so a forged X-Forwarded-For would change request.ip: the mailbox must not care.
  const get = withApp({ trustProxy: parseTrustProxy('1') });

  it('is served to the machine itself', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(await get(address)).toEqual([200, 200]);
  });

  it('is a 404 for every other client, whatever X-Forwarded-For says', async () => {
    for (const address of ['203.0.113.5', '10.0.0.2', '::ffff:192.168.1.20', '2001:db8::1']) {
      expect(await get(address)).toEqual([404, 404]);
    }
    expect(await get('203.0.113.5', { 'x-forwarded-for': '127.0.0.1' })).toEqual([404, 404]);
  });
});

describe('with DEV_MAILBOX=on', () => {
  const get = withApp({ devMailbox: resolveDevMailbox({ env: 'development', setting: 'on', isMailCaptured: true }) });

  it('is served to every client (a shared test server)', async () => {
    expect(await get('203.0.113.5')).toEqual([200, 200]);
  });
});

describe('when mail goes out over SMTP', () => {
  const get = withApp({
    smtpUrl: 'smtp://127.0.0.1:1',
    devMailbox: resolveDevMailbox({ env: 'development', setting: undefined, isMailCaptured: false }),
  });

  it('does not exist, not even for the machine itself', async () => {
    expect(await get('127.0.0.1')).toEqual([404, 404]);
  });
});

describe('in production', () => {
  const get = withApp({
    env: 'production',
    devMailbox: resolveDevMailbox({ env: 'production', setting: undefined, isMailCaptured: true }),
  });

  it('does not exist', async () => {
    expect(await get('127.0.0.1')).toEqual([404, 404]);
  });
});

describe('isLoopbackAddress', () => {
  it('knows loopback from the rest', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) {
      expect(isLoopbackAddress(address)).toBe(true);
    }
    for (const address of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '::2', '1270.0.0.1', '127.0.0.1.example', 'fe80::1']) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

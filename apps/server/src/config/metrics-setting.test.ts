import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseMetricsSetting } from './metrics-setting.ts';

describe('parseMetricsSetting', () => {
  it('is off when METRICS_PORT is unset', () => {
    expect(parseMetricsSetting({}, 3000)).toBeUndefined();
  });

  it('binds to loopback unless METRICS_HOST names an address', () => {
    expect(parseMetricsSetting({ METRICS_PORT: 9464 }, 3000)).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(parseMetricsSetting({ METRICS_PORT: 9464, METRICS_HOST: '10.0.0.5' }, 3000)).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
  });

  it('refuses the public port', () => {
    expect(() => parseMetricsSetting({ METRICS_PORT: 3000 }, 3000)).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it('refuses METRICS_HOST without METRICS_PORT', () => {
    expect(() => parseMetricsSetting({ METRICS_HOST: '127.0.0.1' }, 3000)).toThrow(/METRICS_HOST is set but METRICS_PORT is not/);
  });
});

describe('METRICS_* in the environment', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studiekraft-metrics-config-'));
  const load = (env: NodeJS.ProcessEnv) =>
    loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-signing',
      ...env,
    });

  it('reads the port as a number, and is off without it', () => {
    expect(load({}).metrics).toBeUndefined();
    expect(load({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
  });

  it('refuses a host name or a port out of range', () => {
    expect(() => load({ METRICS_PORT: '9464', METRICS_HOST: 'localhost' })).toThrow();
    expect(() => load({ METRICS_PORT: '70000' })).toThrow();
    expect(() => load({ METRICS_PORT: '3000', PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
  });
});

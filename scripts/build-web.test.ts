import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import viteConfig from '../apps/web/vite.config.ts';
import { hashFileName, hashWebSources, needsBuild, viteBuildCommand, viteRendererBuildCommand } from './build-web.mjs';

let root: string;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-web-'));
  write('apps/web/src/main.tsx', 'export const a = 1;');
  write('apps/web/src/home/home-page.test.tsx', 'it()');
  write('apps/web/index.html', '<html></html>');
  write('packages/shared/src/errors.ts', 'export const b = 2;');
  write('package-lock.json', '{}');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

describe('the vite build command', () => {
  it('is a production build even when the caller says NODE_ENV=development', () => {
    const command = viteBuildCommand({ NODE_ENV: 'development', PATH: '/usr/bin' });
    expect(command.args).toEqual(['build', '--mode', 'production']);
    expect(command.env.NODE_ENV).toBe('production');
    expect(command.env.PATH).toBe('/usr/bin');
  });

  it('builds the renderer of first screens the same way, from the server entry', () => {
    const command = viteRendererBuildCommand({ NODE_ENV: 'development' });
    expect(command.args).toEqual(['build', '--mode', 'production', '--ssr', 'src/entry-server.tsx']);
    expect(command.env.NODE_ENV).toBe('production');
  });
});

describe('the vite config', () => {
  const resolve = () => viteConfig({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });

  it('refuses to build with a NODE_ENV other than production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(resolve).toThrow(/only built for production/);
  });

  it('leaves source maps out unless SOURCE_MAPS=on', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SOURCE_MAPS', '');
    expect(resolve()).toMatchObject({ build: { sourcemap: false } });
    vi.stubEnv('SOURCE_MAPS', 'on');
    expect(resolve()).toMatchObject({ build: { sourcemap: true } });
  });

  it('still serves in development', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(viteConfig({ command: 'serve', mode: 'development', isSsrBuild: false, isPreview: false })).toHaveProperty('server');
  });
});

describe('the source hash', () => {
  it('is stable, and changes with a source, the lock file or SOURCE_MAPS', () => {
    const first = hashWebSources(root, {});
    expect(hashWebSources(root, {})).toBe(first);
    write('apps/web/src/main.tsx', 'export const a = 2;');
    const afterSource = hashWebSources(root, {});
    expect(afterSource).not.toBe(first);
    write('package-lock.json', '{"lockfileVersion":3}');
    const afterLock = hashWebSources(root, {});
    expect(afterLock).not.toBe(afterSource);
    expect(hashWebSources(root, { SOURCE_MAPS: 'on' })).not.toBe(afterLock);
  });

  it('ignores tests, which never reach the bundle', () => {
    const before = hashWebSources(root, {});
    write('apps/web/src/home/home-page.test.tsx', 'it("changed")');
    expect(hashWebSources(root, {})).toBe(before);
  });

  it('tells a moved file from an unchanged tree', () => {
    const before = hashWebSources(root, {});
    rmSync(path.join(root, 'apps/web/src/main.tsx'));
    write('apps/web/src/app/main.tsx', 'export const a = 1;');
    expect(hashWebSources(root, {})).not.toBe(before);
  });
});

describe('the skip decision', () => {
  const dist = () => path.join(root, 'apps/web/dist');

  it('builds when there is no dist', () => {
    expect(needsBuild(dist(), hashWebSources(root, {}))).toBe(true);
  });

  it('skips when dist was built from the same sources', () => {
    const hash = hashWebSources(root, {});
    write('apps/web/dist/index.html', '<html></html>');
    write(`apps/web/dist/${hashFileName}`, `${hash}\n`);
    write('apps/web/dist-server/entry-server.js', 'export {};');
    expect(needsBuild(dist(), hash)).toBe(false);
  });

  it("builds when the server's renderer of first screens is missing", () => {
    const hash = hashWebSources(root, {});
    write('apps/web/dist/index.html', '<html></html>');
    write(`apps/web/dist/${hashFileName}`, `${hash}\n`);
    expect(needsBuild(dist(), hash)).toBe(true);
  });

  it('builds again after a source changed', () => {
    write('apps/web/dist/index.html', '<html></html>');
    write(`apps/web/dist/${hashFileName}`, `${hashWebSources(root, {})}\n`);
    write('packages/shared/src/errors.ts', 'export const b = 3;');
    expect(needsBuild(dist(), hashWebSources(root, {}))).toBe(true);
  });

  it('builds when a dist has no record of its sources or lost its index.html', () => {
    const hash = hashWebSources(root, {});
    write('apps/web/dist/index.html', '<html></html>');
    expect(needsBuild(dist(), hash)).toBe(true);
    write(`apps/web/dist/${hashFileName}`, hash);
    rmSync(path.join(dist(), 'index.html'));
    expect(needsBuild(dist(), hash)).toBe(true);
  });
});

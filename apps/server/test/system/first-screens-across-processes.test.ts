import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeWebBuild } from '../web-build.ts';
import { call, login, systemCluster } from './system-cluster.ts';

/**
 * A write through one process drops the first screens the other keeps (decision 046): two real server
 * processes on one PostgreSQL, each with a renderer that numbers its renders.
 */
const renderer = `
let renders = 0;
export async function renderFirstScreen() {
  renders += 1;
  return { html: '<p>Udgave ' + renders + '</p>', modules: [] };
}`;
const cluster = systemCluster('screens', () => ({ WEB_DIST: writeWebBuild({}, { renderer }) }));

const edition = async (url: string) => {
  const html = await (await fetch(url)).text();
  return /<p>Udgave (\d+)<\/p>/.exec(html)?.[1];
};

beforeAll(async () => {
  await cluster.create();
});

afterAll(async () => {
  await cluster.destroy();
});

describe('first screens across processes', () => {
  it('are rendered anew on the other process after a public write', async () => {
    const a = await cluster.start();
    const b = await cluster.start();
    expect(await edition(`${b.url}/`)).toBe('1');
    expect(await edition(`${b.url}/`)).toBe('1');

    const customer = await login(a, 'kunde@example.com');
    const written = await call(a, 'POST', '/api/testimonials', customer.token, {
      score: 5,
      title: 'Godt arbejde',
      body: 'Hurtig, venlig og grundig hjælp med regnskabet.',
      name: 'Ane',
    });
    expect(written.status).toBe(201);
    // The notice travels as a NOTIFY: a few milliseconds after the answer, not before it.
    await expect.poll(() => edition(`${b.url}/`), { timeout: 10_000 }).toBe('2');
    expect(await edition(`${b.url}/`)).toBe('2');
    await Promise.all([a.stop(), b.stop()]);
  }, 120_000);
});

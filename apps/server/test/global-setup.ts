import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedCatalogue } from '../src/db/seed/seed-catalogue.ts';
import { adminPool, templateName } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { pgliteSnapshotFile: string; postgres: { url: string; template: string } | null };
  }
}

/**
 * Migrates (and seeds the skill catalogue into) the databases of one test run; each test file then clones
 * one: PGlite from a dumped data directory, PostgreSQL with CREATE DATABASE ... TEMPLATE. With
 * DATABASE_URL set, the files run on PostgreSQL; the few that are about PGlite itself clone the PGlite
 * snapshot either way (createTestDatabase({ embedded: true }), decision 066), so one pass covers both.
 */
export default async function setup(project: TestProject) {
  const cleanups: (() => Promise<void>)[] = [];
  const embedded = await openDatabase({});
  await seedCatalogue(embedded.db);
  const snapshot = await embedded.dump?.();
  await embedded.close();
  if (!snapshot) throw new Error('PGlite dump unavailable');
  const pgliteSnapshotFile = path.join(tmpdir(), `studiekraft-test-${process.pid}-${Date.now()}.tar`);
  await writeFile(pgliteSnapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  cleanups.push(() => rm(pgliteSnapshotFile, { force: true }));

  let postgres: { url: string; template: string } | null = null;
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateName(randomBytes(4).toString('hex'));
    const pool = adminPool(url);
    await pool.query(`create database "${template}"`);
    cleanups.push(async () => {
      await pool.query(`drop database if exists "${template}" with (force)`);
      await pool.end();
    });
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await seedCatalogue(database.db);
    await database.close();
    postgres = { url, template };
  }
  project.provide('testDatabase', { pgliteSnapshotFile, postgres });
  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

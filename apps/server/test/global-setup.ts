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
    testDatabase: { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Migrates (and seeds the skill catalogue into) one database per test run; each test file then clones
 * it: PGlite from a dumped data directory, PostgreSQL with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateName(randomBytes(4).toString('hex'));
    const pool = adminPool(url);
    await pool.query(`create database "${template}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString() });
    await seedCatalogue(database.db);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', url, template });
    return async () => {
      await pool.query(`drop database if exists "${template}" with (force)`);
      await pool.end();
    };
  }
  const database = await openDatabase({});
  await seedCatalogue(database.db);
  const snapshot = await database.dump?.();
  await database.close();
  if (!snapshot) throw new Error('PGlite dump unavailable');
  const snapshotFile = path.join(tmpdir(), `studiekraft-test-${process.pid}-${Date.now()}.tar`);
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', snapshotFile });
  return async () => {
    await rm(snapshotFile, { force: true });
  };
}

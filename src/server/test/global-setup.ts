import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../db/seed/reference.ts';
import { TEMPLATE_DB, adminUrl, withDatabase } from './pg-admin.ts';

/**
 * Migrates and seeds the reference data once; each test file then starts from a copy:
 * - PostgreSQL (TEST_DATABASE_URL): a template database cloned with CREATE DATABASE ... TEMPLATE;
 * - PGlite (default): a dumped data directory loaded into a fresh in-memory instance.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    await withDatabase(adminUrl(url), async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    });
    const database = await openDatabase({ url: withDbName(url, TEMPLATE_DB), poolMax: 1 });
    await database.migrate();
    await seedReferenceData(database.db);
    await database.close();
    project.provide('pgTemplate', TEMPLATE_DB);
    return;
  }
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  await seedReferenceData(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nc-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDbName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate?: string;
    pgliteTemplate?: string;
  }
}

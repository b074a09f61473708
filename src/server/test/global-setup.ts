import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../db/seed/reference.ts';
import { adminUrl, withDatabase } from './pg-admin.ts';

/**
 * Migrates and seeds the reference data once; each test file then starts from a copy:
 * - PostgreSQL (TEST_DATABASE_URL): a template database cloned with CREATE DATABASE ... TEMPLATE;
 * - PGlite (default): a dumped data directory loaded into a fresh in-memory instance.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // Named per run, so two suites on one server (a developer and CI) never share a template.
    const template = `nc_test_template_${process.pid}`;
    await withDatabase(adminUrl(url), (client) => client.query(`CREATE DATABASE ${template}`));
    const database = await openDatabase({ url: withDbName(url, template), poolMax: 1 });
    await database.migrate();
    await seedReferenceData(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    return () =>
      withDatabase(adminUrl(url), (client) =>
        client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
      ).then(() => undefined);
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

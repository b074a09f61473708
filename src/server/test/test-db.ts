import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { withDbName } from './global-setup.ts';
import { adminUrl, withDatabase } from './pg-admin.ts';

/**
 * A private database for one test file, copied from the migrated and seeded template
 * (see global-setup.ts). Call `drop()` in afterAll.
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject('pgTemplate');
  if (url && pgTemplate) {
    const name = `nc_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await withDatabase(adminUrl(url), (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`));
    const database = await openDatabase({ url: withDbName(url, name), poolMax: 4 });
    return {
      ...database,
      async drop() {
        await database.close();
        await withDatabase(adminUrl(url), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('global-setup did not provide a database template');
  const database = await openDatabase({ pgliteLoadDataDir: templateBlob(file) });
  return { ...database, drop: () => database.close() };
}

// Read once per worker: the integration project's files share a worker's modules (vitest.config.ts).
let template: { file: string; blob: Blob } | undefined;
function templateBlob(file: string): Blob {
  if (template?.file !== file) template = { file, blob: new Blob([fs.readFileSync(file)]) };
  return template.blob;
}

/**
 * The database of a test's child processes (a server, a CLI): on PostgreSQL (TEST_DATABASE_URL)
 * a new database, empty or a copy of the suite's template, named after `prefix`; on PGlite the
 * folder `<dir>/pglite`, empty (the first process migrates it). `env` goes into the children's
 * environment; `drop()` in afterAll.
 */
export async function createChildDatabase(
  prefix: string,
  dir: string,
  opts: { fromTemplate: boolean },
): Promise<{ env: Record<string, string>; url?: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (!url || !template) {
    return { env: { PGLITE_DIR: path.join(dir, 'pglite'), DATABASE_URL: '' }, drop: async () => {} };
  }
  const name = `nc_test_${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const from = opts.fromTemplate ? ` TEMPLATE ${template}` : '';
  await withDatabase(adminUrl(url), (c) => c.query(`CREATE DATABASE ${name}${from}`));
  const databaseUrl = withDbName(url, name);
  return {
    env: { DATABASE_URL: databaseUrl },
    url: databaseUrl,
    drop: () =>
      withDatabase(adminUrl(url), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

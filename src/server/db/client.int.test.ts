import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { withDbName } from '../test/global-setup.ts';
import { adminUrl, withDatabase } from '../test/pg-admin.ts';
import { DatabaseLockedError, DatabaseOpenError, dbTimeouts, openDatabase } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

// Creating a PGlite data directory on disk runs initdb there, which takes seconds (figures:
// docs/performance.md §3): hence the long time-out.
describe('embedded PGlite directory', { timeout: 90_000 }, () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-pglite-'));
    dirs.push(dir);
    return path.join(dir, 'nested', 'pglite');
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('creates missing parent directories and persists data across reopen', async () => {
    const dir = tempDir();
    const first = await openDatabase({ pgliteDir: dir });
    await first.db.execute(sql`create table t (x int)`);
    await first.db.execute(sql`insert into t values (42)`);
    await first.close();
    const second = await openDatabase({ pgliteDir: dir });
    const result = (await second.db.execute(sql`select x from t`)) as unknown as { rows: { x: number }[] };
    expect(result.rows).toEqual([{ x: 42 }]);
    await second.close();
  });

  it('refuses a second opener with a clear message while the first holds the lock', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    // A live process (this one's parent) holds the lock.
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    const attempt = openDatabase({ pgliteDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/já está em uso pelo processo/);
  });

  // A PGLITE_DIR that is a symbolic link crashed with `ErrnoError {errno: 44}`.
  it('opens through a symlinked directory, locking the real one', async () => {
    const real = tempDir();
    fs.mkdirSync(real, { recursive: true });
    const link = path.join(path.dirname(real), 'atalho');
    fs.symlinkSync(real, link);
    const first = await openDatabase({ pgliteDir: link });
    await first.db.execute(sql`create table t (x int)`);
    await first.db.execute(sql`insert into t values (7)`);
    // One lock for every path to the directory: the real path's.
    expect(fs.readFileSync(`${real}.lock`, 'utf8')).toBe(String(process.pid));
    expect(fs.existsSync(`${link}.lock`)).toBe(false);
    await first.close();
    expect(fs.existsSync(path.join(real, 'PG_VERSION'))).toBe(true);
    const second = await openDatabase({ pgliteDir: real });
    const result = (await second.db.execute(sql`select x from t`)) as unknown as { rows: { x: number }[] };
    expect(result.rows).toEqual([{ x: 7 }]);
    await second.close();
  });

  it('names a broken symlink or a path that is not a directory', async () => {
    const base = path.dirname(tempDir());
    fs.mkdirSync(base, { recursive: true });
    const broken = path.join(base, 'quebrado');
    fs.symlinkSync(path.join(base, 'nao-existe'), broken);
    const attempt = openDatabase({ pgliteDir: broken });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseOpenError);
    await expect(openDatabase({ pgliteDir: broken })).rejects.toThrow(
      /PGLITE_DIR \(.*quebrado\) é um link simbólico para .*nao-existe, que não existe/,
    );
    const file = path.join(base, 'arquivo');
    fs.writeFileSync(file, 'x');
    await expect(openDatabase({ pgliteDir: file })).rejects.toThrow(
      /PGLITE_DIR \(.*arquivo\) não é um diretório/,
    );
  });

  it('takes over a lock left by a dead process and releases it on close', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, '999999999');
    const database = await openDatabase({ pgliteDir: dir });
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});

// The embedded portal's memory. The buffer pool is resident in full from the start.
describe('embedded PGlite settings', () => {
  it('runs with a 32 MB buffer pool and 16 MB for maintenance (index builds)', async () => {
    const database = await openDatabase({ inMemory: true });
    try {
      const result = (await database.db.execute(
        sql`select current_setting('shared_buffers') as buffers, current_setting('maintenance_work_mem') as maintenance`,
      )) as unknown as { rows: { buffers: string; maintenance: string }[] };
      expect(result.rows[0]).toEqual({ buffers: '32MB', maintenance: '16MB' });
    } finally {
      await database.close();
    }
  });
});

// Only where the suite runs on PostgreSQL (TEST_DATABASE_URL); PGlite has neither JIT nor workers.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('runs without JIT and without parallel workers (short queries on two cores)', async () => {
    const database = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolMax: 1 });
    try {
      const result = (await database.db.execute(
        sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`,
      )) as unknown as { rows: { jit: string; workers: string }[] };
      expect(result.rows[0]).toEqual({ jit: 'off', workers: '0' });
    } finally {
      await database.close();
    }
  });
});

// The serving portal's pool runs with timeouts; migrations never do.
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL timeouts', () => {
  const url = process.env.TEST_DATABASE_URL!;
  const rows = async (database: Awaited<ReturnType<typeof openDatabase>>, query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, string>[] }).rows;

  it('gives the pool the settings as its sessions (defaults: 10 s, 1 min)', async () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    const database = await openDatabase({ url, poolMax: 1, timeouts: dbTimeouts(env) });
    try {
      expect(
        await rows(
          database,
          sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
        ),
      ).toEqual([{ statement: '10s', idle: '1min' }]);
    } finally {
      await database.close();
    }
  });

  it('cancels a slow statement on the server, a 503, and keeps its live connection', async () => {
    const database = await openDatabase({
      url,
      poolMax: 1,
      timeouts: { statementMs: 300, queryMs: 5_000, idleInTransactionMs: 60_000 },
    });
    try {
      const [before] = await rows(database, sql`select pg_backend_pid()::text as pid`);
      // In a transaction, whose client the pool's guard watches (a failed pool.query always
      // drops its connection, pg-pool's own rule): cancelled is not dead.
      const failure = await database.db
        .transaction((tx) => tx.execute(sql`select pg_sleep(2)`))
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect((failure as Error).cause).toMatchObject({ code: '57014' });
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await rows(database, sql`select pg_backend_pid()::text as pid`)).toEqual([before]);
    } finally {
      await database.close();
    }
  });

  it('migrates without any statement timeout, even one set on the database', async () => {
    const name = `nc_test_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await withDatabase(adminUrl(url), async (c) => {
      await c.query(`CREATE DATABASE ${name}`);
      // Shorter than several migration statements (the extensions, the index builds).
      await c.query(`ALTER DATABASE ${name} SET statement_timeout = '50ms'`);
    });
    const database = await openDatabase({
      url: withDbName(url, name),
      poolMax: 1,
      timeouts: { statementMs: 1_000, queryMs: 2_000, idleInTransactionMs: 60_000 },
    });
    try {
      await database.migrate();
      const [applied] = await rows(
        database,
        sql`select count(*)::text as n from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied!.n)).toBeGreaterThan(20);
    } finally {
      await database.close();
      await withDatabase(adminUrl(url), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});

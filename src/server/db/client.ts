import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import type { Env } from '../env.ts';
import * as schema from './schema/index.ts';
import { markConnectFailure } from './unavailable.ts';

type Schema = typeof schema;
/** The common base of the node-postgres and PGlite Drizzle databases (and of their transactions). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /** Cheap round trip for /api/health. */
  ping(): Promise<void>;
  /**
   * Connections of the PostgreSQL pool: open, idle, and requests waiting for one (metrics).
   * PGlite has one in-process connection and no pool: null.
   */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  url?: string;
  pgliteDir?: string;
  poolMax?: number;
  /** PGlite: load this data directory dump instead of opening a directory (tests). */
  pgliteLoadDataDir?: Blob;
  /** PGlite in memory (tests); ignores pgliteDir. */
  inMemory?: boolean;
  /**
   * PostgreSQL: bounds on the pool's statements (the serving portal passes DB_*_TIMEOUT_MS).
   * Unset: none, for the tools that run long statements on purpose (seed, bench, backup).
   * Migrations never get them (see migrateWithoutTimeouts).
   */
  timeouts?: DbTimeouts;
}

/** The serving portal's DbTimeouts, from its settings (server.ts). */
export function dbTimeouts(
  env: Pick<Env, 'DB_STATEMENT_TIMEOUT_MS' | 'DB_QUERY_TIMEOUT_MS' | 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'>,
): DbTimeouts {
  return {
    statementMs: env.DB_STATEMENT_TIMEOUT_MS,
    queryMs: env.DB_QUERY_TIMEOUT_MS,
    idleInTransactionMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** How long the pool's connections may wait on PostgreSQL (docs/operations.md §4). */
export interface DbTimeouts {
  /** Server side (`statement_timeout`): a statement running longer is cancelled, 57014. */
  statementMs: number;
  /**
   * Client side (`query_timeout`): no answer at all in this long means the connection is dead
   * (a network that drops packets, a frozen proxy); it is destroyed, never reused. Longer than
   * statementMs, so a slow statement on a live connection is cancelled by the server first.
   */
  queryMs: number;
  /** Server side: a session idle inside a transaction this long is ended, releasing its locks. */
  idleInTransactionMs: number;
}

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters. Its
 * WebAssembly memory never shrinks and every page of it PostgreSQL touches stays resident in
 * the process:
 * - `shared_buffers` 32 MB instead of 128 MB: the buffer pool is set up in full at start, so
 *   all of it was resident from the first second, for a much smaller demo database. Pages
 *   outside the pool are read from the data directory, which the operating system caches, at
 *   no measurable cost per request; a smaller pool did cost CPU.
 * - `maintenance_work_mem` 16 MB instead of 64 MB: an index built by a migration (or the demo
 *   seed) touched all of it, resident ever after, for tables of a few MB.
 * Figures: docs/performance-log.md §11 and §12.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'];

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolMax ?? 10, opts.timeouts) : openPglite(opts);
}

/**
 * TCP keepalive on every connection, first probe after this long idle: a peer that vanished
 * (a host gone, a NAT or firewall that forgot the flow) is found by the kernel instead of on
 * the next query. A connection busy with a query is bounded by DbTimeouts.queryMs instead.
 */
const KEEPALIVE_INITIAL_DELAY_MS = 10_000;

async function openPostgres(url: string, max: number, timeouts: DbTimeouts | undefined): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    ...(timeouts && {
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.queryMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    }),
    application_name: 'nc-portal',
    // Short OLTP queries: JIT compilation and parallel workers cost more to start than the
    // work they would speed up, and on two cores workers take the CPU of concurrent requests
    // (docs/performance-log.md §5.7 and §12).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client whose backend dies emits 'error' on the pool; without a listener Node
  // would crash the process. The next query simply gets a fresh connection.
  pool.on('error', (err) => {
    console.warn(`[db] conexão ociosa perdida: ${err.message}`);
  });
  guardCheckouts(pool);
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateWithoutTimeouts(url),
    ping: async () => {
      await pool.query('select 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * Migrations on a connection of their own, without the pool's timeouts (and overriding any set
 * on the role): a migration may build an index for minutes (0021 takes 1.5 min at 1M listings).
 */
async function migrateWithoutTimeouts(url: string): Promise<void> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new pg.Client({
    connectionString: url,
    application_name: 'nc-migrate',
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_INITIAL_DELAY_MS,
    options: '-c statement_timeout=0 -c idle_in_transaction_session_timeout=0',
  });
  await client.connect();
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.end();
  }
}

/** node-postgres' private flag, false once its connection failed; pg-pool reads it too. */
type PooledClient = PoolClient & { _queryable?: boolean };

/**
 * Makes the pool let go of a connection that died while checked out (after a
 * proxy dropped bytes for 10 s the portal answered 503 for 16 minutes). node-postgres alone
 * does not:
 * - A query that hits `query_timeout` fails, but its connection stays "busy" with the lost
 *   query, and Drizzle's transaction() releases it without the error, back into the pool, where
 *   every later query on it waits out the timeout again.
 * - Drizzle's transaction() runs `begin` before its try/finally: when `begin` fails the client
 *   is never released, and the pool shrinks by one for good.
 * - A checked-out client has no 'error' listener (pg-pool only listens while a client is idle),
 *   so a connection reset during a transaction crashed the process.
 * So each checked-out client is watched: when a query on it times out or its connection fails,
 * it is released at once with the error (pg-pool then destroys it; a later release by its user
 * is a no-op), and its 'error' events are listened to.
 */
function guardCheckouts(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (
    cb: (err: Error | undefined, client: PooledClient | undefined, done: (err?: Error) => void) => void,
  ) => void;
  const watched = new WeakSet<PooledClient>();
  const onRelease = new WeakMap<PooledClient, (err: Error) => void>();

  const watch = (client: PooledClient) => {
    watched.add(client);
    client.on('error', (err) => {
      // The user of the client gets the failure from its next query; here it only must not crash.
      if (onRelease.has(client)) console.warn(`[db] conexão perdida durante o uso: ${err.message}`);
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      // Promise form only: the callback form is pool.query's, which releases with the error itself.
      if (result instanceof Promise) {
        result.catch((err: unknown) => {
          const dead =
            client._queryable === false || (err instanceof Error && err.message === 'Query read timeout');
          if (dead && err instanceof Error) onRelease.get(client)?.(err);
        });
      }
      return result;
    };
  };

  const checkOut = (client: PooledClient) => {
    if (!watched.has(client)) watch(client);
    const release = client.release.bind(client);
    let releasedAsDead = false;
    const releaseOnce = (err?: Error | boolean) => {
      // Its user's own release, after the guard let it go as dead: nothing left to do. (A
      // genuine double release still reaches pg-pool, which throws.)
      if (releasedAsDead) return;
      onRelease.delete(client);
      release(err);
    };
    onRelease.set(client, (err) => {
      releaseOnce(err);
      releasedAsDead = true;
    });
    client.release = releaseOnce;
  };

  const guarded = (
    cb?: (err: Error | undefined, client: PooledClient | undefined, done: (err?: Error) => void) => void,
  ): Promise<PooledClient> | undefined => {
    const withClient = (
      resolve: (
        err: Error | undefined,
        client: PooledClient | undefined,
        done: (err?: Error) => void,
      ) => void,
    ) =>
      connect((err, client, done) => {
        if (err || !client)
          return resolve(markConnectFailure(err ?? new Error('sem conexão')), undefined, done);
        checkOut(client);
        resolve(undefined, client, client.release);
      });
    if (cb) {
      withClient(cb);
      return undefined;
    }
    return new Promise((resolve, reject) => {
      withClient((err, client) => (err || !client ? reject(err) : resolve(client)));
    });
  };
  // pool.query() and Drizzle both check clients out through pool.connect().
  (pool as unknown as { connect: typeof guarded }).connect = guarded;
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');

  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (!opts.inMemory && !opts.pgliteLoadDataDir) {
    dataDir = resolveDataDir(opts.pgliteDir ?? './data/pglite');
    releaseLock = takeDirectoryLock(dataDir);
  }
  try {
    const client = await PGlite.create({
      dataDir,
      loadDataDir: opts.pgliteLoadDataDir,
      extensions: { btree_gin, pg_trgm, unaccent },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
    });
    const db = drizzle({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await client.query('select 1');
      },
      poolStats: () => null,
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

/** The database cannot be opened for a reason its operator must fix (the message says which). */
export class DatabaseOpenError extends Error {}

export class DatabaseLockedError extends DatabaseOpenError {}

/**
 * The PGlite data directory as a real path, created if missing (PGlite does not create parents).
 * PGlite mounts the directory into its WASM file system, which stops at a symbolic link: a
 * PGLITE_DIR that is itself a link crashed with `ErrnoError {errno: 44}` (ENOENT).
 * Resolving it first also gives every path to one directory the same lock file. A broken
 * link or a path that is not a directory gets a message that names it.
 */
function resolveDataDir(configured: string): string {
  const dir = path.resolve(configured);
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    let target: string | null = null;
    try {
      target = fs.readlinkSync(dir);
    } catch {
      /* not a link */
    }
    // existsSync follows the link: false when its target is missing.
    if (target !== null && !fs.existsSync(dir))
      throw new DatabaseOpenError(
        `PGLITE_DIR (${dir}) é um link simbólico para ${target}, que não existe. ` +
          'Crie o diretório de destino ou aponte PGLITE_DIR para um diretório existente.',
      );
    throw new DatabaseOpenError(
      code === 'EEXIST' || code === 'ENOTDIR'
        ? `PGLITE_DIR (${dir}) não é um diretório: aponte-o para um diretório (ele é criado se faltar).`
        : `Não foi possível criar o diretório do banco embutido PGLITE_DIR (${dir}): ${code ?? String(err)}.`,
    );
  }
  const real = fs.realpathSync(dir);
  if (!fs.statSync(real).isDirectory())
    throw new DatabaseOpenError(`PGLITE_DIR (${dir}) não é um diretório: aponte-o para um diretório.`);
  return real;
}

/**
 * PGlite does not stop a second process from opening the same directory, and two writers
 * corrupt it (electric-sql/pglite#323). A PID lock file turns that into a clear error;
 * a lock left by a dead process is taken over.
 */
export function takeDirectoryLock(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseLockedError(
          `O banco embutido em ${dir} já está em uso pelo processo ${pid}. ` +
            'Pare o outro processo ou defina DATABASE_URL para usar um PostgreSQL.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new DatabaseLockedError(`Não foi possível travar ${lockPath}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

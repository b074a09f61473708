import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** The common base of the node-postgres and PGlite Drizzle databases (and of their transactions). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  migrate(): Promise<void>;
  /** Cheap round trip for /api/health. */
  ping(): Promise<void>;
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
}

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters. Its
 * WebAssembly memory never shrinks and every page of it PostgreSQL touches stays resident in
 * the process (issue 17):
 * - `shared_buffers` 32 MB instead of 128 MB: the buffer pool is set up in full at start, so
 *   all of it was resident from the first second, for a much smaller demo database. Pages
 *   outside the pool are read from the data directory, which the operating system caches, at
 *   no measurable cost per request; a smaller pool did cost CPU.
 * - `maintenance_work_mem` 16 MB instead of 64 MB: an index built by a migration (or the demo
 *   seed) touched all of it, resident ever after, for tables of a few MB.
 * Figures: docs/performance.md §11 and §12.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB', 'maintenance_work_mem=16MB'];

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolMax ?? 10) : openPglite(opts);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'nc-portal',
    // Short OLTP queries: JIT compilation and parallel workers cost more to start than the
    // work they would speed up, and on two cores workers take the CPU of concurrent requests
    // (docs/performance.md §5.7 and §12).
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  // An idle client whose backend dies emits 'error' on the pool; without a listener Node
  // would crash the process. The next query simply gets a fresh connection.
  pool.on('error', (err) => {
    console.warn(`[db] conexão ociosa perdida: ${err.message}`);
  });
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
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
 * PGLITE_DIR that is itself a link crashed with `ErrnoError {errno: 44}` (ENOENT, issue 17 item
 * 14). Resolving it first also gives every path to one directory the same lock file. A broken
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
function takeDirectoryLock(dir: string): () => void {
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

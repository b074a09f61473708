import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { queryRows } from '../../lib/sql.ts';
import { DatabaseLockedError, openDatabase, takeDirectoryLock, type Database } from '../client.ts';
import { BackupError, listTables, readDatabaseStats, type DatabaseStats, type Query } from './manifest.ts';

/**
 * The embedded database's side (ADR 015). PGlite lets one process at a time open a data
 * directory (the PID lock of db/client.ts), so a backup or restore takes the directory while
 * the portal is stopped: a short, documented pause (docs/operations.md §1).
 */

const queryOf =
  (database: Database): Query =>
  (text) =>
    queryRows<Record<string, unknown>>(database.db, sql.raw(text));

const PAUSE_HINT =
  'O backup e a restauração do banco embutido precisam do portal parado: pare-o (ex.: systemctl stop nc), ' +
  'rode o comando e inicie o portal de novo (docs/operations.md, seção 1).';

/** A data directory holds a database once initdb has written PG_VERSION into it. */
const hasDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

async function open(dir: string): Promise<Database> {
  try {
    return await openDatabase({ pgliteDir: dir });
  } catch (err) {
    if (err instanceof DatabaseLockedError) throw new BackupError(`${err.message}\n${PAUSE_HINT}`);
    throw err;
  }
}

export interface PgliteDump {
  stats: DatabaseStats;
  serverVersion: string;
}

/**
 * Counts every table, then writes the data directory as PGlite's own gzipped tar
 * (`dumpDataDir`, the format `loadDataDir` and the test templates use) into `file`.
 */
export async function dumpPglite(opts: { dir: string; file: string }): Promise<PgliteDump> {
  if (!hasDatabase(path.resolve(opts.dir))) {
    throw new BackupError(
      `Não há banco embutido em PGLITE_DIR (${path.resolve(opts.dir)}): nada para copiar.`,
    );
  }
  const database = await open(opts.dir);
  try {
    const query = queryOf(database);
    const stats = await readDatabaseStats(query);
    const [version] = await query('select version() as v');
    // Everything in the data files, so the copy needs no WAL replay to be whole.
    await query('checkpoint');
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('gzip');
    await fs.promises.writeFile(opts.file, Buffer.from(await dump.arrayBuffer()));
    return { stats, serverVersion: String(version?.v ?? '') };
  } finally {
    await database.close();
  }
}

/** The target directory, its links resolved as db/client.ts resolves them (same lock file). */
function targetDir(dir: string): string {
  const resolved = path.resolve(dir);
  return fs.existsSync(resolved) ? fs.realpathSync(resolved) : resolved;
}

/**
 * What PGLITE_DIR holds: its tables (none when missing or freshly initialised), or, for a
 * folder that is not a database but has files in it, that fact. Opening it takes its lock, so
 * a running portal is reported here, before anything changes.
 */
export async function inspectPgliteTarget(dir: string): Promise<{ tables: string[]; foreignFiles: boolean }> {
  const real = targetDir(dir);
  if (!fs.existsSync(real)) return { tables: [], foreignFiles: false };
  if (!hasDatabase(real)) return { tables: [], foreignFiles: fs.readdirSync(real).length > 0 };
  const database = await open(real);
  try {
    return { tables: await listTables(queryOf(database)), foreignFiles: false };
  } finally {
    await database.close();
  }
}

/**
 * Loads the archive's data directory into a new folder beside PGLITE_DIR, opens it and counts
 * its tables; `check` compares them with the manifest and throws on a difference. Only then is
 * the folder swapped in (two renames), so a failed restore leaves PGLITE_DIR as it was.
 */
export async function restorePglite(opts: {
  dir: string;
  file: string;
  check: (stats: DatabaseStats) => void;
  log: (line: string) => void;
}): Promise<DatabaseStats> {
  const real = targetDir(opts.dir);
  await fs.promises.mkdir(path.dirname(real), { recursive: true });
  const staging = `${real}.restaurando-${process.pid}`;
  await fs.promises.rm(staging, { recursive: true, force: true });
  await fs.promises.mkdir(staging);
  try {
    // dumpDataDir names its entries /PG_VERSION, /base/...: strip the empty first component.
    await tar.extract({ file: opts.file, cwd: staging, strict: true, strip: 1 });
    let stats: DatabaseStats;
    const database = await openDatabase({ pgliteDir: staging }).catch((err: unknown) => {
      throw new BackupError(
        `O banco do backup não abriu nesta versão do NC (o PGlite grava os arquivos de uma versão do PostgreSQL): ${(err as Error).message}`,
      );
    });
    try {
      stats = await readDatabaseStats(queryOf(database));
    } finally {
      await database.close();
    }
    opts.check(stats);
    swapIn(real, staging);
    opts.log(`  banco: ${real} substituído pelo do backup`);
    return stats;
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Puts `staging` in place of `real` while holding real's lock file (the protocol of
 * db/client.ts: `<dir>.lock` holding the PID, created exclusively), so a portal starting right
 * now waits for the lock instead of opening a folder mid-swap.
 */
function swapIn(real: string, staging: string): void {
  let release: () => void;
  try {
    release = takeDirectoryLock(real);
  } catch (err) {
    if (err instanceof DatabaseLockedError) throw new BackupError(`${err.message}\n${PAUSE_HINT}`);
    throw err;
  }
  const old = `${real}.anterior-${process.pid}`;
  try {
    const existed = fs.existsSync(real);
    if (existed) fs.renameSync(real, old);
    try {
      fs.renameSync(staging, real);
    } catch (err) {
      if (existed) fs.renameSync(old, real);
      throw err;
    }
    fs.rmSync(old, { recursive: true, force: true });
  } finally {
    release();
  }
}

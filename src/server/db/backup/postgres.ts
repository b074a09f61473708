import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import {
  BackupError,
  formatSeconds,
  listTables,
  readDatabaseStats,
  type DatabaseStats,
  type Query,
} from './manifest.ts';

/**
 * PostgreSQL's side of backup and restore: pg_dump in the custom format from a snapshot the
 * manifest's counts are read in, pg_restore into an empty database (ADR 015).
 */

/** How the operator can name the database in messages: never with its password. */
export function describeUrl(url: string): string {
  const u = new URL(url);
  return `banco ${decodeURIComponent(u.pathname.slice(1)) || '(padrão)'} em ${u.hostname || 'socket local'}${u.port ? `:${u.port}` : ''}`;
}

/**
 * The connection for pg_dump and pg_restore: the URL without its password, which goes in
 * PGPASSWORD instead, so it never shows in the process list (`ps`).
 */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

const toolPath = (binDir: string | undefined, name: string) => (binDir ? path.join(binDir, name) : name);

const INSTALL_HINT =
  'Instale o cliente do PostgreSQL da mesma versão do servidor (Debian: apt-get install postgresql-client-NN) ' +
  'ou aponte PG_BIN_DIR para a pasta dele (ex.: /usr/lib/postgresql/16/bin).';

/** Runs a tool to the end; its stderr becomes the error's message when it fails. */
function run(file: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new BackupError(`${path.basename(file)} não encontrado (${file}). ${INSTALL_HINT}`)
          : e,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          new BackupError(
            `${path.basename(file)} falhou (código ${code}):\n${err.trim().split('\n').slice(-20).join('\n')}`,
          ),
        );
    });
  });
}

/** Major version of pg_dump or pg_restore: "pg_dump (PostgreSQL) 15.20 (Debian ...)" → 15. */
async function toolMajor(binDir: string | undefined, name: 'pg_dump' | 'pg_restore'): Promise<number> {
  const text = await run(toolPath(binDir, name), ['--version']);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(text);
  if (!match) throw new BackupError(`Versão de ${name} não reconhecida: ${text.trim()}`);
  return Number(match[1]);
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'nc-backup' });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`Não foi possível conectar ao ${describeUrl(url)}: ${(err as Error).message}`);
  }
  // A timeout set on the role (or by the portal's settings) must not cut a long count or ANALYZE.
  await client.query('set statement_timeout = 0; set idle_in_transaction_session_timeout = 0');
  return client;
}

const queryOf =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows as Record<string, unknown>[];

async function serverInfo(client: pg.Client): Promise<{ major: number; version: string }> {
  const [row] = (
    await client.query('select current_setting($1)::int as num, version() as version', ['server_version_num'])
  ).rows as { num: number; version: string }[];
  return { major: Math.floor((row?.num ?? 0) / 10_000), version: row?.version ?? '' };
}

export interface PostgresDump {
  stats: DatabaseStats;
  serverVersion: string;
  dumpToolMajor: number;
}

/**
 * pg_dump of the database while the portal serves. The counts and pg_dump read one snapshot:
 * a REPEATABLE READ transaction exports it (`pg_export_snapshot`), pg_dump imports it with
 * `--snapshot`, and the counts run in the exporting transaction meanwhile. Both take only
 * ACCESS SHARE locks, which no INSERT, UPDATE or DELETE waits for (only DDL does: a migration
 * during a backup waits for it). `-Z 1`: the CPU is shared with the serving portal, and level 1
 * is several times faster than the default for a slightly larger file (docs/performance-log.md §19).
 */
export async function dumpPostgres(opts: {
  url: string;
  file: string;
  binDir?: string;
}): Promise<PostgresDump> {
  const dumpToolMajor = await toolMajor(opts.binDir, 'pg_dump');
  const client = await connect(opts.url);
  try {
    const server = await serverInfo(client);
    if (dumpToolMajor < server.major) {
      throw new BackupError(
        `O pg_dump instalado (PostgreSQL ${dumpToolMajor}) é mais antigo que o servidor (PostgreSQL ${server.major}) ` +
          `e não consegue ler o banco. ${INSTALL_HINT}`,
      );
    }
    await client.query('begin isolation level repeatable read read only');
    const [snap] = (await client.query('select pg_export_snapshot() as id')).rows as { id: string }[];
    const connection = toolConnection(opts.url);
    const [stats] = await Promise.all([
      readDatabaseStats(queryOf(client)),
      run(
        toolPath(opts.binDir, 'pg_dump'),
        [
          '--format=custom',
          '--compress=1',
          `--snapshot=${snap?.id ?? ''}`,
          // A DDL lock held for minutes fails the backup instead of stalling it.
          '--lock-wait-timeout=60000',
          '--no-password',
          `--file=${opts.file}`,
          `--dbname=${connection.dbname}`,
        ],
        connection.env,
      ),
    ]);
    await client.query('commit');
    return { stats, serverVersion: server.version, dumpToolMajor };
  } finally {
    await client.end().catch(() => {});
  }
}

export interface PostgresTarget {
  tables: string[];
}

/** What the target database holds now: a restore refuses any table there unless forced. */
export async function inspectPostgresTarget(url: string): Promise<PostgresTarget> {
  const client = await connect(url);
  try {
    return { tables: await listTables(queryOf(client)) };
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Loads the dump into the database: with `replace`, first drops every schema outside
 * PostgreSQL's own (the application's, drizzle's, the job queue's; the extensions in `public`
 * go with it and the dump recreates them), so nothing of the old database survives to mix
 * with the archive. pg_restore runs with `jobs` processes (data and indexes in parallel),
 * without owners and grants (the restoring role owns everything, as the portal's role did),
 * then ANALYZE gives the planner its statistics (pg_restore does not, and the search's plans
 * depend on them). Answers the loaded database's counts.
 */
export async function restorePostgres(opts: {
  url: string;
  file: string;
  binDir?: string;
  jobs: number;
  replace: boolean;
  dumpToolMajor: number | null;
  log: (line: string) => void;
}): Promise<DatabaseStats> {
  const restoreMajor = await toolMajor(opts.binDir, 'pg_restore');
  if (opts.dumpToolMajor !== null && restoreMajor < opts.dumpToolMajor) {
    throw new BackupError(
      `O pg_restore instalado (PostgreSQL ${restoreMajor}) é mais antigo que o pg_dump que gerou o backup ` +
        `(PostgreSQL ${opts.dumpToolMajor}). ${INSTALL_HINT}`,
    );
  }
  const client = await connect(opts.url);
  try {
    if (opts.replace) {
      const schemas = (
        await client.query(
          `select nspname from pg_namespace
           where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
        )
      ).rows as { nspname: string }[];
      // Another connection using a table (the portal) would make DROP wait without end.
      await client.query(`set lock_timeout = '10s'`);
      try {
        await client.query('begin');
        for (const { nspname } of schemas)
          await client.query(`drop schema "${nspname.replace(/"/g, '""')}" cascade`);
        await client.query('create schema public');
        await client.query('commit');
      } catch (err) {
        await client.query('rollback').catch(() => {});
        if ((err as { code?: string }).code === '55P03')
          throw new BackupError(
            'O banco de destino está em uso por outra conexão (o portal?): pare o portal e repita a restauração.',
          );
        throw err;
      }
      await client.query('reset lock_timeout');
      opts.log(`  banco: apagado o conteúdo anterior (${schemas.map((s) => s.nspname).join(', ')})`);
    }
    const connection = toolConnection(opts.url);
    let started = performance.now();
    await run(
      toolPath(opts.binDir, 'pg_restore'),
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        `--jobs=${opts.jobs}`,
        '--no-password',
        `--dbname=${connection.dbname}`,
        opts.file,
      ],
      // Most of a restore is building indexes (the GINs of the search above all), which the
      // default 64 MB of maintenance_work_mem makes spill to disk; 256 MB per process is the
      // PostgreSQL docs' advice for loading a dump ("Populating a Database") at a size any
      // server running the portal has.
      {
        ...connection.env,
        PGOPTIONS: `${connection.env.PGOPTIONS ?? ''} -c maintenance_work_mem=256MB`.trim(),
      },
    );
    opts.log(`  banco: pg_restore com ${opts.jobs} processo(s) em ${seconds(started)}`);
    started = performance.now();
    await client.query('analyze');
    opts.log(`  banco: ANALYZE em ${seconds(started)}`);
    return await readDatabaseStats(queryOf(client));
  } finally {
    await client.end().catch(() => {});
  }
}

const seconds = (since: number) => formatSeconds(performance.now() - since);

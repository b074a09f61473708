import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * What `npm run backup` writes beside the database and the photos (`manifest.json`, the first
 * entry of the archive) and what `npm run restore` checks after loading: the row count of every
 * table and the migration level, read in the same snapshot as the dump (ADR 015).
 */

/** A failure the operator must act on; its message (Portuguese) says what to do. */
export class BackupError extends Error {}

export const MANIFEST_FILE = 'manifest.json';
/** The archive's folder of photos: the files of UPLOADS_DIR under their own relative paths. */
export const PHOTOS_PREFIX = 'uploads/';

const MigrationLevelSchema = z.object({
  /** Rows of drizzle's `drizzle.__drizzle_migrations`. */
  count: z.number().int().min(0),
  /** Hash and `created_at` (the journal's `when`, ms) of the newest one. */
  lastHash: z.string().nullable(),
  lastCreatedAt: z.string().nullable(),
});
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>;

const DatabaseStatsSchema = z.object({
  /** `schema.table` → exact row count, every table of every non-system schema. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** null: drizzle's table is absent (a database never migrated). */
  migrations: MigrationLevelSchema.nullable(),
});
export type DatabaseStats = z.infer<typeof DatabaseStatsSchema>;

export const ManifestSchema = z.object({
  format: z.literal('nc-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  engine: z.enum(['postgres', 'pglite']),
  database: z.object({
    /** The entry of the archive: `database.pgdump` (pg_dump custom format) or `database.pglite.tar.gz`. */
    file: z.string().regex(/^database\.[a-z.]+$/),
    bytes: z.number().int().min(0),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** `select version()` of the source. */
    serverVersion: z.string(),
    /** PostgreSQL: the major version of the pg_dump that wrote it (pg_restore must be as new). */
    dumpToolMajor: z.number().int().nullable(),
  }),
  stats: DatabaseStatsSchema,
  photos: z.discriminatedUnion('storage', [
    z.object({ storage: z.literal('disk'), files: z.number().int().min(0), bytes: z.number().int().min(0) }),
    /** With S3_BUCKET the photos stay in the bucket: not in the archive (versioning backs them up). */
    z.object({ storage: z.literal('s3'), bucket: z.string() }),
  ]),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** Runs one SQL text and answers its rows (a pg client or a Drizzle database, see callers). */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** Tables of the application, drizzle's and the job queue's: everything outside PostgreSQL's own schemas. */
const USER_TABLES = `
  select n.nspname as schema, c.relname as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    -- an extension's own tables are recreated by CREATE EXTENSION, not dumped
    and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass
                    and d.objid = c.oid and d.deptype = 'e')
  order by 1, 2`;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables outside PostgreSQL's own schemas, as `schema.table` (a target is empty without any). */
export async function listTables(query: Query): Promise<string[]> {
  const rows = await query(USER_TABLES);
  return rows.map((r) => `${String(r.schema)}.${String(r.name)}`);
}

/**
 * Exact row counts of every table and drizzle's migration level. Run inside the dump's snapshot
 * (PostgreSQL) or with the database closed to everyone else (PGlite), so they describe exactly
 * what the archive holds.
 */
export async function readDatabaseStats(query: Query): Promise<DatabaseStats> {
  const rows = await query(USER_TABLES);
  const tables: Record<string, number> = {};
  for (const row of rows) {
    const schema = String(row.schema);
    const name = String(row.name);
    const [count] = await query(`select count(*)::text as n from ${quoteIdent(schema)}.${quoteIdent(name)}`);
    tables[`${schema}.${name}`] = Number(count?.n ?? 0);
  }
  let migrations: MigrationLevel | null = null;
  if (tables['drizzle.__drizzle_migrations'] !== undefined) {
    const [level] = await query(
      `select count(*)::int as count,
              (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as hash,
              max(created_at)::text as created_at
       from drizzle.__drizzle_migrations`,
    );
    migrations = {
      count: Number(level?.count ?? 0),
      lastHash: level?.hash == null ? null : String(level.hash),
      lastCreatedAt: level?.created_at == null ? null : String(level.created_at),
    };
  }
  return { tables, migrations };
}

const fmt = new Intl.NumberFormat('pt-BR');

/**
 * How the loaded database differs from the manifest, one Portuguese line per difference
 * (a missing or extra table, a row count, the migration level); empty when they agree.
 */
export function compareStats(expected: DatabaseStats, actual: DatabaseStats): string[] {
  const problems: string[] = [];
  for (const [table, count] of Object.entries(expected.tables)) {
    const got = actual.tables[table];
    if (got === undefined)
      problems.push(`tabela ${table} ausente (o manifesto tem ${fmt.format(count)} linhas)`);
    else if (got !== count)
      problems.push(`tabela ${table}: ${fmt.format(got)} linhas, o manifesto tem ${fmt.format(count)}`);
  }
  for (const table of Object.keys(actual.tables)) {
    if (expected.tables[table] === undefined) problems.push(`tabela ${table} a mais (fora do manifesto)`);
  }
  const a = expected.migrations;
  const b = actual.migrations;
  if (a?.count !== b?.count || a?.lastHash !== b?.lastHash || a?.lastCreatedAt !== b?.lastCreatedAt) {
    problems.push(`migrações: ${describeLevel(b)}, o manifesto tem ${describeLevel(a)}`);
  }
  return problems;
}

export function describeLevel(level: MigrationLevel | null): string {
  if (!level) return 'nenhuma (tabela drizzle.__drizzle_migrations ausente)';
  const hash = level.lastHash ? `, a última ${level.lastHash.slice(0, 12)}` : '';
  return `${level.count}${hash}`;
}

/** Total rows of the stats, for the operator's summary. */
export const totalRows = (stats: DatabaseStats) => Object.values(stats.tables).reduce((a, b) => a + b, 0);

/** "12,3 MB", "845 KB", "1,2 GB": sizes for the operator, in Portuguese notation. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** "4,2 s", "1 min 03 s" */
export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(s)} s`;
  return `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
}

export const formatCount = (n: number) => fmt.format(n);

/**
 * The NC version, from the package.json above this module (the source tree or a compiled
 * copy of it): it goes into the manifest, so an archive says which code wrote it.
 */
export function appVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'nc-portal') return pkg.version ?? 'desconhecida';
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'desconhecida';
    dir = parent;
  }
}

/**
 * Migrations this code knows (drizzle's journal): an archive written by newer code has more,
 * and the portal started over it would run code older than its tables.
 */
export function codeMigrationCount(): number | null {
  const journal = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    'migrations',
    'meta',
    '_journal.json',
  );
  try {
    return (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
  } catch {
    return null;
  }
}

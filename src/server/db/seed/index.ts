import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { seedDemo, type DemoCounts } from './demo.ts';
import { seedReferenceData } from './reference.ts';
import { queryRows } from '../../lib/sql.ts';

export * from './demo-password.ts';

export interface SeedOptions {
  uploadsDir: string;
  /** Wipe every table and the listing pictures first, then seed again. */
  reset?: boolean;
  /** Progress lines in Portuguese. */
  log?: (line: string) => void;
  /**
   * The argon2id hash of the demo accounts' password, asked for only when the demo is seeded
   * (so no password file is made for a database in use). See demo-password.ts.
   */
  demoPasswordHash: () => Promise<string>;
}

export interface SeedCounts extends DemoCounts {
  states: number;
  cities: number;
  categories: number;
  subcategories: number;
  plans: number;
  users: number;
}

/** Arbitrary, fixed key of the advisory lock that serialises seeding. */
const SEED_LOCK_KEY = 6_270_001;

export type SeedResult = { seeded: false } | { seeded: true; counts: SeedCounts; elapsedMs: number };

/** "Empty" means nobody has used it yet: no accounts and no listings (reference data may be there). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    db,
    sql`select (exists (select 1 from usuarios) or exists (select 1 from anuncios)) as used`,
  );
  return row?.used === false;
}

/**
 * Seeds reference data and the demo into an empty database (or, with `reset`, into a wiped one).
 * A database in use only gets the reference data it lacks (never overwriting what is there):
 * `{ seeded: false }`. Everything runs in one transaction, so a
 * crash leaves the database as it was.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  if (!opts.reset && !(await isDatabaseEmpty(db))) {
    // Reference data added by a later version (e.g. city coordinates) still reaches it.
    await seedReferenceData(db);
    return { seeded: false };
  }
  if (opts.reset) {
    log('Apagando imagens de anúncios...');
    await fs.rm(path.join(opts.uploadsDir, 'anuncios'), { recursive: true, force: true });
  }
  const demo = await db.transaction(async (tx) => {
    // Two app processes starting together on one PostgreSQL must not both seed: the second
    // waits here, then finds the data and backs off.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!opts.reset && !(await isDatabaseEmpty(tx))) return null;
    if (opts.reset) {
      log('Apagando todos os dados...');
      await wipeTables(tx);
    }
    log('Dados de referência: estados, municípios, categorias e planos...');
    await seedReferenceData(tx);
    log('Dados de demonstração...');
    const passwordHash = await opts.demoPasswordHash();
    return seedDemo(tx, { uploadsDir: opts.uploadsDir, passwordHash, log });
  });
  if (!demo) return { seeded: false };
  const counts = await countReference(db);
  return { seeded: true, counts: { ...counts, ...demo }, elapsedMs: Math.round(performance.now() - started) };
}

/** Every table of the public schema (migrations live in the `drizzle` schema and stay). */
async function wipeTables(db: Db): Promise<void> {
  const names = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const tables = names.map((r) => sql`${sql.identifier('public')}.${sql.identifier(r.name)}`);
  if (tables.length === 0) return;
  await db.execute(sql`truncate table ${sql.join(tables, sql`, `)} restart identity cascade`);
}

async function countReference(db: Db) {
  const [row] = await queryRows<Omit<SeedCounts, keyof DemoCounts>>(
    db,
    sql`
    select
      (select count(*)::int from estados) as states,
      (select count(*)::int from cidades) as cities,
      (select count(*)::int from categorias) as categories,
      (select count(*)::int from subcategorias) as subcategories,
      (select count(*)::int from planos) as plans,
      (select count(*)::int from usuarios) as users
  `,
  );
  if (!row) throw new Error('contagem vazia');
  return row;
}

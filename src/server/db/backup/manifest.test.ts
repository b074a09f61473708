import { describe, expect, it } from 'vitest';
import {
  codeMigrationCount,
  compareStats,
  formatBytes,
  formatSeconds,
  ManifestSchema,
  type DatabaseStats,
} from './manifest.ts';

const stats = (
  tables: Record<string, number>,
  count = 32,
  hash: string | null = 'a'.repeat(64),
): DatabaseStats => ({
  tables,
  migrations: { count, lastHash: hash, lastCreatedAt: '1795887501448' },
});

describe('compareStats', () => {
  it('agrees when every table, count and the migration level are the same', () => {
    const s = stats({ 'public.usuarios': 3, 'drizzle.__drizzle_migrations': 32 });
    expect(compareStats(s, structuredClone(s))).toEqual([]);
  });

  it('names each difference: a row count, a missing and an extra table, the migration level', () => {
    const expected = stats({ 'public.usuarios': 1234, 'public.anuncios': 10, 'pgboss.job': 0 });
    const actual = stats({ 'public.usuarios': 1233, 'pgboss.job': 0, 'public.sobra': 1 }, 31, 'b'.repeat(64));
    expect(compareStats(expected, actual)).toEqual([
      'tabela public.usuarios: 1.233 linhas, o manifesto tem 1.234',
      'tabela public.anuncios ausente (o manifesto tem 10 linhas)',
      'tabela public.sobra a mais (fora do manifesto)',
      'migrações: 31, a última bbbbbbbbbbbb, o manifesto tem 32, a última aaaaaaaaaaaa',
    ]);
  });

  it('sees a database never migrated', () => {
    expect(compareStats(stats({}), { tables: {}, migrations: null })).toEqual([
      'migrações: nenhuma (tabela drizzle.__drizzle_migrations ausente), o manifesto tem 32, a última aaaaaaaaaaaa',
    ]);
  });
});

describe('the manifest', () => {
  const valid = {
    format: 'nc-backup',
    version: 1,
    createdAt: '2026-11-28T17:47:38.754Z',
    appVersion: '0.1.0',
    engine: 'postgres',
    database: {
      file: 'database.pgdump',
      bytes: 10,
      sha256: 'c'.repeat(64),
      serverVersion: 'PostgreSQL 15.20',
      dumpToolMajor: 15,
    },
    stats: stats({ 'public.usuarios': 1 }),
    photos: { storage: 's3', bucket: 'fotos-nc' },
  };

  it('accepts what backup writes and refuses another format or a path outside the archive root', () => {
    expect(ManifestSchema.safeParse(valid).success).toBe(true);
    expect(ManifestSchema.safeParse({ ...valid, version: 2 }).success).toBe(false);
    expect(
      ManifestSchema.safeParse({ ...valid, database: { ...valid.database, file: '../x' } }).success,
    ).toBe(false);
  });

  it('knows how many migrations this code has (drizzle journal)', () => {
    expect(codeMigrationCount()).toBeGreaterThan(30);
  });
});

describe('sizes and times for the operator', () => {
  it('writes them in Portuguese notation', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(162.4 * 1024 * 1024)).toBe('162 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1,3 GB');
    expect(formatSeconds(4_230)).toBe('4,2 s');
    expect(formatSeconds(63_400)).toBe('1 min 03 s');
  });
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import { queryRows } from '../../lib/sql.ts';
import { withDbName } from '../../test/global-setup.ts';
import { webpImage } from '../../test/image-fixtures.ts';
import { adminUrl, withDatabase } from '../../test/pg-admin.ts';
import { insertListing, insertUser } from '../../test/factories/index.ts';
import { openDatabase } from '../client.ts';
import { createBackup, type DataLocation } from './backup.ts';
import { codeMigrationCount, readDatabaseStats, type DatabaseStats, type Manifest } from './manifest.ts';
import { inspectPgliteTarget } from './pglite.ts';
import { inspectPostgresTarget } from './postgres.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run backup` / `npm run restore` on the engine of this run (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): data written, backed up, restored into an empty target,
 * then the same rows, a login and a photo from an app built over the restored database.
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const pgTemplate = inject('pgTemplate');
const usePostgres = Boolean(pgUrl && pgTemplate);
const engine = usePostgres ? 'postgres' : 'pglite';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-backup-test-'));
const createdDatabases: string[] = [];
let seq = 0;

/** A place for the data: a new PostgreSQL database (empty, or a copy of the test template) or a PGlite folder. */
async function newLocation(opts: { fromTemplate: boolean }): Promise<DataLocation> {
  seq += 1;
  const uploadsDir = path.join(root, `uploads-${seq}`);
  if (usePostgres) {
    const name = `nc_test_backup_${process.pid}_${seq}`;
    const template = opts.fromTemplate ? ` TEMPLATE ${pgTemplate}` : '';
    await withDatabase(adminUrl(pgUrl as string), (c) => c.query(`CREATE DATABASE ${name}${template}`));
    createdDatabases.push(name);
    return { databaseUrl: withDbName(pgUrl as string, name), pgliteDir: '', uploadsDir };
  }
  const pgliteDir = path.join(root, `pglite-${seq}`);
  if (opts.fromTemplate) {
    fs.mkdirSync(pgliteDir);
    // The template is PGlite's own dump of a migrated, seeded data directory (global-setup.ts).
    await tar.extract({ file: inject('pgliteTemplate') as string, cwd: pgliteDir, strip: 1 });
  }
  return { pgliteDir, uploadsDir };
}

const open = (at: DataLocation) => openDatabase({ url: at.databaseUrl, pgliteDir: at.pgliteDir, poolMax: 1 });

async function statsOf(at: DataLocation): Promise<DatabaseStats> {
  const database = await open(at);
  try {
    return await readDatabaseStats((text) => queryRows(database.db, sql.raw(text)));
  } finally {
    await database.close();
  }
}

async function tablesOf(at: DataLocation): Promise<string[]> {
  return at.databaseUrl
    ? (await inspectPostgresTarget(at.databaseUrl)).tables
    : (await inspectPgliteTarget(at.pgliteDir)).tables;
}

const PASSWORD = 'senha do backup 2026';
const hasher = createPasswordHasher({ memoryCost: 4096, timeCost: 1 });

describe(`backup and restore (${engine})`, () => {
  let source: DataLocation;
  let archive: string;
  let manifest: Manifest;
  let sourceStats: DatabaseStats;
  let email: string;
  let photoUrl: string;
  let photo: Buffer;
  const archives = () => path.join(root, `archive-${++seq}.tar`);

  beforeAll(async () => {
    source = await newLocation({ fromTemplate: true });
    const database = await open(source);
    try {
      const user = await insertUser(database.db, { passwordHash: await hasher.hash(PASSWORD) });
      email = user.email;
      const listing = await insertListing(database.db, { advertiserCode: user.code, imageCount: 1 });
      const image = listing.images[0];
      if (!image) throw new Error('sem imagem');
      photoUrl = image.url;
      photo = await webpImage();
      // The three sizes the image pipeline writes, under UPLOADS_DIR as their URLs say.
      for (const [url, bytes] of [
        [image.url, photo],
        [image.thumbUrl, Buffer.from('miniatura')],
        [image.ogUrl, Buffer.from('og')],
      ] as const) {
        const file = path.join(source.uploadsDir, (url as string).replace(/^\/uploads\//, ''));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, bytes);
      }
      // An upload in progress (local-disk storage's temporary name) stays out of the archive.
      fs.writeFileSync(path.join(source.uploadsDir, 'anuncios', 'x.webp.1234.tmp'), 'pela metade');
    } finally {
      await database.close();
    }
    sourceStats = await statsOf(source);
    archive = archives();
    ({ manifest } = await createBackup({ ...source, out: archive, appVersion: '9.9.9' }));
  });

  afterAll(async () => {
    for (const name of createdDatabases) {
      await withDatabase(adminUrl(pgUrl as string), (c) =>
        c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes one archive: the manifest first, the database, the photos; counts and migration level in the manifest', async () => {
    const entries: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => entries.push(e.path) });
    const databaseFile = engine === 'postgres' ? 'database.pgdump' : 'database.pglite.tar.gz';
    expect(entries.slice(0, 2)).toEqual(['manifest.json', databaseFile]);
    // Personal data and password hashes: readable by its owner only.
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(entries.slice(2).sort()).toEqual(
      ['1-1000.webp', '1-300.webp', '1-og.jpg'].map((f) => `${path.posix.dirname(photoUrl.slice(1))}/${f}`),
    );
    expect(manifest).toMatchObject({
      format: 'nc-backup',
      version: 1,
      appVersion: '9.9.9',
      engine,
      database: { file: databaseFile, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      photos: { storage: 'disk', files: 3, bytes: photo.length + 'miniatura'.length + 'og'.length },
    });
    expect(manifest.stats).toEqual(sourceStats);
    expect(manifest.stats.tables['public.usuarios']).toBeGreaterThan(0);
    expect(manifest.stats.tables['drizzle.__drizzle_migrations']).toBe(codeMigrationCount());
    expect(manifest.stats.migrations?.count).toBe(codeMigrationCount());
    expect(manifest.stats.migrations?.lastHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('restores into an empty target: the same rows, a login works and the photo loads', async () => {
    const target = await newLocation({ fromTemplate: false });
    const result = await restoreBackup({ ...target, archive, force: false });
    expect(result.stats).toEqual(sourceStats);
    expect(await statsOf(target)).toEqual(sourceStats);

    const database = await open(target);
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      UPLOADS_DIR: target.uploadsDir,
      PUBLIC_URL: 'http://localhost:3000',
      VIACEP_URL: 'http://127.0.0.1:9/ws',
      BRASILAPI_URL: 'http://127.0.0.1:9/api/cep/v1',
    });
    const app = await buildApp({ env, database, web: false, logger: false });
    try {
      await app.ready();
      const login = await app.inject({
        method: 'POST',
        url: '/api/usuarios/login',
        payload: { usuario: email, senha: PASSWORD, lembrar: false },
      });
      expect(login.statusCode, login.body).toBe(200);
      const me = await app.inject({
        url: '/api/usuarios/me',
        headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
      });
      expect(me.json()).toMatchObject({ email });
      const image = await app.inject({ url: photoUrl });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(photo)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a target with data without --force, and changes nothing', async () => {
    // The source itself: tables and photos.
    await expect(restoreBackup({ ...source, archive, force: false })).rejects.toThrow(
      /O destino não está vazio:\n {2}- .*: \d+ tabelas \(esquemas .*public.*\)\n {2}- a pasta de fotos UPLOADS_DIR \(.*\): tem arquivos\nA restauração apaga tudo .* --force\./,
    );
    expect(await statsOf(source)).toEqual(sourceStats);
    expect(fs.existsSync(path.join(source.uploadsDir, photoUrl.replace(/^\/uploads\//, '')))).toBe(true);

    // An empty database beside a folder of photos that already has files.
    const target = await newLocation({ fromTemplate: false });
    fs.mkdirSync(target.uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(target.uploadsDir, 'outra.webp'), 'foto de outro portal');
    await expect(restoreBackup({ ...target, archive, force: false })).rejects.toThrow(
      /O destino não está vazio:\n {2}- a pasta de fotos UPLOADS_DIR \(.*\): tem arquivos\n/,
    );
    expect(fs.readdirSync(target.uploadsDir)).toEqual(['outra.webp']);
    if (target.databaseUrl) expect(await tablesOf(target)).toEqual([]);
    else expect(fs.existsSync(target.pgliteDir)).toBe(false);
  });

  it('with --force replaces what the target had, database and photos', async () => {
    const target = await newLocation({ fromTemplate: false });
    await restoreBackup({ ...target, archive, force: false });
    const database = await open(target);
    try {
      await insertUser(database.db);
    } finally {
      await database.close();
    }
    fs.writeFileSync(path.join(target.uploadsDir, 'sobra.webp'), 'a mais');

    await restoreBackup({ ...target, archive, force: true });
    expect(await statsOf(target)).toEqual(sourceStats);
    expect(fs.existsSync(path.join(target.uploadsDir, 'sobra.webp'))).toBe(false);
  });

  it('fails loudly when the loaded database does not match the manifest', async () => {
    // The same archive with one count changed in its manifest.
    const work = fs.mkdtempSync(path.join(root, 'tampered-'));
    await tar.extract({ file: archive, cwd: work });
    const tampered = { ...manifest, stats: { ...manifest.stats, tables: { ...manifest.stats.tables } } };
    tampered.stats.tables['public.usuarios'] = (tampered.stats.tables['public.usuarios'] ?? 0) + 1;
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(tampered));
    const bad = archives();
    await tar.create({ file: bad, cwd: work }, ['manifest.json', manifest.database.file, 'uploads']);

    const target = await newLocation({ fromTemplate: false });
    await expect(restoreBackup({ ...target, archive: bad, force: false })).rejects.toThrow(
      /O banco restaurado não confere com o manifesto do backup:\n {2}- tabela public\.usuarios: \d+ linhas, o manifesto tem \d+/,
    );
    // The embedded database is checked before it is moved into place: the target stays as it was.
    if (!target.databaseUrl) expect(fs.existsSync(target.pgliteDir)).toBe(false);

    // A damaged database file is caught by its checksum, before anything is loaded.
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest));
    const dump = path.join(work, manifest.database.file);
    const bytes = fs.readFileSync(dump);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    fs.writeFileSync(dump, bytes);
    const corrupt = archives();
    await tar.create({ file: corrupt, cwd: work }, ['manifest.json', manifest.database.file]);
    const untouched = await newLocation({ fromTemplate: false });
    await expect(restoreBackup({ ...untouched, archive: corrupt, force: false })).rejects.toThrow(
      /está corrompido: o banco \(database\.[a-z.]+\) não confere com o manifesto/,
    );
    if (untouched.databaseUrl) expect(await tablesOf(untouched)).toEqual([]);
    else expect(fs.existsSync(untouched.pgliteDir)).toBe(false);
  });

  it.runIf(engine === 'postgres')(
    'backs PostgreSQL up while it takes writes: the counts describe exactly the dump',
    async () => {
      const database = await open(source);
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          await insertUser(database.db);
          written += 1;
        }
      })();
      try {
        await new Promise((r) => setTimeout(r, 100));
        const busy = archives();
        const { manifest: during } = await createBackup({ ...source, out: busy, appVersion: '9.9.9' });
        writing = false;
        await writer;
        const target = await newLocation({ fromTemplate: false });
        // The restore compares every count with the manifest and would throw on a difference.
        await restoreBackup({ ...target, archive: busy, force: false });
        const users = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from usuarios`,
        );
        expect(written).toBeGreaterThan(0);
        expect(users[0]?.n).toBeGreaterThan(during.stats.tables['public.usuarios'] ?? 0);
      } finally {
        writing = false;
        await writer;
        await database.close();
      }
    },
  );

  it.runIf(engine === 'postgres')('refuses a pg_dump that is missing or older than the server', async () => {
    const bin = fs.mkdtempSync(path.join(root, 'bin-'));
    const out = archives();
    await expect(createBackup({ ...source, pgBinDir: bin, out, appVersion: '9.9.9' })).rejects.toThrow(
      /pg_dump não encontrado .*PG_BIN_DIR/,
    );
    fs.writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', {
      mode: 0o755,
    });
    await expect(createBackup({ ...source, pgBinDir: bin, out, appVersion: '9.9.9' })).rejects.toThrow(
      /O pg_dump instalado \(PostgreSQL 9\) é mais antigo que o servidor \(PostgreSQL \d+\)/,
    );
    expect(fs.existsSync(out)).toBe(false);
  });

  it.runIf(engine === 'pglite')(
    'says so, and copies nothing, while the portal holds the embedded database',
    async () => {
      const lock = `${fs.realpathSync(source.pgliteDir)}.lock`;
      fs.writeFileSync(lock, String(process.ppid)); // a live process other than this one
      try {
        await expect(createBackup({ ...source, out: archives(), appVersion: '9.9.9' })).rejects.toThrow(
          /já está em uso pelo processo \d+[\s\S]*precisam do portal parado/,
        );
      } finally {
        fs.rmSync(lock, { force: true });
      }
    },
  );

  it('the commands print their progress and exit 0, or exit 1 with the reason', async () => {
    const env = {
      ...(source.databaseUrl
        ? { DATABASE_URL: source.databaseUrl }
        : { DATABASE_URL: '', PGLITE_DIR: source.pgliteDir }),
      UPLOADS_DIR: source.uploadsDir,
      NODE_ENV: 'production',
    };
    const out = archives();
    const backup = await cli('backup', ['--out', out], env);
    expect(backup.code, backup.err).toBe(0);
    expect(backup.out).toMatch(/banco: \d+ tabelas, [\d.]+ linhas, migrações \d+/);
    expect(backup.out).toContain('fotos: 3 arquivos');
    expect(backup.out).toMatch(new RegExp(`Backup concluído em [\\d,]+ s: ${out} \\([\\d,]+ (KB|MB)\\)\\.`));

    const again = await cli('backup', ['--out', out], env);
    expect(again.code).toBe(1);
    expect(again.err).toContain('já existe');

    const restore = await cli('restore', [out], env);
    expect(restore.code).toBe(1);
    expect(restore.err).toMatch(/O destino não está vazio:\n {2}- .*tabelas[\s\S]*--force/);
  }, 120_000);
});

function cli(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${command}.ts`, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`o comando não terminou: ${out}${err}`));
    }, 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

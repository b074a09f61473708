import fs from 'node:fs';
import path from 'node:path';
import { listPhotoFiles, sha256File, writeArchive, type PhotoFiles } from './archive.ts';
import {
  BackupError,
  MANIFEST_FILE,
  formatBytes,
  formatCount,
  formatSeconds,
  describeLevel,
  totalRows,
  type Manifest,
} from './manifest.ts';
import { dumpPglite } from './pglite.ts';
import { describeUrl, dumpPostgres } from './postgres.ts';

/** Where the data are, as the portal's settings say (src/server/env.ts). */
export interface DataLocation {
  /** Set: PostgreSQL; unset: PGlite in pgliteDir. */
  databaseUrl?: string;
  pgliteDir: string;
  uploadsDir: string;
  /** Set: the photos live in this S3 bucket, not in uploadsDir. */
  s3Bucket?: string;
  /** Folder of pg_dump and pg_restore (PG_BIN_DIR); unset: the PATH. */
  pgBinDir?: string;
}

export interface BackupResult {
  manifest: Manifest;
  bytes: number;
  ms: number;
}

/**
 * `npm run backup`: one archive with the database, the local photos and the manifest
 * (ADR 015). The database first, then the photos: a photo uploaded meanwhile may be in the
 * archive without its row (harmless: an orphan file), and every row of the dump finds its files,
 * since photos are never rewritten, except those of an ad deleted during the backup.
 */
export async function createBackup(
  opts: DataLocation & { out: string; appVersion: string; log?: (line: string) => void; now?: Date },
): Promise<BackupResult> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const out = path.resolve(opts.out);
  if (fs.existsSync(out)) throw new BackupError(`O arquivo ${out} já existe: escolha outro nome com --out.`);
  await fs.promises.mkdir(path.dirname(out), { recursive: true });
  // Beside the archive, so the final rename stays on one file system and /tmp need not hold a dump.
  const staging = await fs.promises.mkdtemp(path.join(path.dirname(out), '.nc-backup-'));
  try {
    const engine = opts.databaseUrl ? 'postgres' : 'pglite';
    log(
      engine === 'postgres'
        ? `Backup do NC: PostgreSQL, ${describeUrl(opts.databaseUrl as string)}`
        : `Backup do NC: banco embutido em ${path.resolve(opts.pgliteDir)}`,
    );
    let step = performance.now();
    const databaseFile = engine === 'postgres' ? 'database.pgdump' : 'database.pglite.tar.gz';
    const dumpPath = path.join(staging, databaseFile);
    const dump =
      engine === 'postgres'
        ? await dumpPostgres({ url: opts.databaseUrl as string, file: dumpPath, binDir: opts.pgBinDir })
        : { ...(await dumpPglite({ dir: opts.pgliteDir, file: dumpPath })), dumpToolMajor: null };
    const dumpBytes = fs.statSync(dumpPath).size;
    log(
      `  banco: ${Object.keys(dump.stats.tables).length} tabelas, ${formatCount(totalRows(dump.stats))} linhas, ` +
        `migrações ${describeLevel(dump.stats.migrations)}; ${formatBytes(dumpBytes)} em ${formatSeconds(performance.now() - step)}`,
    );

    step = performance.now();
    let photos: PhotoFiles = { files: [], bytes: 0 };
    if (opts.s3Bucket) {
      log(
        `  fotos: no bucket S3 ${opts.s3Bucket}, fora deste arquivo (faça o backup delas com o versionamento do bucket)`,
      );
    } else {
      photos = await listPhotoFiles(opts.uploadsDir);
      log(
        `  fotos: ${formatCount(photos.files.length)} arquivos, ${formatBytes(photos.bytes)} (${path.resolve(opts.uploadsDir)})`,
      );
    }

    const manifest: Manifest = {
      format: 'nc-backup',
      version: 1,
      createdAt: (opts.now ?? new Date()).toISOString(),
      appVersion: opts.appVersion,
      engine,
      database: {
        file: databaseFile,
        bytes: dumpBytes,
        sha256: await sha256File(dumpPath),
        serverVersion: dump.serverVersion,
        dumpToolMajor: dump.dumpToolMajor,
      },
      stats: dump.stats,
      photos: opts.s3Bucket
        ? { storage: 's3', bucket: opts.s3Bucket }
        : { storage: 'disk', files: photos.files.length, bytes: photos.bytes },
    };
    await fs.promises.writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const bytes = await writeArchive({ out, staging, databaseFile, uploadsDir: opts.uploadsDir, photos });
    log(`  arquivo: ${out}, ${formatBytes(bytes)} em ${formatSeconds(performance.now() - step)}`);
    return { manifest, bytes, ms: performance.now() - started };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  emptyDirectory,
  extractDatabaseParts,
  extractPhotos,
  hasAnyFile,
  listPhotoFiles,
  sha256File,
} from './archive.ts';
import type { DataLocation } from './backup.ts';
import {
  BackupError,
  MANIFEST_FILE,
  ManifestSchema,
  codeMigrationCount,
  compareStats,
  describeLevel,
  formatBytes,
  formatCount,
  formatSeconds,
  totalRows,
  type DatabaseStats,
  type Manifest,
} from './manifest.ts';
import { inspectPgliteTarget, restorePglite } from './pglite.ts';
import { describeUrl, inspectPostgresTarget, restorePostgres } from './postgres.ts';

export interface RestoreResult {
  manifest: Manifest;
  stats: DatabaseStats;
  ms: number;
  /** Notes for the operator that did not stop the restore (an archive from newer code, S3). */
  warnings: string[];
}

/**
 * `npm run restore`: loads an archive of `npm run backup` into the configured database and
 * UPLOADS_DIR (ADR 015). Refuses a target with any table or any photo unless `force`, before
 * changing anything; after loading, compares every table's rows and the migration level with
 * the manifest and throws on any difference.
 */
export async function restoreBackup(
  opts: DataLocation & { archive: string; force: boolean; jobs?: number; log?: (line: string) => void },
): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  const started = performance.now();
  const archive = path.resolve(opts.archive);
  if (!fs.existsSync(archive)) throw new BackupError(`Arquivo de backup não encontrado: ${archive}`);
  const staging = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'nc-restore-'));
  try {
    let step = performance.now();
    if (!(await extractDatabaseParts(archive, staging)))
      throw new BackupError(`${archive} não é um backup do NC: falta o ${MANIFEST_FILE}.`);
    const manifest = readManifest(path.join(staging, MANIFEST_FILE));
    const dumpPath = path.join(staging, manifest.database.file);
    if (!fs.existsSync(dumpPath) || (await sha256File(dumpPath)) !== manifest.database.sha256) {
      throw new BackupError(
        `O arquivo ${archive} está corrompido: o banco (${manifest.database.file}) não confere com o manifesto.`,
      );
    }
    log(
      `Restauração do NC: backup de ${manifest.createdAt} (NC ${manifest.appVersion}, ${manifest.engine}), ` +
        `${Object.keys(manifest.stats.tables).length} tabelas, ${formatCount(totalRows(manifest.stats))} linhas; lido em ${formatSeconds(performance.now() - step)}`,
    );

    const engine = opts.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.engine !== engine) {
      throw new BackupError(
        manifest.engine === 'postgres'
          ? 'Este backup é de um PostgreSQL (pg_dump) e o destino é o banco embutido: defina DATABASE_URL com o banco (vazio) onde restaurar.'
          : 'Este backup é do banco embutido (PGlite) e DATABASE_URL aponta um PostgreSQL: restaure-o sem DATABASE_URL, em PGLITE_DIR.',
      );
    }
    const warnings: string[] = [];
    const known = codeMigrationCount();
    const archived = manifest.stats.migrations?.count ?? 0;
    if (known !== null && archived > known) {
      warnings.push(
        `O backup vem de uma versão mais nova do NC (${archived} migrações; este código conhece ${known}): ` +
          'inicie o portal com a versão que o gerou (ou mais nova).',
      );
    }

    // Every check before any change: a refused restore leaves the target as it was.
    const photosOnDisk = manifest.photos.storage === 'disk';
    const uploadsDir = path.resolve(opts.uploadsDir);
    const where =
      engine === 'postgres'
        ? describeUrl(opts.databaseUrl as string)
        : `banco embutido em ${path.resolve(opts.pgliteDir)}`;
    const occupied: string[] = [];
    if (engine === 'postgres') {
      const target = await inspectPostgresTarget(opts.databaseUrl as string);
      if (target.tables.length > 0) occupied.push(`${where}: ${describeTables(target.tables)}`);
    } else {
      const target = await inspectPgliteTarget(opts.pgliteDir);
      if (target.tables.length > 0) occupied.push(`${where}: ${describeTables(target.tables)}`);
      if (target.foreignFiles)
        occupied.push(`PGLITE_DIR (${path.resolve(opts.pgliteDir)}): tem arquivos e não é um banco`);
    }
    const replace = occupied.length > 0;
    if (photosOnDisk && hasAnyFile(uploadsDir))
      occupied.push(`a pasta de fotos UPLOADS_DIR (${uploadsDir}): tem arquivos`);
    if (occupied.length > 0 && !opts.force) {
      throw new BackupError(
        `O destino não está vazio:\n${occupied.map((o) => `  - ${o}`).join('\n')}\n` +
          'A restauração apaga tudo o que há no destino; para isso, repita o comando com --force.',
      );
    }
    log(
      `  destino: ${where}${photosOnDisk ? `, fotos em ${uploadsDir}` : ''}` +
        (occupied.length > 0 ? ' (com dados: serão substituídos, --force)' : ' (vazio)'),
    );

    step = performance.now();
    const check = (stats: DatabaseStats) => {
      const problems = compareStats(manifest.stats, stats);
      if (problems.length > 0) {
        throw new BackupError(
          `O banco restaurado não confere com o manifesto do backup:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
        );
      }
    };
    let stats: DatabaseStats;
    if (engine === 'postgres') {
      stats = await restorePostgres({
        url: opts.databaseUrl as string,
        file: dumpPath,
        binDir: opts.pgBinDir,
        jobs: opts.jobs ?? 2,
        replace,
        dumpToolMajor: manifest.database.dumpToolMajor,
        log,
      });
      check(stats);
    } else {
      stats = await restorePglite({ dir: opts.pgliteDir, file: dumpPath, check, log });
    }
    log(
      `  conferência: ${Object.keys(stats.tables).length} tabelas e ${formatCount(totalRows(stats))} linhas iguais ao manifesto; ` +
        `migrações ${describeLevel(stats.migrations)}; banco em ${formatSeconds(performance.now() - step)}`,
    );

    step = performance.now();
    if (manifest.photos.storage === 's3') {
      const bucket = manifest.photos.bucket;
      log(`  fotos: no bucket S3 ${bucket}, fora do arquivo (restaure-as pelo versionamento do bucket)`);
      if (opts.s3Bucket !== bucket) {
        warnings.push(
          `As fotos deste backup estão no bucket S3 ${bucket}; ${opts.s3Bucket ? `S3_BUCKET aponta ${opts.s3Bucket}` : 'S3_BUCKET não está definido'}.`,
        );
      }
    } else {
      if (opts.force) await emptyDirectory(uploadsDir);
      await extractPhotos(archive, uploadsDir);
      const restored = await listPhotoFiles(uploadsDir);
      if (restored.files.length !== manifest.photos.files || restored.bytes !== manifest.photos.bytes) {
        throw new BackupError(
          `As fotos restauradas não conferem com o manifesto: ${formatCount(restored.files.length)} arquivos ` +
            `(${formatBytes(restored.bytes)}), o manifesto tem ${formatCount(manifest.photos.files)} (${formatBytes(manifest.photos.bytes)}).`,
        );
      }
      log(
        `  fotos: ${formatCount(restored.files.length)} arquivos, ${formatBytes(restored.bytes)} em ${uploadsDir} (${formatSeconds(performance.now() - step)})`,
      );
    }
    return { manifest, stats, ms: performance.now() - started, warnings };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

function readManifest(file: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`O ${MANIFEST_FILE} do backup não é um JSON válido.`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(
      `O ${MANIFEST_FILE} do backup não está no formato esperado (nc-backup versão 1): ` +
        parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  return parsed.data;
}

function describeTables(tables: string[]): string {
  const schemas = [...new Set(tables.map((t) => t.split('.')[0]))].join(', ');
  return `${formatCount(tables.length)} tabelas (esquemas ${schemas})`;
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createBackup } from '../db/backup/backup.ts';
import { appVersion, formatBytes, formatSeconds } from '../db/backup/manifest.ts';
import { runBackupCommand } from './backup-command.ts';

/**
 * `npm run backup -- --out FILE`: one archive with the database (PostgreSQL with DATABASE_URL,
 * else the embedded PGlite in PGLITE_DIR), the photos of UPLOADS_DIR and a manifest of row counts
 * and the migration level (ADR 015, docs/operations.md §1). PostgreSQL is copied while the
 * portal serves; the embedded database needs the portal stopped for the copy.
 */

const USAGE = `Uso: npm run backup -- --out ARQUIVO

Grava em ARQUIVO (um .tar) o banco, as fotos de UPLOADS_DIR e um manifesto (linhas de cada tabela,
nível das migrações). Usa DATABASE_URL (PostgreSQL, com o portal no ar) ou, sem ela, o banco
embutido em PGLITE_DIR (com o portal parado). Restaure com: npm run restore -- ARQUIVO
  --out   arquivo a criar (não pode existir)`;

async function main(argv = process.argv.slice(2)): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.out) {
    console.error(`Informe o arquivo com --out.\n\n${USAGE}`);
    return 1;
  }
  const out = values.out;
  return runBackupCommand('Backup não realizado', async (env) => {
    const result = await createBackup({
      out,
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      uploadsDir: env.UPLOADS_DIR,
      s3Bucket: env.S3_BUCKET,
      pgBinDir: env.PG_BIN_DIR,
      appVersion: appVersion(),
      log: (line) => console.log(line),
    });
    console.log(
      `Backup concluído em ${formatSeconds(result.ms)}: ${path.resolve(out)} (${formatBytes(result.bytes)}).`,
    );
  });
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  process.exitCode = await main();
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatSeconds } from '../db/backup/manifest.ts';
import { restoreBackup } from '../db/backup/restore.ts';
import { runBackupCommand } from './backup-command.ts';

/**
 * `npm run restore -- FILE [--force] [--jobs N]`: loads an archive of `npm run backup` into the
 * configured database and UPLOADS_DIR, then checks it against the manifest (ADR 015,
 * docs/operations.md §1). A target with data is refused unless --force.
 */

const USAGE = `Uso: npm run restore -- ARQUIVO [--force] [--jobs N]

Restaura um backup de "npm run backup" no banco configurado (DATABASE_URL, um banco vazio já
criado; ou, sem ela, o banco embutido em PGLITE_DIR, com o portal parado) e as fotos em
UPLOADS_DIR. Depois confere as linhas de cada tabela e as migrações com o manifesto.
  --force   substitui um destino que já tem dados (apaga o banco e as fotos atuais)
  --jobs    processos do pg_restore (PostgreSQL; padrão 2)`;

async function main(argv = process.argv.slice(2)): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        force: { type: 'boolean', default: false },
        jobs: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const jobs = values.jobs === undefined ? 2 : Number(values.jobs);
  if (positionals.length !== 1 || !Number.isInteger(jobs) || jobs < 1 || jobs > 16) {
    console.error(
      `${positionals.length !== 1 ? 'Informe um arquivo de backup.' : 'Use --jobs entre 1 e 16.'}\n\n${USAGE}`,
    );
    return 1;
  }
  return runBackupCommand('Restauração não realizada', async (env) => {
    const result = await restoreBackup({
      archive: positionals[0] as string,
      force: values.force,
      jobs,
      databaseUrl: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      uploadsDir: env.UPLOADS_DIR,
      s3Bucket: env.S3_BUCKET,
      pgBinDir: env.PG_BIN_DIR,
      log: (line) => console.log(line),
    });
    for (const warning of result.warnings) console.warn(`Atenção: ${warning}`);
    console.log(`Restauração concluída em ${formatSeconds(result.ms)}.`);
  });
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  process.exitCode = await main();
}

/**
 * The backup drill: `npm run backup` of a PostgreSQL database while a steady
 * stream of small writes goes on, then `npm run restore` of that archive into an empty
 * database, with the figures docs/performance-log.md §19 records.
 *
 *   npm run drill:backup -- [--database-url postgres://.../nc_bench] [--target-url postgres://...]
 *                           [--writers 4] [--interval 10] [--baseline 5] [--jobs 2] [--keep]
 *
 * - The source defaults to the 1M-listing bench database (`npm run bench:data`, BENCH_DATABASE_URL
 *   or postgres://postgres@127.0.0.1:5432/nc_bench). The drill adds a scratch table there
 *   (`nc_drill.escritas`) for its writes and drops it at the end; nothing else of it is changed.
 * - The writes: --writers connections, each inserting a row or updating a random earlier one,
 *   then waiting --interval ms; each write's time from sending to its answer is recorded, for
 *   --baseline seconds before the backup (the machine's normal) and during it. Goal: none waits
 *   more than 1 s during the backup.
 * - The backup and the restore are the real commands, as child processes (`src/server/cli/*.ts`
 *   through tsx), so their CPU does not distort the writers' timings; their wall time includes
 *   Node's start (docs/performance.md §3). UPLOADS_DIR is an empty folder: the bench data have no files.
 * - The restore goes into --target-url (default: `<source>_drill_restore` on the same server,
 *   dropped and created empty), then checks every count against the manifest, as always.
 *   Goal: ≤ 10 min for 1M listings. The archive and the target are removed unless --keep.
 * Results: bench/results/backup-drill-<timestamp>.json and the Markdown table printed at the end.
 * Exits 1 when a goal is missed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { formatDuration, parseArgs } from './lib/args.ts';
import { percentile } from './lib/load-run.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const args = parseArgs(process.argv.slice(2), {
  'database-url': {
    type: 'string',
    help: 'banco de origem (padrão BENCH_DATABASE_URL ou postgres://postgres@127.0.0.1:5432/nc_bench)',
  },
  'target-url': {
    type: 'string',
    help: 'banco onde restaurar, recriado vazio (padrão <origem>_drill_restore no mesmo servidor)',
  },
  writers: { type: 'number', help: 'conexões que escrevem durante o backup (padrão 4)' },
  interval: { type: 'number', help: 'ms de pausa entre as escritas de cada conexão (padrão 10)' },
  baseline: { type: 'number', help: 'segundos de escritas medidas antes do backup (padrão 5)' },
  jobs: { type: 'number', help: 'processos do pg_restore (padrão 2)' },
  keep: { type: 'boolean', help: 'mantém o arquivo e o banco restaurado' },
});

const SOURCE =
  args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
const WRITERS = args.writers ?? 4;
const INTERVAL_MS = args.interval ?? 10;
const BASELINE_S = args.baseline ?? 5;
const JOBS = args.jobs ?? 2;
const GOAL_RESTORE_MS = 10 * 60_000;
const GOAL_WRITE_MS = 1_000;

const sourceName = decodeURIComponent(new URL(SOURCE).pathname.slice(1));
const targetUrl = (() => {
  if (args['target-url']) return args['target-url'];
  const u = new URL(SOURCE);
  u.pathname = `/${sourceName}_drill_restore`;
  return u.toString();
})();
const targetName = decodeURIComponent(new URL(targetUrl).pathname.slice(1));
if (targetName === sourceName) throw new Error('--target-url não pode ser o banco de origem');
const maintenanceUrl = (() => {
  const u = new URL(targetUrl);
  u.pathname = '/postgres';
  return u.toString();
})();

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'nc-backup-drill' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Sample {
  at: number;
  ms: number;
}

/** The writers: each its own connection, insert or update, then a short pause; every write timed. */
function startWriters() {
  const samples: Sample[] = [];
  let errors = 0;
  let running = true;
  const loops = Array.from({ length: WRITERS }, async (_, w) => {
    const client = new pg.Client({ connectionString: SOURCE, application_name: `nc-drill-writer-${w}` });
    await client.connect();
    let n = 0;
    try {
      while (running) {
        n += 1;
        const started = performance.now();
        try {
          if (n % 2 === 1) {
            await client.query('insert into nc_drill.escritas (escritor, n, texto) values ($1, $2, $3)', [
              w,
              n,
              `escrita ${n} do escritor ${w}`,
            ]);
          } else {
            await client.query(
              `update nc_drill.escritas set n = n + 1, texto = texto || '.', em = now()
               where id = (select floor(random() * (select max(id) from nc_drill.escritas))::bigint + 1)`,
            );
          }
          samples.push({ at: started, ms: performance.now() - started });
        } catch {
          errors += 1;
        }
        await new Promise((r) => setTimeout(r, INTERVAL_MS));
      }
    } finally {
      await client.end();
    }
  });
  return {
    samples,
    errors: () => errors,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

function summarise(samples: Sample[], from: number, to: number) {
  const ms = Float64Array.from(samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms)).sort();
  const seconds = (to - from) / 1000;
  return {
    writes: ms.length,
    perSecond: Math.round(ms.length / seconds),
    p50: round(percentile(ms, 50)),
    p99: round(percentile(ms, 99)),
    max: round(ms.length ? (ms[ms.length - 1] as number) : Number.NaN),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Runs one of the commands to its end, echoing its lines; answers its output and wall time. */
function command(name: 'backup' | 'restore', argv: string[], env: Record<string, string>) {
  return new Promise<{ ms: number; out: string }>((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', `src/server/cli/${name}.ts`, ...argv], {
      cwd: ROOT,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const echo = (d: Buffer) => {
      out += d.toString();
      process.stdout.write(d.toString().replace(/^(?=.)/gm, `    [${name}] `));
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve({ ms: performance.now() - started, out });
      else reject(new Error(`npm run ${name} terminou com código ${code}`));
    });
  });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-backup-drill-'));
const archive = path.join(work, 'nc-drill.tar');
const emptyUploads = path.join(work, 'uploads-origem');
const restoredUploads = path.join(work, 'uploads-restaurado');
fs.mkdirSync(emptyUploads);

console.log(
  `Drill de backup: origem ${sourceName}, destino ${targetName}, ${WRITERS} escritores a cada ${INTERVAL_MS} ms`,
);
const source = await withClient(SOURCE, async (c) => {
  const listings = await c.query<{ n: string }>('select count(*)::text as n from anuncios').catch(() => ({
    rows: [{ n: '0' }],
  }));
  const size = await c.query<{ bytes: string }>('select pg_database_size(current_database())::text as bytes');
  const version = await c.query<{ v: string }>("select current_setting('server_version') as v");
  await c.query('drop schema if exists nc_drill cascade');
  await c.query('create schema nc_drill');
  await c.query(`create table nc_drill.escritas (
    id bigserial primary key, escritor int not null, n int not null, texto text not null,
    em timestamptz not null default now())`);
  return {
    listings: Number(listings.rows[0]?.n ?? 0),
    bytes: Number(size.rows[0]?.bytes ?? 0),
    server: version.rows[0]?.v ?? '',
  };
});
console.log(
  `  origem: ${source.listings.toLocaleString('pt-BR')} anúncios, ${(source.bytes / 1024 ** 2).toFixed(0)} MB no disco, PostgreSQL ${source.server}`,
);

let failed = false;
try {
  const writers = startWriters();
  const baselineFrom = performance.now();
  await new Promise((r) => setTimeout(r, BASELINE_S * 1000));
  const backupFrom = performance.now();
  console.log(`  backup (com as escritas em curso):`);
  const backup = await command('backup', ['--out', archive], {
    DATABASE_URL: SOURCE,
    UPLOADS_DIR: emptyUploads,
  });
  const backupTo = performance.now();
  await writers.stop();
  const archiveBytes = fs.statSync(archive).size;
  const baseline = summarise(writers.samples, baselineFrom, backupFrom);
  const during = summarise(writers.samples, backupFrom, backupTo);

  await withClient(maintenanceUrl, async (c) => {
    await c.query(`drop database if exists ${quote(targetName)} with (force)`);
    await c.query(`create database ${quote(targetName)}`);
  });
  console.log(`  restauração em ${targetName} (vazio):`);
  const restore = await command('restore', [archive, '--jobs', String(JOBS)], {
    DATABASE_URL: targetUrl,
    UPLOADS_DIR: restoredUploads,
  });
  const restoredListings = await withClient(targetUrl, async (c) =>
    Number((await c.query<{ n: string }>('select count(*)::text as n from anuncios')).rows[0]?.n ?? 0),
  ).catch(() => 0);

  const goals = {
    restoreWithin10Min: restore.ms <= GOAL_RESTORE_MS,
    noWriteOver1s: during.max <= GOAL_WRITE_MS && writers.errors() === 0,
  };
  failed = !goals.restoreWithin10Min || !goals.noWriteOver1s;
  const result = {
    at: new Date().toISOString(),
    source: { database: sourceName, ...source },
    machine: { cpus: os.cpus().length, loadavg: os.loadavg().map(round) },
    writers: { connections: WRITERS, intervalMs: INTERVAL_MS, errors: writers.errors() },
    backup: { wallMs: Math.round(backup.ms), archiveBytes, writesBaseline: baseline, writesDuring: during },
    restore: { wallMs: Math.round(restore.ms), jobs: JOBS, listings: restoredListings },
    commandOutput: { backup: backup.out, restore: restore.out },
    goals,
  };
  const resultsDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `backup-drill-${result.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  const mb = (b: number) => `${(b / 1024 ** 2).toFixed(1)} MB`;
  const ok = (b: boolean) => (b ? 'ok' : 'NÃO');
  console.log(`
| medida | valor |
| --- | --- |
| anúncios na origem / restaurados | ${source.listings.toLocaleString('pt-BR')} / ${restoredListings.toLocaleString('pt-BR')} |
| banco no disco (origem) | ${mb(source.bytes)} |
| backup: tempo (comando inteiro) | ${formatDuration(backup.ms)} |
| backup: tamanho do arquivo | ${mb(archiveBytes)} |
| restauração em banco vazio (pg_restore, ANALYZE, conferência) | ${formatDuration(restore.ms)} (meta ≤ 10 min: ${ok(goals.restoreWithin10Min)}) |
| escritas antes do backup: por s, p50, p99, máx. (ms) | ${baseline.perSecond}, ${baseline.p50}, ${baseline.p99}, ${baseline.max} |
| escritas durante o backup: total, por s, p50, p99, máx. (ms) | ${during.writes}, ${during.perSecond}, ${during.p50}, ${during.p99}, ${during.max} (meta ≤ 1.000 ms: ${ok(goals.noWriteOver1s)}) |
| escritas com erro | ${writers.errors()} |
`);
  console.log(`Resultado em ${path.relative(ROOT, file)}`);
} finally {
  await withClient(SOURCE, (c) => c.query('drop schema if exists nc_drill cascade')).catch(() => {});
  if (!args.keep) {
    await withClient(maintenanceUrl, (c) =>
      c.query(`drop database if exists ${quote(targetName)} with (force)`),
    ).catch(() => {});
    fs.rmSync(work, { recursive: true, force: true });
  } else {
    console.log(`Mantidos: ${archive} e o banco ${targetName}.`);
  }
}
if (failed) {
  console.error('Alguma meta do drill não foi atingida.');
  process.exitCode = 1;
}

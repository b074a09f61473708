/**
 * One daily run of the saved searches' alerts (issue 36 item 1) on the 1M-listing bench database:
 * 10,000 saved searches, `diaria`, drawn from the search benchmark's realistic query classes
 * (bench/lib/search-classes.ts: rare and common words, word + state newest first, two words,
 * phrases, word + type, negations), one per user, each last looked at the day before the newest
 * publication, so the run finds the last day's ads as a morning digest would.
 *
 *   npm run bench:alerts -- [--database-url postgres://...] [--searches 10000] [--seed nc-bench]
 *
 * Apply the migrations first (`DATABASE_URL=... npm run db:migrate`). The app is built in this
 * process (no job workers: the e-mails stay queued) with its match index loaded, then
 * `app.alerts.run()` is timed once. Reported: the run's time, the searches looked at, the e-mails
 * and ads queued, this process's CPU and every postgres process's CPU (bench/lib/cpu.ts; the
 * bench database has no pg_stat_statements). Everything the bench wrote is removed at the end:
 * its saved searches (named "bench-alertas ...", their sent ads go with them), the e-mails it
 * queued and their jobs. Results: bench/results/alerts-<timestamp>.json; docs/performance.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { normaliseSavedQuery } from '#shared/lib/saved-search-query.ts';
import { parseArgs } from './lib/args.ts';
import { cpuSupported, postgresCpuMs } from './lib/cpu.ts';

/** CPU ms of one process so far (Linux /proc; 0 when it is gone). */
function processCpuMs(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
import { buildSearchClasses } from './lib/search-classes.ts';

const args = parseArgs(process.argv.slice(2), {
  'database-url': { type: 'string', help: 'PostgreSQL da base de bench (padrão nc_bench local)' },
  searches: { type: 'number', help: 'buscas salvas (padrão 10000)' },
  seed: { type: 'string', help: 'semente das consultas (padrão nc-bench)' },
});
const DATABASE_URL =
  args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/nc_bench';
const SEARCHES = Math.max(1, args.searches ?? 10_000);
const NAME = 'bench-alertas';

const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();

async function cleanUp(since: { emailId: number; at: Date }) {
  await client.query(`delete from buscas_salvas where nome like $1`, [`${NAME} %`]);
  await client.query(`delete from emails_saida where id > $1 and modelo = 'alerta-busca'`, [since.emailId]);
  await client.query(`delete from pgboss.job where name = 'email' and created_on >= $1`, [since.at]);
}

const { max: emailId } = (await client.query(`select coalesce(max(id), 0)::int as max from emails_saida`))
  .rows[0] as { max: number };
const startedAt = new Date();
await cleanUp({ emailId, at: startedAt });

console.log('Consultas realistas (classes do bench de busca)...');
const classes = await buildSearchClasses(client, args.seed ?? 'nc-bench', 60);
const queries = classes.flatMap((c) => c.queries.map((q) => ({ cls: c.id, q })));
const users = (
  await client.query(
    `select codigo from usuarios where ativo and removido_em is null order by codigo limit ${SEARCHES}`,
  )
).rows.map((r: { codigo: number }) => r.codigo);
if (users.length === 0) throw new Error('nenhum usuário na base de bench');
const { newest } = (
  await client.query(`select max(publicado_em) as newest from anuncios where status = 'publicado'`)
).rows[0] as { newest: Date };
const since = new Date(newest.getTime() - 86_400_000);

console.log(`${SEARCHES} buscas salvas diárias, verificadas até ${since.toISOString()}...`);
const byClass: Record<string, number> = {};
for (let start = 0; start < SEARCHES; start += 1000) {
  const values: unknown[] = [];
  const rows: string[] = [];
  for (let i = start; i < Math.min(SEARCHES, start + 1000); i++) {
    const { cls, q } = queries[i % queries.length]!;
    byClass[cls] = (byClass[cls] ?? 0) + 1;
    const p = values.length;
    rows.push(
      `($${p + 1}, $${p + 2}, 'anuncios', $${p + 3}, 'diaria', $${p + 4}, $${p + 4}, $${p + 5}, $${p + 6})`,
    );
    values.push(
      users[i % users.length],
      `${NAME} ${i}`,
      normaliseSavedQuery('anuncios', q),
      since,
      since,
      hashToken(`${NAME}-${i}-${startedAt.getTime()}`),
    );
  }
  await client.query(
    `insert into buscas_salvas (usuario, nome, pagina, consulta, frequencia, criada_em, atualizada_em, verificada_ate, token_cancelar_hash)
     values ${rows.join(',')}`,
    values,
  );
}

const env = loadEnv({ ...process.env, DATABASE_URL, LOG_LEVEL: 'warn', NODE_ENV: 'development' });
const database = await openDatabase({ url: DATABASE_URL, poolMax: 10 });
const appStart = new Date();
const app = await buildApp({ env, database, web: false, runJobs: false, logger: false });
/**
 * The backends of this app's pool (opened since it was built): the postgres CPU of the run alone,
 * whatever else uses the server meanwhile (other benches share this machine).
 */
const ownBackends = async (): Promise<Map<number, number>> =>
  new Map(
    (
      await client.query(
        `select pid from pg_stat_activity where application_name = 'nc-portal' and backend_start >= $1`,
        [appStart],
      )
    ).rows.map((r: { pid: number }) => [r.pid, processCpuMs(r.pid)]),
  );
try {
  await app.ready();
  console.log('Índice de busca carregando...');
  await app.matchIndex.loaded();
  // A daily run happens at 08:00 in Brasília: the run's time is at least today's.
  const today8 = new Date(
    `${new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })}T08:01:00-03:00`,
  );
  const now = new Date(Math.max(Date.now(), today8.getTime()));
  const pg0 = cpuSupported() ? postgresCpuMs() : NaN;
  const own0 = await ownBackends();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const run = await app.alerts.run(now);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const pgMs = cpuSupported() ? postgresCpuMs() - pg0 : NaN;
  const own1 = await ownBackends();
  let ownMs = 0;
  for (const [pid, ms] of own1) ownMs += ms - (own0.get(pid) ?? 0);
  const result = {
    at: new Date().toISOString(),
    searches: SEARCHES,
    users: Math.min(users.length, SEARCHES),
    byClass,
    run,
    seconds: Number((ms / 1000).toFixed(2)),
    perSearchMs: Number((ms / Math.max(1, run.searched)).toFixed(2)),
    nodeCpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(2)),
    /** Every postgres process on the machine, others' work included. */
    postgresCpuSeconds: Number((pgMs / 1000).toFixed(2)),
    /** The backends of this run's own connections. */
    ownBackendsCpuSeconds: Number((ownMs / 1000).toFixed(2)),
    ownBackends: own1.size,
    loadAverage: (await import('node:os')).loadavg().map((n) => Number(n.toFixed(2))),
  };
  console.log(JSON.stringify(result, null, 2));
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `alerts-${result.at.replace(/[:.]/g, '-')}.json`),
    JSON.stringify(result, null, 2),
  );
} finally {
  await app.close();
  await database.close();
  await cleanUp({ emailId, at: startedAt });
  await client.end();
}

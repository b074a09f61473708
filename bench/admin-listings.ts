/**
 * The admin ad list and the moderation queue: GET /api/admin/anuncios over the
 * 1M-listing bench database (`npm run bench:data`), beside the floor of the same app
 * (GET /api/health, one `select 1`).
 *
 *   npm run bench:admin -- [--database-url postgres://...] [--duration 10] [--warmup 2]
 *                          [--connections 1,8]
 *
 * An admin account (`admin-bench@nc.local`, created once, kept) gets a session row for the run
 * (removed at the end). Scenarios, each at every --connections count: the floor; page 1 without
 * filters; status=publicado (90% of the table), status=reprovado (1%); tipo=1; q= a rare title
 * word (a few hundred titles), q= the commonest title word of 5+ letters (tens of thousands of
 * titles), q= a listing's code; anunciante= the advertiser with the most
 * listings; the moderation queue (status=pendente, page 1 and page 50) and the queue of one type.
 * Every URL is checked once first (non-2xx aborts); non-2xx during a measurement fails the run.
 * Results: bench/results/admin-listings-<timestamp>.json and .md; docs/performance-log.md §16.
 */
import pg from 'pg';
import { startChildServer, stopChildServers } from './lib/child-server.ts';
import {
  createBenchSession,
  deleteBenchSession,
  failOnNon2xx,
  fmt,
  measureScenarios,
  parseLoadArgs,
  preflight,
  runBench,
  writeResults,
  type Scenario,
  type ScenarioRow,
} from './lib/harness.ts';

const ADMIN_EMAIL = 'admin-bench@nc.local';
const {
  databaseUrl: DATABASE_URL,
  duration: DURATION,
  warmup: WARMUP,
  connections: CONNECTIONS,
} = parseLoadArgs('1,8', {});
const LIST = '/api/admin/anuncios';

/** The bench's admin (created once) and a session for this run; the session's token. */
async function adminSession(client: pg.Client): Promise<string> {
  await client.query(
    `insert into usuarios (nome, email, pessoa, documento, tipo, nivel, ativo, validacao, email_confirmado_em)
     values ('Admin do bench', $1, 'pf', 'bench-admin', 3, 1, true, 1, now())
     on conflict do nothing`,
    [ADMIN_EMAIL],
  );
  const { rows } = await client.query<{ codigo: number }>(
    'select codigo from usuarios where lower(email) = $1 and nivel = 1',
    [ADMIN_EMAIL],
  );
  const admin = rows[0]?.codigo;
  if (admin === undefined) throw new Error(`${ADMIN_EMAIL} existe e não é administrador`);
  return createBenchSession(client, admin);
}

/** The filters' values, read from the data so every scenario finds something. */
async function scenarios(client: pg.Client): Promise<Scenario[]> {
  const one = async <T>(sql: string): Promise<T> => {
    const { rows } = await client.query(sql);
    if (!rows[0]) throw new Error(`sem dados para: ${sql}`);
    return rows[0] as T;
  };
  const { advertiser } = await one<{ advertiser: number }>(
    'select anunciante as advertiser from anuncios group by anunciante order by count(*) desc, anunciante limit 1',
  );
  // Title words of 5+ letters counted in a 1% sample: the commonest (tens of thousands of
  // titles) and a rare one (2 in the sample, a few hundred titles).
  const sampleWords = `select w, count(*) as n from anuncios tablesample system (1) repeatable (1),
            regexp_split_to_table(public.immutable_unaccent(lower(titulo)), '[^a-z0-9]+') as w
      where length(w) >= 5 group by w`;
  const { word } = await one<{ word: string }>(
    `select w as word from (${sampleWords}) s order by n desc, w limit 1`,
  );
  const { rare } = await one<{ rare: string }>(
    `select w as rare from (${sampleWords}) s where n = 2 order by w limit 1`,
  );
  const { code } = await one<{ code: number }>('select max(codigo) as code from anuncios');
  return [
    { name: 'piso: GET /api/health', path: '/api/health' },
    { name: 'página 1', path: LIST },
    { name: 'status=publicado', path: `${LIST}?status=publicado` },
    { name: 'status=reprovado', path: `${LIST}?status=reprovado` },
    { name: 'tipo=1', path: `${LIST}?tipo=1` },
    { name: `q=${rare}`, path: `${LIST}?q=${rare}` },
    { name: `q=${word}`, path: `${LIST}?q=${encodeURIComponent(word)}` },
    { name: 'q=código', path: `${LIST}?q=${code}` },
    { name: 'anunciante', path: `${LIST}?anunciante=${advertiser}` },
    { name: 'fila: status=pendente', path: `${LIST}?status=pendente` },
    { name: 'fila, página 50', path: `${LIST}?status=pendente&page=50` },
    { name: 'fila, tipo=2', path: `${LIST}?status=pendente&tipo=2` },
  ];
}

interface Row extends ScenarioRow {
  /** Ads the answer counts (`total`), null for the floor. */
  total: number | null;
}

function markdown(rows: Row[]): string {
  return [
    '| cenário | conexões | total | req/s | p50 | p95 | p99 | p95 − piso | requisições | outros (núcleos) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.connections} | ${r.total ?? '–'} | ${fmt(r.measured.rps, 0)} | ${fmt(r.measured.p50)} | ` +
        `${fmt(r.measured.p95)} | ${fmt(r.measured.p99)} | ${fmt(r.p95OverFloor)} | ${r.measured.requests} | ` +
        `${r.measured.othersCores === null ? '–' : fmt(r.measured.othersCores, 2)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let token: string | undefined;
  let rows: Row[] = [];
  try {
    token = await adminSession(client);
    const headers = { authorization: `Bearer ${token}` };
    const list = await scenarios(client);
    const started = performance.now();
    const { url } = await startChildServer('server.ts', DATABASE_URL);
    console.log(`servidor pronto em ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const totals = new Map<string, number | null>();
    for (const s of list) {
      const { total } = await preflight<{ total?: number }>(url + s.path, headers);
      totals.set(s.name, total ?? null);
    }

    const measured = await measureScenarios(url, list, {
      connections: CONNECTIONS,
      warmup: WARMUP,
      duration: DURATION,
      headers,
    });
    rows = measured.map((r) => ({ ...r, total: totals.get(r.scenario) ?? null }));
  } finally {
    stopChildServers();
    if (token) await deleteBenchSession(client, token);
    await client.end();
  }

  const table = markdown(rows);
  console.log(`\n${table}\n\nLatências em ms; ${DURATION} s por cenário após ${WARMUP} s de aquecimento.`);
  writeResults(
    'admin-listings',
    {
      database: new URL(DATABASE_URL).pathname.slice(1),
      settings: { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS },
      rows,
    },
    table,
  );
  failOnNon2xx(rows);
}

runBench(main);

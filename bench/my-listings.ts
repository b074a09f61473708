/**
 * The own-ads list (issue 20): GET /api/minha-conta/anuncios for an advertiser with 5,000 ads in
 * the 1M-listing bench database (`npm run bench:data`), beside the floor of the same app
 * (GET /api/health, one `select 1`).
 *
 *   npm run bench:my-listings -- [--database-url postgres://...] [--duration 10] [--warmup 2]
 *                                [--connections 8,50] [--ads 5000]
 *
 * The advertiser is the one with the most listings (ties: the lowest code). One statement,
 * idempotent, brings it to exactly --ads ads: copies of its own ads, in turn, as `rascunho` and
 * `inativo` (so the public search and pages see nothing new), each with the images and
 * condominiums of the ad it copies; a second run adds nothing. A session row for it (as a login
 * leaves) is created before measuring and removed at the end; the copies stay.
 *
 * Scenarios, each at every --connections count, every request with the advertiser's Bearer
 * session: the floor, page 1 (limit 10, the panel's default), page 250 (the middle of 500
 * pages), `q=` a word of its titles (the commonest one of 5+ letters) and `status=publicado`.
 * Every URL is checked once first (non-2xx aborts, and page 1 must count --ads ads); non-2xx
 * during a measurement fails the run. Results: bench/results/my-listings-<timestamp>.json and
 * .md; docs/performance-log.md §15.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashToken, generateToken } from '#server/lib/tokens.ts';
import { parseArgs } from './lib/args.ts';
import { childPids, startChildServer, stopChildServers } from './lib/child-server.ts';
import { cpuSupported, othersCores, snapshot } from './lib/cpu.ts';
import { recordLoadRun } from './lib/load-run.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/nc_bench';

const args = parseArgs(process.argv.slice(2), {
  'database-url': {
    type: 'string',
    help: `banco do bench (padrão BENCH_DATABASE_URL ou ${DEFAULT_BENCH_URL})`,
  },
  duration: { type: 'number', help: 'segundos medidos por cenário (padrão 10)' },
  warmup: { type: 'number', help: 'segundos de aquecimento por cenário, não medidos (padrão 2)' },
  connections: { type: 'string', help: 'conexões simultâneas, separadas por vírgula (padrão 8,50)' },
  ads: { type: 'number', help: 'anúncios do anunciante medido (padrão 5000)' },
});

const DATABASE_URL = args['database-url'] ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const DURATION = args.duration ?? 10;
const WARMUP = args.warmup ?? 2;
const CONNECTIONS = (args.connections ?? '8,50').split(',').map((s) => Number(s.trim()));
const ADS = args.ads ?? 5000;
const LIST = '/api/minha-conta/anuncios';

process.once('exit', stopChildServers);
process.once('SIGINT', () => {
  stopChildServers();
  process.exit(130);
});

/**
 * Brings the advertiser with the most listings to exactly `ads` ads in one statement (idempotent:
 * it adds `ads` minus what it has, never less than nothing). The copies take new codes from the
 * sequence first, so their images and condominiums can be copied in the same statement.
 */
const FILL_SQL = `
with dono as materialized (
  select anunciante as codigo, count(*)::int as n
  from anuncios group by anunciante order by count(*) desc, anunciante limit 1
),
originais as materialized (
  select a.codigo, (row_number() over (order by a.codigo) - 1)::int as i, count(*) over ()::int as total
  from anuncios a join dono on a.anunciante = dono.codigo
),
copias as materialized (
  select g, o.codigo as origem, nextval(pg_get_serial_sequence('anuncios', 'codigo'))::int as novo
  from dono
  cross join lateral generate_series(0, $1::int - dono.n - 1) as g
  join originais o on o.i = g % o.total
),
novos as (
  insert into anuncios (codigo, titulo, subtitulo, descricao, preco, preco_centavos, slug, tipo, status,
    tipos_transacao, condicao, categoria, subcategoria, categoria_texto, cidade, uf, horarios, mapa_url,
    video_url, regras, destaque, anunciante, criado_em, atualizado_em, publicado_em)
  select c.novo, a.titulo, a.subtitulo, a.descricao, a.preco, a.preco_centavos, a.slug, a.tipo,
    case when c.g % 2 = 0 then 'rascunho' else 'inativo' end,
    a.tipos_transacao, a.condicao, a.categoria, a.subcategoria, a.categoria_texto, a.cidade, a.uf,
    a.horarios, a.mapa_url, a.video_url, a.regras, false, a.anunciante, a.criado_em, a.atualizado_em,
    case when c.g % 2 = 0 then null else a.publicado_em end
  from copias c join anuncios a on a.codigo = c.origem
  returning codigo
),
imagens as (
  insert into anuncio_imagens (anuncio, url, url_thumb, url_og, midia, ordem, criado_em)
  select c.novo, i.url, i.url_thumb, i.url_og, i.midia, i.ordem, i.criado_em
  from copias c join anuncio_imagens i on i.anuncio = c.origem
  returning 1
),
condominios as (
  insert into anuncio_condominios (anuncio, condominio)
  select c.novo, ac.condominio from copias c join anuncio_condominios ac on ac.anuncio = c.origem
  returning 1
)
select dono.codigo as advertiser, dono.n as before,
  (select count(*)::int from novos) as added,
  (select count(*)::int from imagens) as images,
  (select count(*)::int from condominios) as condominiums
from dono`;

interface Advertiser {
  code: number;
  before: number;
  added: number;
  statuses: Record<string, number>;
  word: string;
  wordMatches: number;
}

async function prepareAdvertiser(client: pg.Client): Promise<Advertiser> {
  const started = performance.now();
  const fill = await client.query<{
    advertiser: number;
    before: number;
    added: number;
    images: number;
    condominiums: number;
  }>(FILL_SQL, [ADS]);
  const f = fill.rows[0];
  if (!f) throw new Error('o banco não tem anúncios (npm run bench:data)');
  if (f.added > 0) {
    console.log(
      `Anunciante ${f.advertiser}: tinha ${f.before} anúncios; +${f.added} cópias (rascunho/inativo), ` +
        `${f.images} imagens, ${f.condominiums} condomínios, em ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await client.query('analyze anuncios, anuncio_imagens, anuncio_condominios');
  }
  const { rows: statusRows } = await client.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from anuncios where anunciante = $1 group by status order by 2 desc',
    [f.advertiser],
  );
  const statuses = Object.fromEntries(statusRows.map((r) => [r.status, r.n]));
  const total = statusRows.reduce((n, r) => n + r.n, 0);
  if (total !== ADS) {
    throw new Error(`o anunciante ${f.advertiser} tem ${total} anúncios, não ${ADS} (mais que --ads?)`);
  }
  // The commonest word of 5+ letters in its titles, as the list's `q` matches it (unaccented).
  const { rows: words } = await client.query<{ word: string; n: number }>(
    `select w as word, count(distinct codigo)::int as n
     from anuncios, regexp_split_to_table(public.immutable_unaccent(lower(titulo)), '[^a-z0-9]+') as w
     where anunciante = $1 and length(w) >= 5
     group by w order by 2 desc, 1 limit 1`,
    [f.advertiser],
  );
  const word = words[0];
  if (!word) throw new Error(`nenhuma palavra de 5+ letras nos títulos do anunciante ${f.advertiser}`);
  return {
    code: f.advertiser,
    before: f.before,
    added: f.added,
    statuses,
    word: word.word,
    wordMatches: word.n,
  };
}

async function createSession(client: pg.Client, advertiser: number): Promise<string> {
  const token = generateToken();
  await client.query(
    `insert into sessoes (token_hash, usuario, lembrar, expira_em, criado_em, visto_em)
     values ($1, $2, false, now() + interval '1 day', now(), now())`,
    [hashToken(token), advertiser],
  );
  return token;
}

interface Measured {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  /** Cores other processes of the machine used meanwhile (noise). */
  othersCores: number | null;
}

async function measure(
  baseUrl: string,
  urlPath: string,
  token: string,
  connections: number,
  seconds: number,
) {
  const ours = () => new Set([process.pid, ...childPids()]);
  const before = cpuSupported() ? snapshot(ours()) : null;
  const instance = autocannon({
    url: baseUrl + urlPath,
    connections,
    duration: seconds,
    // A saturated two-core machine can pass autocannon's default 10 s.
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
  });
  const load = await recordLoadRun(instance);
  return {
    rps: load.rps,
    p50: load.p50,
    p95: load.p95,
    p99: load.p99,
    requests: load.requests,
    non2xx: load.non2xx,
    errors: load.errors,
    statuses: load.statuses,
    othersCores: before ? othersCores(before, snapshot(ours())) : null,
  } satisfies Measured;
}

interface Scenario {
  name: string;
  path: string;
}

interface Row {
  scenario: string;
  path: string;
  connections: number;
  /** Ads the answer counts (`total`), null for the floor. */
  total: number | null;
  measured: Measured;
  ratioToFloor: number;
  /** p95 minus the floor's p95 at the same connections. */
  p95OverFloor: number;
}

/** Checks a URL once: 200, and the `total` the list answers. */
async function preflight(baseUrl: string, s: Scenario, token: string): Promise<number | null> {
  const res = await fetch(baseUrl + s.path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { total?: number; items?: unknown[] };
  if (res.status !== 200) throw new Error(`${s.path}: ${res.status} ${JSON.stringify(body)}`);
  return typeof body.total === 'number' ? body.total : null;
}

function markdown(rows: Row[]): string {
  const f = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '–');
  return [
    '| cenário | conexões | total | req/s | p50 | p95 | p99 | p95 − piso | × piso (req/s) | requisições | erros | outros (núcleos) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.connections} | ${r.total ?? '–'} | ${f(r.measured.rps, 0)} | ${f(r.measured.p50)} | ` +
        `${f(r.measured.p95)} | ${f(r.measured.p99)} | ${f(r.p95OverFloor)} | ${f(r.ratioToFloor, 3)} | ` +
        `${r.measured.requests} | ${r.measured.errors} | ${r.measured.othersCores === null ? '–' : f(r.measured.othersCores, 2)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let token: string | undefined;
  const rows: Row[] = [];
  let advertiser: Advertiser;
  try {
    advertiser = await prepareAdvertiser(client);
    console.log(
      `Anunciante ${advertiser.code}: ${ADS} anúncios ${JSON.stringify(advertiser.statuses)}; ` +
        `q=${advertiser.word} em ${advertiser.wordMatches} títulos`,
    );
    token = await createSession(client, advertiser.code);

    const started = performance.now();
    const { url } = await startChildServer('server.ts', DATABASE_URL);
    console.log(`servidor pronto em ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const scenarios: Scenario[] = [
      { name: 'piso: GET /api/health', path: '/api/health' },
      { name: 'página 1', path: `${LIST}?page=1&limit=10` },
      { name: 'página 250', path: `${LIST}?page=250&limit=10` },
      { name: `q=${advertiser.word}`, path: `${LIST}?q=${encodeURIComponent(advertiser.word)}` },
      { name: 'status=publicado', path: `${LIST}?status=publicado` },
    ];
    const totals = new Map<string, number | null>();
    for (const s of scenarios) totals.set(s.name, await preflight(url, s, token));
    if (totals.get('página 1') !== ADS) {
      throw new Error(`a página 1 conta ${totals.get('página 1')} anúncios, não ${ADS}`);
    }

    for (const connections of CONNECTIONS) {
      console.log(`\n── ${connections} conexões ──`);
      let floor: Measured | undefined;
      for (const s of scenarios) {
        await measure(url, s.path, token, connections, WARMUP);
        const m = await measure(url, s.path, token, connections, DURATION);
        floor ??= m;
        rows.push({
          scenario: s.name,
          path: s.path,
          connections,
          total: totals.get(s.name) ?? null,
          measured: m,
          ratioToFloor: m.rps / floor.rps,
          p95OverFloor: m.p95 - floor.p95,
        });
        console.log(
          `${s.name.padEnd(24)} ${m.rps.toFixed(0).padStart(6)} req/s  p50 ${m.p50.toFixed(1)}  p95 ${m.p95.toFixed(1)}  p99 ${m.p99.toFixed(1)} ms  ` +
            `(${m.requests} req, não-2xx ${m.non2xx}, erros ${m.errors}${m.othersCores === null ? '' : `, outros ${m.othersCores.toFixed(2)} núcleo`})`,
        );
      }
    }
  } finally {
    stopChildServers();
    if (token) await client.query('delete from sessoes where token_hash = $1', [hashToken(token)]);
    await client.end();
  }

  const table = markdown(rows);
  console.log(`\n${table}`);
  console.log(
    `\nLatências em ms; ${DURATION} s por cenário após ${WARMUP} s de aquecimento; anunciante ${advertiser.code} ` +
      `com ${ADS} anúncios ${JSON.stringify(advertiser.statuses)}; q=${advertiser.word} em ${advertiser.wordMatches} títulos.`,
  );
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(BENCH_DIR, 'results', `my-listings-${stamp}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        when: new Date().toISOString(),
        database: new URL(DATABASE_URL).pathname.slice(1),
        settings: { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, ads: ADS },
        advertiser,
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          memoryGb: +(os.totalmem() / 2 ** 30).toFixed(1),
          node: process.version,
        },
        rows,
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(file.replace(/\.json$/, '.md'), `${table}\n`);
  console.log(`Resultados em ${path.relative(process.cwd(), file)} (e .md)`);
  const bad = rows.filter((r) => r.measured.non2xx > 0);
  if (bad.length > 0) {
    throw new Error(
      `respostas fora de 2xx em: ${bad.map((r) => `${r.scenario} (${r.connections}) ${JSON.stringify(r.measured.statuses)}`).join('; ')}`,
    );
  }
}

main()
  .catch((err) => {
    console.error(`\n✗ ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exitCode = 1;
  })
  .finally(stopChildServers);

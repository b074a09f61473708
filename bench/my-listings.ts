/**
 * The own-ads list: GET /api/minha-conta/anuncios for an advertiser with 5,000 ads in
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
import pg from 'pg';
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
import { startChildServer, stopChildServers } from './lib/child-server.ts';

const {
  args,
  databaseUrl: DATABASE_URL,
  duration: DURATION,
  warmup: WARMUP,
  connections: CONNECTIONS,
} = parseLoadArgs('8,50', {
  ads: { type: 'number', help: 'anúncios do anunciante medido (padrão 5000)' },
});
const ADS = args.ads ?? 5000;
const LIST = '/api/minha-conta/anuncios';

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

interface Row extends ScenarioRow {
  /** Ads the answer counts (`total`), null for the floor. */
  total: number | null;
}

function markdown(rows: Row[]): string {
  return [
    '| cenário | conexões | total | req/s | p50 | p95 | p99 | p95 − piso | × piso (req/s) | requisições | erros | outros (núcleos) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.connections} | ${r.total ?? '–'} | ${fmt(r.measured.rps, 0)} | ${fmt(r.measured.p50)} | ` +
        `${fmt(r.measured.p95)} | ${fmt(r.measured.p99)} | ${fmt(r.p95OverFloor)} | ${fmt(r.ratioToFloor, 3)} | ` +
        `${r.measured.requests} | ${r.measured.errors} | ${r.measured.othersCores === null ? '–' : fmt(r.measured.othersCores, 2)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  let token: string | undefined;
  let rows: Row[] = [];
  let advertiser: Advertiser;
  try {
    advertiser = await prepareAdvertiser(client);
    console.log(
      `Anunciante ${advertiser.code}: ${ADS} anúncios ${JSON.stringify(advertiser.statuses)}; ` +
        `q=${advertiser.word} em ${advertiser.wordMatches} títulos`,
    );
    token = await createBenchSession(client, advertiser.code);
    const headers = { authorization: `Bearer ${token}` };

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
    for (const s of scenarios) {
      const { total } = await preflight<{ total?: number }>(url + s.path, headers);
      totals.set(s.name, total ?? null);
    }
    if (totals.get('página 1') !== ADS) {
      throw new Error(`a página 1 conta ${totals.get('página 1')} anúncios, não ${ADS}`);
    }

    const measured = await measureScenarios(url, scenarios, {
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
  console.log(`\n${table}`);
  console.log(
    `\nLatências em ms; ${DURATION} s por cenário após ${WARMUP} s de aquecimento; anunciante ${advertiser.code} ` +
      `com ${ADS} anúncios ${JSON.stringify(advertiser.statuses)}; q=${advertiser.word} em ${advertiser.wordMatches} títulos.`,
  );
  writeResults(
    'my-listings',
    {
      database: new URL(DATABASE_URL).pathname.slice(1),
      settings: { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, ads: ADS },
      advertiser,
      rows,
    },
    table,
  );
  failOnNon2xx(rows);
}

runBench(main);

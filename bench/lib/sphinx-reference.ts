/**
 * Sphinx 2.2 as the reference of the listing search (issue 37: "measured with the same harness in
 * the same run" against Sphinx 2.2 plus the same 12-card fetch from PostgreSQL). Debian's
 * `sphinxsearch` (2.2.11: `indexer`, `searchd`), nothing else.
 *
 * `startSphinxReference` writes a config into a temporary directory, indexes the published
 * listings of the bench database with `indexer --all` (its `pgsql` source reads PostgreSQL
 * directly), starts `searchd` on a free port (SphinxQL, the MySQL protocol, spoken with mysql2)
 * and answers a `GET /api/anuncios` query string as NC would: the page's codes from Sphinx, its
 * exact total (`SHOW META`, in the same round trip), then the page's stored cards from PostgreSQL
 * with NC's own statement (`findCards`, cardsOfCodes). `close` stops searchd and removes the
 * directory.
 *
 * What is indexed is what NC's `busca` column holds (migration 0001: title A, subtitle and
 * category names B, description C, `public.pt_unaccent`): the same three texts, as three fields
 * (a phrase never spans two of them, where `busca`'s concatenated vectors let one run from the
 * title's end into the subtitle's start), lower-cased with the Latin-1 accents folded (PostgreSQL's
 * `unaccent` before the stemmer), stemmed by Snowball's Portuguese stemmer (`libstemmer_portuguese`,
 * the algorithm of PostgreSQL's `portuguese_stem`) and without PostgreSQL's Portuguese stopwords.
 * Attributes: type, state, city, category, subcategory and the publication instant (µs), which
 * the classes filter and sort on.
 *
 * A query is translated from NC's own reading of the text (`parseSearchText`: `OU`, `NÃO`,
 * `-palavra`, quoted phrases, synonym groups as required "any of"), and ranked as NC defines
 * relevance (match-index.ts: title 3, subtitle or category 2, description 1; then newest): the
 * best field holding a word, `ranker=expr('top(user_weight)')`, then the publication instant. A
 * text whose words together find nothing gets NC's partial-match fallback: any of its words, the
 * listings with most of them first (`doc_word_count`). Sphinx 2.2 has no "Você quis dizer".
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { type ListingsQuery, ListingsQuerySchema } from '#shared/contracts/listings.contract.ts';
import { ufOf } from '#server/features/listings/listings.repository.ts';
import { parseSearchText } from '#server/features/listings/search-text.ts';
import { freePort } from '#server/test/free-port.ts';

const INSTALL = 'apt-get install -y sphinxsearch';
const INDEX = 'anuncios';
/** Field weights of the ranking: where a word occurs, as NC's postings weigh it (`peso`). */
const FIELD_WEIGHTS = 'titulo=3, subtitulo_categoria=2, descricao=1';
/** NC's relevance: the best field holding a word (then the newest, in ORDER BY). */
const RANKER = `expr('top(user_weight)')`;
/** The partial-match fallback: most words first, then as RANKER. */
const FALLBACK_RANKER = `expr('doc_word_count*4+top(user_weight)')`;
/** Rows per `sql_query_range` step: libpq holds a whole step in memory. */
const RANGE_STEP = 50_000;

/** What the index and the ranking are, for the results' JSON. */
export const SPHINX_SETTINGS = {
  fields: "titulo, subtitulo_categoria (subtitulo || ' ' || categoria_texto), descricao",
  attributes: 'tipo, uf, cidade, categoria, subcategoria, publicado_us',
  morphology: 'libstemmer_portuguese',
  charset: 'ASCII e Latin-1 sem acentos',
  stopwords: 'as do PostgreSQL (portuguese.stop) sem acento, antes do stemmer, quando instalado',
  ranker: RANKER,
  fieldWeights: FIELD_WEIGHTS,
  newest: 'ranker=none, ORDER BY publicado_us DESC, id DESC',
  fallback: FALLBACK_RANKER,
};

/** Latin-1 letters with diacritics, folded as PostgreSQL's `unaccent` folds them. */
const FOLDED: Record<string, number[]> = {
  a: [0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xe0, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5],
  c: [0xc7, 0xe7],
  e: [0xc8, 0xc9, 0xca, 0xcb, 0xe8, 0xe9, 0xea, 0xeb],
  i: [0xcc, 0xcd, 0xce, 0xcf, 0xec, 0xed, 0xee, 0xef],
  n: [0xd1, 0xf1],
  o: [0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xf2, 0xf3, 0xf4, 0xf5, 0xf6],
  u: [0xd9, 0xda, 0xdb, 0xdc, 0xf9, 0xfa, 0xfb, 0xfc],
  y: [0xdd, 0xfd, 0xff],
};
/**
 * Digits and ASCII letters (lower-cased), the folded Latin-1 letters; everything else separates
 * words. Sphinx 2.2.11's default table splits "Higienização" into "higieniza" and "o", and has
 * no `non_cjk` alias.
 */
const CHARSET_TABLE = [
  '0..9',
  'A..Z->a..z',
  'a..z',
  ...Object.entries(FOLDED).flatMap(([to, codes]) =>
    codes.map((c) => `U+${c.toString(16).toUpperCase()}->${to}`),
  ),
].join(', ');

/** The state as an integer attribute: its two letters' codes ("SP" = 83 * 256 + 80). */
const ufNumber = (uf: string) => uf.charCodeAt(0) * 256 + uf.charCodeAt(1);
const UF_NUMBER_SQL = `coalesce(ascii(substr(a.uf, 1, 1)) * 256 + ascii(substr(a.uf, 2, 1)), 0)`;

export interface SphinxAnswer {
  codes: number[];
  /** Sphinx's exact total (`total_found`). */
  total: number;
  /** Whether the partial-match fallback answered (all the words together found nothing). */
  partial: boolean;
  /** The page's stored cards, as NC's answer carries them. */
  cards: string;
  /** The SphinxQL round trip alone (the fallback's included), ms. */
  engineMs: number;
}

export interface SphinxReference {
  /** A `GET /api/anuncios` query string (no '?'): Sphinx, then the page's cards from PostgreSQL. */
  search(query: string): Promise<SphinxAnswer>;
  /** The index's files on disk, bytes. */
  indexBytes: number;
  /** `indexer --all`'s wall time, s. */
  indexSeconds: number;
  /** Published listings indexed. */
  documents: number;
  /** searchd's resident memory now and at its peak (VmRSS, VmHWM), bytes. */
  memory(): { rss: number; peak: number };
  /** CPU searchd has used so far (user + system), ms. */
  cpuMs(): number;
  version: string;
  close(): Promise<void>;
}

/** The binaries, or an error saying how to install them (checked before anything else runs). */
export function requireSphinx(): { indexer: string; searchd: string } {
  const find = (name: string) =>
    (process.env.PATH ?? '')
      .split(path.delimiter)
      .map((dir) => path.join(dir, name))
      .find((file) => {
        try {
          fs.accessSync(file, fs.constants.X_OK);
          return true;
        } catch {
          return false;
        }
      });
  const indexer = find('indexer');
  const searchd = find('searchd');
  if (!indexer || !searchd) {
    const missing = [!indexer && 'indexer', !searchd && 'searchd'].filter(Boolean);
    throw new Error(
      `--sphinx precisa do Sphinx 2.2 (${missing.join(' e ')} não ${missing.length > 1 ? 'encontrados' : 'encontrado'} no PATH): ${INSTALL}`,
    );
  }
  return { indexer, searchd };
}

/** A config value on one line (Sphinx reads `\` at a line's end as a continuation). */
const confValue = (s: string) => s.replace(/[\r\n\\]/g, '');

function writeConfig(dir: string, databaseUrl: string, port: number): string {
  const url = new URL(databaseUrl);
  const stopwords = writeStopwords(dir);
  // As `busca` reads them: the subtitle and the category names are one text (its B part).
  const fields = `a.titulo, a.subtitulo || ' ' || a.categoria_texto as subtitulo_categoria, a.descricao`;
  const attributes = [
    'a.tipo',
    `${UF_NUMBER_SQL} as uf`,
    'coalesce(a.cidade, 0) as cidade',
    'a.categoria',
    'coalesce(a.subcategoria, 0) as subcategoria',
    // NC orders by publicado_em desc nulls last, codigo desc: 0 is last, as null.
    `coalesce((extract(epoch from a.publicado_em) * 1000000)::bigint, 0) as publicado_us`,
  ].join(', ');
  const config = `
source ${INDEX}
{
  type = pgsql
  sql_host = ${confValue(url.hostname || '127.0.0.1')}
  sql_port = ${url.port || '5432'}
  sql_user = ${confValue(decodeURIComponent(url.username || 'postgres'))}
  sql_pass = ${confValue(decodeURIComponent(url.password))}
  sql_db = ${confValue(decodeURIComponent(url.pathname.slice(1)))}
  sql_query_range = select min(codigo), max(codigo) from anuncios where status = 'publicado'
  sql_range_step = ${RANGE_STEP}
  sql_query = select a.codigo as id, ${fields}, ${attributes} from anuncios a \\
    where a.status = 'publicado' and a.codigo between $start and $end
  sql_attr_uint = tipo
  sql_attr_uint = uf
  sql_attr_uint = cidade
  sql_attr_uint = categoria
  sql_attr_uint = subcategoria
  sql_attr_bigint = publicado_us
}

index ${INDEX}
{
  source = ${INDEX}
  path = ${path.join(dir, INDEX)}
  dict = keywords
  morphology = libstemmer_portuguese
  min_word_len = 1
  charset_table = ${CHARSET_TABLE}
${stopwords ? `  stopwords = ${stopwords}\n  stopwords_unstemmed = 1\n` : ''}}

indexer
{
  mem_limit = 256M
}

searchd
{
  listen = 127.0.0.1:${port}:mysql41
  log = ${path.join(dir, 'searchd.log')}
  pid_file = ${path.join(dir, 'searchd.pid')}
  binlog_path =
  workers = threads
  watchdog = 0
}
`;
  const file = path.join(dir, 'sphinx.conf');
  fs.writeFileSync(file, config, { mode: 0o600 });
  return file;
}

/**
 * The words `public.pt_unaccent` drops, written to `dir` for Sphinx; undefined when PostgreSQL's
 * Portuguese list is not installed here. `portuguese_stem` compares the word after `unaccent`
 * with its list as written: "é" goes (as "e"), "não" stays (its list has "não", never "nao"). So
 * the list's words without accents are the ones dropped, and Sphinx compares them before
 * stemming (`stopwords_unstemmed`): stemmed, "fosse" would also drop "fossa" and "com" "come".
 */
function writeStopwords(dir: string): string | undefined {
  const root = '/usr/share/postgresql';
  let list: string | undefined;
  try {
    for (const version of fs.readdirSync(root).sort().reverse()) {
      const file = path.join(root, version, 'tsearch_data', 'portuguese.stop');
      if (fs.existsSync(file)) {
        list = fs.readFileSync(file, 'utf8');
        break;
      }
    }
  } catch {
    // no local PostgreSQL
  }
  if (list === undefined) return undefined;
  const file = path.join(dir, 'stopwords.txt');
  const words = list.split('\n').map((w) => w.trim().toLowerCase());
  fs.writeFileSync(file, `${words.filter((w) => /^[a-z]+$/.test(w)).join('\n')}\n`);
  return file;
}

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${path.basename(file)} saiu com código ${code}:\n${out.slice(-2000)}`)),
    );
  });
}

/** `total N` from `indexer`'s report ("total 900332 docs, ..."). */
const documentsIndexed = (out: string) => Number(/total (\d+) docs/.exec(out)?.[1] ?? Number.NaN);

/**
 * Sphinx's extended query syntax for a run of NC search tokens (`rewriteOperators`' output: words,
 * quoted phrases, `-` before either, `or`): ANDed, each `or` separating alternatives as in
 * websearch_to_tsquery (whose `or` binds looser than AND, Sphinx's `|` tighter: so each side is
 * parenthesised). A word holding other characters (a hyphen, say) becomes a phrase of its parts, as
 * PostgreSQL's parser reads "guarda-roupa".
 */
function matchOf(tokens: string[]): { expression: string; words: string[]; plain: boolean } {
  const words: string[] = [];
  let plain = true;
  const alternatives: string[][] = [[]];
  for (const token of tokens) {
    if (token.toLowerCase() === 'or') {
      alternatives.push([]);
      plain = false;
      continue;
    }
    const negative = token.startsWith('-');
    const body = negative ? token.slice(1) : token;
    const quoted = body.startsWith('"');
    const parts = body.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    if (parts.length === 0) continue;
    const term = parts.length > 1 || quoted ? `"${parts.join(' ')}"` : parts[0]!;
    if (parts.length > 1 || quoted) plain = false;
    else if (!negative) words.push(term);
    alternatives.at(-1)!.push(negative ? `-${term}` : term);
  }
  const sides = alternatives.filter((a) => a.length > 0).map((a) => a.join(' '));
  const expression = sides.length > 1 ? sides.map((s) => `(${s})`).join(' | ') : (sides[0] ?? '');
  return { expression, words, plain };
}

/** NC search text tokens, as search-text.ts splits them (a quoted phrase or a run of other characters). */
const tokensOf = (text: string) => text.match(/-?"[^"]*(?:"|$)|[^\s"]+/g) ?? [];

interface Statements {
  main: string;
  /** The partial-match fallback, when the text has at least two required words or groups. */
  fallback?: string;
}

/** The SphinxQL of a `GET /api/anuncios` query, parsed as the route parses it. */
function statementsOf(q: ListingsQuery): Statements {
  const { q: text, page, limit, tipo, categoria, subcategoria, cidade, estado, uf, sort, order, ...rest } = q;
  const untranslated = Object.entries(rest).filter(
    ([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0),
  );
  if (untranslated.length > 0 || (sort !== undefined && sort !== 'data') || (cidade && !('code' in cidade))) {
    throw new Error(
      `--sphinx: filtro ou ordem sem tradução para SphinxQL: ${JSON.stringify({ sort, cidade, ...Object.fromEntries(untranslated) })}`,
    );
  }
  const filters: string[] = [];
  if (tipo) filters.push(`tipo = ${tipo}`);
  if (categoria) filters.push(`categoria = ${categoria}`);
  if (subcategoria) filters.push(`subcategoria = ${subcategoria}`);
  if (cidade && 'code' in cidade) filters.push(`cidade = ${cidade.code}`);
  const state = estado ?? uf;
  if (state) filters.push(`uf = ${ufNumber(ufOf(state))}`);

  const search = text ? parseSearchText(text) : { text: '', groups: [] };
  const base = matchOf(tokensOf(search.text));
  const groups = search.groups.map((g) => matchOf(tokensOf(g)).expression).filter(Boolean);
  const expression = [base.expression, ...groups.map((g) => `(${g})`)].filter(Boolean).join(' ');
  const hasText = expression !== '';
  const byRelevance = hasText && sort === undefined;
  const byDate = order === 'asc' ? 'publicado_us ASC, id ASC' : 'publicado_us DESC, id DESC';
  const offset = (page - 1) * limit;
  const maxMatches = Math.max(1000, offset + limit);
  const statement = (match: string, ranker: string | undefined) =>
    [
      `SELECT id FROM ${INDEX}`,
      ...[match ? `MATCH(${sqlString(match)})` : undefined, ...filters]
        .filter(Boolean)
        .map((c, i) => `${i === 0 ? 'WHERE' : 'AND'} ${c}`),
      `ORDER BY ${ranker ? `WEIGHT() DESC, ${byDate}` : byDate}`,
      `LIMIT ${offset}, ${limit}`,
      `OPTION ${ranker ? `ranker=${ranker}, field_weights=(${FIELD_WEIGHTS})` : 'ranker=none'}, max_matches=${maxMatches};`,
      `SHOW META LIKE 'total_found'`,
    ].join(' ');
  const main = statement(expression, byRelevance ? RANKER : undefined);
  // NC's fallback (listings.service.ts partialMatches): words alone (no phrase, no `or`), at least
  // two slots (words and synonym groups), any of them, none of the excluded words.
  const slots = [...new Set(base.words), ...groups.map((g) => `(${g})`)];
  if (!base.plain || slots.length < 2) return { main };
  const excluded = base.expression
    .split(' ')
    .filter((t) => t.startsWith('-'))
    .join(' ');
  const any = `(${slots.join(' | ')})${excluded ? ` ${excluded}` : ''}`;
  return {
    main,
    fallback: statement(any, sort === undefined ? FALLBACK_RANKER : `expr('doc_word_count')`),
  };
}

/** A SphinxQL string literal. */
const sqlString = (s: string) => `'${s.replace(/[\\']/g, (c) => `\\${c}`)}'`;

type MetaRow = { Variable_name: string; Value: string };

export async function startSphinxReference(opts: {
  databaseUrl: string;
  /** Connections to searchd (the clients of the throughput run). */
  connections: number;
  /** NC's card statement for a page's codes (the repository's findCards). */
  cards: (codes: number[]) => Promise<string>;
}): Promise<SphinxReference> {
  const { indexer, searchd } = requireSphinx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-sphinx-'));
  let child: ChildProcess | undefined;
  const stopNow = () => child?.exitCode === null && child.kill('SIGKILL');
  process.once('exit', stopNow);
  try {
    const port = await freePort();
    const config = writeConfig(dir, opts.databaseUrl, port);
    const version = /Sphinx (\S+)/.exec(spawnSync(indexer, ['--help'], { encoding: 'utf8' }).stdout)?.[1];
    const started = performance.now();
    const report = await run(indexer, ['--config', config, '--all']);
    const indexSeconds = (performance.now() - started) / 1000;
    const indexBytes = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith(`${INDEX}.`))
      .reduce((sum, f) => sum + fs.statSync(path.join(dir, f)).size, 0);

    child = spawn(searchd, ['--config', config, '--nodetach'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    const proc = child;
    const pool = mysql.createPool({
      host: '127.0.0.1',
      port,
      connectionLimit: opts.connections,
      multipleStatements: true,
    });
    // Ready when SphinxQL answers (searchd has loaded the index by then).
    const deadline = performance.now() + 60_000;
    for (;;) {
      if (proc.exitCode !== null) {
        const log = fs.readFileSync(path.join(dir, 'searchd.log'), 'utf8');
        throw new Error(`searchd saiu com código ${proc.exitCode}:\n${stderr}${log.slice(-2000)}`);
      }
      try {
        await pool.query(`SHOW STATUS LIKE 'uptime'`);
        break;
      } catch (err) {
        if (performance.now() > deadline) throw err;
        await new Promise((r) => setTimeout(r, 200));
      }
    }

    const statements = new Map<string, Statements>();
    const ask = async (statement: string) => {
      const [results] = (await pool.query(statement)) as unknown as [[{ id: number }[], MetaRow[]]];
      const [rows, meta] = results;
      return { codes: rows.map((r) => Number(r.id)), total: Number(meta[0]?.Value ?? Number.NaN) };
    };
    const procStatus = (key: string) =>
      Number(
        new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(
          fs.readFileSync(`/proc/${proc.pid}/status`, 'utf8'),
        )?.[1],
      ) * 1024;

    return {
      version: version ?? '2.2',
      indexBytes,
      indexSeconds,
      documents: documentsIndexed(report),
      async search(query) {
        let s = statements.get(query);
        if (!s) {
          s = statementsOf(ListingsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
          statements.set(query, s);
        }
        const t0 = performance.now();
        let found = await ask(s.main);
        let partial = false;
        if (found.total === 0 && s.fallback) {
          found = await ask(s.fallback);
          partial = found.total > 0;
        }
        const engineMs = performance.now() - t0;
        return { ...found, partial, engineMs, cards: await opts.cards(found.codes) };
      },
      memory: () => ({ rss: procStatus('VmRSS'), peak: procStatus('VmHWM') }),
      cpuMs() {
        const stat = fs.readFileSync(`/proc/${proc.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      },
      async close() {
        await pool.end();
        if (proc.exitCode === null) {
          const exited = new Promise((r) => proc.once('exit', r));
          proc.kill('SIGTERM');
          await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
          if (proc.exitCode === null) proc.kill('SIGKILL');
        }
        process.off('exit', stopNow);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    stopNow();
    process.off('exit', stopNow);
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

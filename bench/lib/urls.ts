/**
 * Concrete request paths for each benchmark scenario, drawn from what is really in the bench
 * database (published ids, cities that have listings, terms with a known number of matches),
 * so the benchmark measures realistic queries and never 400s or empty look-ups by accident.
 * Random but seeded: the same database and seed give the same URL lists.
 */
import type pg from 'pg';
import { Rng } from './prng.ts';
import { buildVocabulary, FUNCTION_WORDS } from './vocabulary.ts';

type TargetGroup =
  'floor' | 'appFloor' | 'filters' | 'sort' | 'selective' | 'common' | 'autocomplete' | 'byId';

export interface Scenario {
  name: string;
  group: TargetGroup;
  /** p95 target in ms at 1M listings (issue text); undefined = no target, reported only. */
  targetP95?: number;
  paths: string[];
  /** Which server answers: the bare Fastify floor or the application. */
  server: 'floor' | 'app';
}

const TARGETS: Partial<Record<TargetGroup, number>> = {
  selective: 20,
  common: 50,
  autocomplete: 5,
  byId: 5,
};

const qs = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

interface Counted {
  q: string;
  matches: number;
}

/** Number of published listings matching a websearch query, capped (GIN; cheap for rare terms). */
async function countMatches(db: pg.ClientBase, q: string, cap = 200_000): Promise<number> {
  const { rows } = await db.query(
    `select count(*)::int as n from (select 1 from anuncios
       where status = 'publicado' and busca @@ websearch_to_tsquery('public.pt_unaccent', $1) limit $2) m`,
    [q, cap],
  );
  return rows[0].n;
}

/** lexeme -> a surface word of the vocabulary that stems to it (shortest first, as people type). */
export async function lexemeToWord(db: pg.ClientBase): Promise<Map<string, string>> {
  const words = buildVocabulary().all.filter((w) => !w.includes('-'));
  const { rows } = await db.query(
    `select w, array_to_string(tsvector_to_array(to_tsvector('public.pt_unaccent', w)), ' ') as lex
     from unnest($1::text[]) as w`,
    [words],
  );
  const map = new Map<string, string>();
  for (const r of rows as { w: string; lex: string }[]) {
    if (!r.lex || r.lex.includes(' ')) continue;
    const prev = map.get(r.lex);
    if (!prev || r.w.length < prev.length) map.set(r.lex, r.w);
  }
  return map;
}

/** A typo a person makes: swap two neighbours, drop a letter, double one, or drop an accent. */
function typo(rng: Rng, s: string): string {
  const chars = [...s];
  const letters = chars
    .map((c, i) => (/\p{L}/u.test(c) ? i : -1))
    .filter((i) => i > 0 && i < chars.length - 1);
  if (letters.length === 0) return s;
  const i = rng.pick(letters);
  const kind = rng.int(0, 2);
  if (kind === 0 && /\p{L}/u.test(chars[i + 1]!)) [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
  else if (kind === 1) chars.splice(i, 1);
  else chars.splice(i, 0, chars[i]!);
  return chars.join('');
}

/** What someone types into an autocomplete box: a few leading characters of one of the words. */
function partial(rng: Rng, name: string): string {
  const words = name.split(' ');
  // Often the distinctive word, not the "Condomínio"/"Jardim" prefix everyone shares.
  const start = words.length > 1 && rng.chance(0.6) ? rng.int(1, words.length - 1) : 0;
  const tail = words.slice(start).join(' ');
  const len = Math.min(tail.length, rng.int(3, 10));
  let out = tail.slice(0, len).trimEnd().toLowerCase();
  if (rng.chance(0.4)) out = out.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return out.length >= 2 ? out : tail.slice(0, 3).toLowerCase();
}

/** Typo'd fragment: a distinctive stretch of the name (≥ 5 letters) with one edit. */
function misspelt(rng: Rng, name: string): string {
  const words = name.split(' ').filter((w) => w.length >= 4);
  const base =
    words.length > 0
      ? words
          .slice(rng.int(0, words.length - 1))
          .slice(0, 2)
          .join(' ')
      : name;
  return typo(rng, base.toLowerCase());
}

export async function buildScenarios(
  db: pg.ClientBase,
  seed: string,
  perScenario: number,
): Promise<{ scenarios: Scenario[]; notes: string[] }> {
  const rng = new Rng(`${seed}:urls`);
  const notes: string[] = [];
  const n = perScenario;

  // --- Reference facts from the data ------------------------------------------------------
  const maxId = Number((await db.query(`select max(codigo) as m from anuncios`)).rows[0].m);
  const candidateIds = Array.from({ length: n * 6 }, () => rng.int(1, maxId));
  const ids: number[] = (
    await db.query(
      `select codigo from anuncios where codigo = any($1::int[]) and status = 'publicado' order by codigo`,
      [candidateIds],
    )
  ).rows.map((r) => r.codigo);
  rng.shuffle(ids);

  const ufs: { uf: string; n: number }[] = (
    await db.query(
      `select uf, count(*)::int as n from anuncios where status = 'publicado' and uf is not null group by uf order by n desc`,
    )
  ).rows;
  const cities: { code: number; name: string; n: number }[] = (
    await db.query(
      `select a.cidade as code, c.nome as name, count(*)::int as n from anuncios a join cidades c on c.codigo = a.cidade
       where a.status = 'publicado' group by a.cidade, c.nome order by n desc limit 200`,
    )
  ).rows;
  const categories: { code: number; type: number; n: number }[] = (
    await db.query(
      `select categoria as code, tipo as type, count(*)::int as n from anuncios where status = 'publicado' group by categoria, tipo order by n desc`,
    )
  ).rows;

  const pickWeighted = <T extends { n: number }>(items: T[]): T => {
    const total = items.reduce((s, x) => s + x.n, 0);
    let x = rng.next() * total;
    for (const it of items) if ((x -= it.n) < 0) return it;
    return items[items.length - 1]!;
  };

  // --- Search terms by frequency ----------------------------------------------------------
  // ts_stat over a fixed 2% slice of the published listings gives document frequencies.
  const sampleEvery = 50;
  const stats: { word: string; ndoc: number }[] = (
    await db.query(
      `select word, ndoc from ts_stat($$select busca from anuncios where status = 'publicado' and codigo % ${sampleEvery} = 0$$)
       order by ndoc desc`,
    )
  ).rows;
  const functionLexemes = new Set<string>(
    (
      await db.query(
        `select distinct unnest(tsvector_to_array(to_tsvector('public.pt_unaccent', w))) as l from unnest($1::text[]) as w`,
        [FUNCTION_WORDS],
      )
    ).rows.map((r) => r.l),
  );
  const toWord = await lexemeToWord(db);
  const contentStats = stats.filter(
    (s) => toWord.has(s.word) && !functionLexemes.has(s.word) && s.word !== 'model',
  );

  // Common: the most frequent content lexemes (as a surface word), alone or in pairs.
  const commonWords = contentStats.slice(0, 40).map((s) => toWord.get(s.word)!);
  const commonQs = [
    ...commonWords,
    ...Array.from(
      { length: Math.max(10, n - commonWords.length) },
      () => `${rng.pick(commonWords.slice(0, 15))} ${rng.pick(commonWords.slice(0, 15))}`,
    ),
  ];
  const common: Counted[] = [];
  for (const q of [...new Set(commonQs)]) common.push({ q, matches: await countMatches(db, q) });

  // Selective: model codes (a few hundred rows each), rare vocabulary words, and pairs of
  // mid-frequency words that co-occur rarely. Kept when 10..3000 published rows match.
  const codeLexemes = stats.filter((s) => /^mod\d+$/.test(s.word)).map((s) => s.word);
  const rareWords = contentStats.filter((s) => s.ndoc >= 1 && s.ndoc <= 12).map((s) => toWord.get(s.word)!);
  const midWords = contentStats.filter((s) => s.ndoc > 40 && s.ndoc < 400).map((s) => toWord.get(s.word)!);
  const selectiveCandidates = [
    ...rng.shuffle([...codeLexemes]).slice(0, Math.ceil(n * 0.5)),
    ...rng.shuffle([...rareWords]).slice(0, Math.ceil(n * 0.4)),
    ...Array.from({ length: Math.ceil(n * 0.6) }, () => `${rng.pick(midWords)} ${rng.pick(midWords)}`),
    // A quoted phrase and an exclusion, the websearch syntax users may type.
    ...Array.from({ length: 5 }, () => `"${rng.pick(rareWords)}" -${rng.pick(midWords)}`),
  ];
  const selective: Counted[] = [];
  for (const q of [...new Set(selectiveCandidates)]) {
    const matches = await countMatches(db, q, 5000);
    if (matches >= 10 && matches <= 3000) selective.push({ q, matches });
  }
  if (selective.length < Math.min(n, 20))
    notes.push(`só ${selective.length} buscas seletivas encontradas (esperado ${n})`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  notes.push(
    `buscas seletivas: ${selective.length} termos, mediana ${median(selective.map((s) => s.matches))} resultados; ` +
      `comuns: ${common.length} termos, mediana ${median(common.map((s) => s.matches))} resultados ` +
      `(ex.: ${common
        .slice(0, 6)
        .map((c) => `"${c.q}" ${c.matches}`)
        .join(', ')})`,
  );

  // --- Names for autocomplete ---------------------------------------------------------------
  const cityNames: string[] = (
    await db.query(`select nome from cidades order by md5(nome || $1) limit 400`, [seed])
  ).rows.map((r) => r.nome);
  const bigCityNames = cities.slice(0, 60).map((c) => c.name);
  const bairroNames: string[] = (
    await db.query(`select nome from bairros order by md5(codigo::text || $1) limit 400`, [seed])
  ).rows.map((r) => r.nome);
  const condoNames: string[] = (
    await db.query(`select nome from condominios order by md5(codigo::text || $1) limit 400`, [seed])
  ).rows.map((r) => r.nome);
  const streetNames: string[] = (
    await db.query(`select nome from logradouros order by md5(codigo::text || $1) limit 400`, [seed])
  ).rows.map((r) => r.nome);

  const times = <T>(k: number, fn: () => T): T[] => Array.from({ length: k }, fn);
  const page = () => (rng.chance(0.7) ? 1 : rng.int(2, 5));
  const anuncios = (p: Record<string, string | number | undefined>) => `/api/anuncios?${qs(p)}`;
  const tipo = () => rng.int(1, 4);

  const scenarios: Scenario[] = [
    {
      name: 'piso: Fastify puro',
      group: 'floor',
      server: 'floor',
      paths: times(n, () => `/ping?r=${rng.int(1, 1e6)}`),
    },

    // The app's own floor: the whole Fastify stack (validation, hooks, serialisation) plus one
    // trivial round trip to PostgreSQL (`select 1`). The distance from here to a scenario is the
    // cost of its queries; from the bare floor to here, the cost of the stack and the pool.
    {
      name: 'piso do app: /api/health',
      group: 'appFloor',
      server: 'app',
      paths: times(n, () => `/api/health?r=${rng.int(1, 1e6)}`),
    },

    // (b) filters only
    {
      name: 'filtro tipo+estado',
      group: 'filters',
      server: 'app',
      paths: times(n, () => anuncios({ tipo: tipo(), estado: pickWeighted(ufs).uf, page: page() })),
    },
    {
      name: 'filtro categoria',
      group: 'filters',
      server: 'app',
      paths: times(n, () => {
        const c = pickWeighted(categories);
        return anuncios({ tipo: c.type, categoria: c.code, page: page() });
      }),
    },
    {
      name: 'filtro cidade (código ou nome)',
      group: 'filters',
      server: 'app',
      paths: times(n, () => {
        const c = pickWeighted(cities);
        return anuncios({ cidade: rng.chance(0.5) ? c.code : c.name, page: page() });
      }),
    },
    {
      name: 'filtro tipo+estado sort=preco',
      group: 'filters',
      server: 'app',
      paths: times(n, () =>
        anuncios({
          tipo: tipo(),
          estado: pickWeighted(ufs).uf,
          sort: 'preco',
          order: rng.pick(['asc', 'desc']),
          page: page(),
        }),
      ),
    },

    // (c) full-text search
    {
      name: 'q seletiva (relevância)',
      group: 'selective',
      server: 'app',
      paths: times(n, () => anuncios({ q: rng.pick(selective).q })),
    },
    {
      name: 'q seletiva + filtros',
      group: 'selective',
      server: 'app',
      paths: times(n, () =>
        anuncios({
          q: rng.pick(selective).q,
          ...(rng.chance(0.5) ? { tipo: tipo() } : { estado: pickWeighted(ufs).uf }),
        }),
      ),
    },
    {
      name: 'q seletiva sort=data',
      group: 'selective',
      server: 'app',
      paths: times(n, () => anuncios({ q: rng.pick(selective).q, sort: 'data' })),
    },
    {
      name: 'q comum (relevância)',
      group: 'common',
      server: 'app',
      paths: times(n, () => anuncios({ q: rng.pick(common).q })),
    },
    {
      name: 'q comum + filtros',
      group: 'common',
      server: 'app',
      paths: times(n, () =>
        anuncios({
          q: rng.pick(common).q,
          ...(rng.chance(0.5)
            ? { tipo: tipo(), estado: pickWeighted(ufs).uf }
            : { cidade: pickWeighted(cities).code }),
        }),
      ),
    },
    {
      name: 'q comum sort=data',
      group: 'common',
      server: 'app',
      paths: times(n, () => anuncios({ q: rng.pick(common).q, sort: 'data' })),
    },

    // (d) sorts over everything published
    ...(['data', 'preco', 'titulo'] as const).map((sort): Scenario => ({
      name: `ordenação sort=${sort}`,
      group: 'sort',
      server: 'app',
      paths: times(n, () =>
        anuncios({
          sort,
          order: rng.pick(['asc', 'desc']),
          page: page(),
          tipo: rng.chance(0.5) ? tipo() : undefined,
        }),
      ),
    })),

    // (e) autocomplete
    {
      name: 'auto cidades (parcial)',
      group: 'autocomplete',
      server: 'app',
      paths: times(
        n,
        () =>
          `/api/cidades?${qs({ nome: partial(rng, rng.chance(0.6) ? rng.pick(bigCityNames) : rng.pick(cityNames)) })}`,
      ),
    },
    {
      name: 'auto cidades (com erro)',
      group: 'autocomplete',
      server: 'app',
      paths: times(
        n,
        () =>
          `/api/cidades?${qs({ nome: misspelt(rng, rng.chance(0.6) ? rng.pick(bigCityNames) : rng.pick(cityNames)) })}`,
      ),
    },
    {
      name: 'auto bairros (parcial)',
      group: 'autocomplete',
      server: 'app',
      paths: times(n, () => `/api/bairros?${qs({ nome: partial(rng, rng.pick(bairroNames)) })}`),
    },
    {
      name: 'auto bairros (com erro)',
      group: 'autocomplete',
      server: 'app',
      paths: times(n, () => `/api/bairros?${qs({ nome: misspelt(rng, rng.pick(bairroNames)) })}`),
    },
    {
      name: 'auto condomínios (parcial)',
      group: 'autocomplete',
      server: 'app',
      paths: times(n, () => `/api/condominios?${qs({ nome: partial(rng, rng.pick(condoNames)) })}`),
    },
    {
      name: 'auto condomínios (com erro)',
      group: 'autocomplete',
      server: 'app',
      paths: times(n, () => `/api/condominios?${qs({ nome: misspelt(rng, rng.pick(condoNames)) })}`),
    },
    {
      name: 'auto logradouros (parcial)',
      group: 'autocomplete',
      server: 'app',
      paths: times(n, () => `/api/logradouros?${qs({ nome: partial(rng, rng.pick(streetNames)) })}`),
    },

    // (f) detail by id
    {
      name: 'anúncio por id',
      group: 'byId',
      server: 'app',
      paths: times(Math.max(n, 200), () => `/api/anuncios/${rng.pick(ids)}`),
    },
  ];
  for (const s of scenarios) s.targetP95 = TARGETS[s.group];
  return { scenarios, notes };
}

/**
 * The nine query classes of the "Listing search at search-engine speed" issue, each a list of
 * concrete `GET /api/anuncios` query strings drawn from the text really in the bench database:
 * document frequencies from ts_stat over a fixed 2% slice, phrases cut from real titles.
 * Seeded: the same database and seed give the same lists. The p95 targets (ms, through the
 * search layer, 1M listings) are the issue's.
 */
import type pg from 'pg';
import { Rng } from './prng.ts';
import { lexemeToWord } from './urls.ts';
import { FUNCTION_WORDS } from './vocabulary.ts';

export interface SearchClass {
  id: string;
  name: string;
  targetP95: number;
  /** Query strings for /api/anuncios (no '?'); at least `perClass` of them. */
  queries: string[];
  /** Matching published listings per query (capped at MATCH_CAP), same order as `queries`. */
  matches: number[];
}

/** Counting stops here: enough to tell a common query from a rare one. */
const MATCH_CAP = 200_000;
/** ts_stat runs on listings whose code is a multiple of this (a 2% slice). */
const SAMPLE_EVERY = 50;

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

export async function buildSearchClasses(
  db: pg.ClientBase,
  seed: string,
  perClass: number,
): Promise<SearchClass[]> {
  const rng = new Rng(`${seed}:search-classes`);
  const n = perClass;

  const stats: { word: string; ndoc: number }[] = (
    await db.query(
      `select word, ndoc from ts_stat($$select busca from anuncios where status = 'publicado' and codigo % ${SAMPLE_EVERY} = 0$$)
       order by ndoc desc, word`,
    )
  ).rows;
  const functionLexemes = new Set<string>(
    (
      await db.query(
        `select distinct unnest(tsvector_to_array(to_tsvector('public.pt_unaccent', w))) as l from unnest($1::text[]) as w`,
        [FUNCTION_WORDS],
      )
    ).rows.map((r: { l: string }) => r.l),
  );
  const toWord = await lexemeToWord(db);
  // Content words with their estimated document frequency at full size.
  const content = stats
    .filter((s) => toWord.has(s.word) && !functionLexemes.has(s.word) && !/^mod\d+$/.test(s.word))
    .map((s) => ({ word: toWord.get(s.word)!, df: s.ndoc * SAMPLE_EVERY }));
  const band = (min: number, max: number) =>
    content.filter((c) => c.df >= min && c.df <= max).map((c) => c.word);

  const common = content.slice(0, Math.max(n, 60)).map((c) => c.word);
  const frequent = band(20_000, Number.POSITIVE_INFINITY);
  const medium = band(2_000, 60_000);
  // The synthetic vocabulary has no word in fewer than ~500 listings; model codes ("mod10545",
  // in "Modelo ..." sentences) are the rarer tokens, as brand and model names are on real sites.
  const rareWords = band(0, 50 * SAMPLE_EVERY);
  const modelCodes = stats.filter((s) => /^mod\d+$/.test(s.word)).map((s) => s.word);
  const rare = () => (rng.chance(0.6) ? rng.pick(modelCodes) : rng.pick(rareWords));
  const ufs: string[] = (
    await db.query(
      `select uf from anuncios where status = 'publicado' and uf is not null group by uf order by count(*) desc`,
    )
  ).rows.map((r: { uf: string }) => r.uf);

  // Adjacent content-word pairs from real titles: phrases people copy from a listing.
  const titles: string[] = (
    await db.query(
      `select titulo from anuncios where status = 'publicado' and codigo % 997 = 0 order by codigo limit 4000`,
    )
  ).rows.map((r: { titulo: string }) => r.titulo);
  const isContent = (w: string) => w.length > 2 && !FUNCTION_WORDS.includes(w);
  const phrases: string[] = [];
  for (const title of rng.shuffle(titles)) {
    const words = title.toLocaleLowerCase('pt-BR').split(/\s+/);
    const at = words.findIndex((w, i) => i + 1 < words.length && isContent(w) && isContent(words[i + 1]!));
    if (at >= 0) phrases.push(`"${words[at]} ${words[at + 1]}"`);
    if (phrases.length >= n * 2) break;
  }

  const distinct = (make: () => string) => {
    const out = new Set<string>();
    for (let i = 0; out.size < n && i < n * 50; i++) out.add(make());
    return [...out];
  };
  const twoDistinct = (list: string[]) => {
    const a = rng.pick(list);
    let b = rng.pick(list);
    while (b === a) b = rng.pick(list);
    return [a, b] as const;
  };

  const classes: Omit<SearchClass, 'matches'>[] = [
    { id: 'rare', name: 'termo raro', targetP95: 1, queries: distinct(() => qs({ q: rare() })) },
    {
      id: 'term-uf-newest',
      name: 'termo + UF, mais novos',
      targetP95: 4,
      queries: distinct(() =>
        qs({ q: rng.pick(medium), estado: rng.pick(ufs.slice(0, 15)), sort: 'data', order: 'desc' }),
      ),
    },
    {
      id: 'two-terms',
      name: 'dois termos, relevância',
      targetP95: 10,
      queries: distinct(() => qs({ q: twoDistinct(medium).join(' ') })),
    },
    {
      id: 'phrase',
      name: 'frase',
      targetP95: 10,
      queries: [...new Set(phrases)].slice(0, n).map((p) => qs({ q: p })),
    },
    {
      id: 'term-type',
      name: 'termo + tipo',
      targetP95: 10,
      queries: distinct(() => qs({ q: rng.pick(frequent), tipo: rng.int(1, 4) })),
    },
    {
      id: 'negation',
      name: 'termo com negação',
      targetP95: 10,
      queries: distinct(() => {
        const [a, b] = twoDistinct(frequent);
        return qs({ q: `${a} -${b}` });
      }),
    },
    {
      id: 'common-newest',
      name: 'termo comum, mais novos',
      targetP95: 40,
      queries: distinct(() => qs({ q: rng.pick(common), sort: 'data', order: 'desc' })),
    },
    {
      id: 'common-relevance',
      name: 'termo comum, relevância (12)',
      targetP95: 8,
      queries: distinct(() => qs({ q: rng.pick(common), limit: 12 })),
    },
    {
      id: 'count',
      name: 'contagem de resultados',
      targetP95: 5,
      queries: distinct(() => qs({ q: rng.pick(rng.chance(0.5) ? common : medium), limit: 1 })),
    },
  ];

  const out: SearchClass[] = [];
  for (const c of classes) {
    if (c.queries.length < n)
      throw new Error(`classe "${c.name}": só ${c.queries.length} consultas distintas (mínimo ${n})`);
    const matches: number[] = [];
    for (const query of c.queries) matches.push(await countFiltered(db, new URLSearchParams(query)));
    out.push({ ...c, matches });
  }
  return out;
}

/** Published listings matching the query's text, state and type (capped at MATCH_CAP). */
async function countFiltered(db: pg.ClientBase, params: URLSearchParams): Promise<number> {
  const { rows } = await db.query(
    `select count(*)::int as n from (select 1 from anuncios
       where status = 'publicado' and busca @@ websearch_to_tsquery('public.pt_unaccent', $1)
         and ($2::text is null or uf = $2) and ($3::int is null or tipo = $3) limit $4) m`,
    [params.get('q'), params.get('estado'), params.get('tipo'), MATCH_CAP],
  );
  return rows[0].n;
}

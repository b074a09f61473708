import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  andAll,
  escapeLike,
  inCodes,
  inOrderOf,
  intLiteral,
  offsetValue,
  pageEnvelope,
  queryPrepared,
  queryRows,
} from './sql.ts';

/**
 * Look-ups by name over the tables that keep a stored normalised name (`nome_busca`): cities,
 * neighbourhoods, streets (the places feature) and condominiums (the condominiums feature), and
 * the listing search's filters by those names (ADR 004). Here, in lib/, because two features
 * use it and a feature is entered from another only through its service (ADR 010,
 * docs/ARCHITECTURE.md "Boundaries"). Also the filters by a place given by code or by name.
 */

/** Lower-cased, accent-free form of a column or value; matches the trigram indexes' expression. */
const normalized = (value: unknown): SQL => sql`public.immutable_unaccent(lower(${value}))`;

/**
 * Accent- and case-insensitive name match that tolerates a typo, on a stored normalised name
 * column (`nome_busca`): a substring (LIKE, trigram GIN) or a trigram word similarity above
 * pg_trgm's threshold (`<%`, same index).
 */
export function nameMatches(searchColumn: SQL, term: string): SQL {
  const needle = sql`public.immutable_unaccent(lower(${escapeLike(term)}))`;
  return sql`(${searchColumn} like '%' || ${needle} || '%' or ${normalized(term)} <% ${searchColumn})`;
}

/** Exact accent- and case-insensitive equality against a stored normalised name column. */
export const sameName = (searchColumn: SQL, name: string): SQL => sql`${searchColumn} = ${normalized(name)}`;

/**
 * Filter on a place given by code, or by name (exact, accent- and case-insensitive, through
 * that place table's `nome_busca`). A sub-select on `codigo` rather than a join, so the query
 * needs no join for it: an unused join still cost the name look-ups their index-only scans.
 */
export function codeOrName(
  column: SQL,
  table: PlaceNameTable,
  value: { code: number } | { name: string } | undefined,
): SQL | undefined {
  if (!value) return undefined;
  if ('code' in value) return sql`${column} = ${value.code}`;
  return sql`${column} in (select codigo from ${sql.identifier(table)} where ${sameName(sql`nome_busca`, value.name)})`;
}

/** A CEP column filtered by the CEP's leading digits. */
export const cepStartsWith = (column: SQL, digits: string | undefined): SQL | undefined =>
  digits ? sql`${column} in (select codigo from ceps where numero like ${`${digits}%`})` : undefined;

/** State filter given as `{ code }` or `{ uf }`, against a column holding the state code. */
export function stateCondition(
  column: unknown,
  state: { code: number } | { uf: string } | undefined,
): SQL | undefined {
  if (!state) return undefined;
  if ('code' in state) return sql`${column} = ${state.code}`;
  return sql`${column} = (select codigo from estados where sigla = ${state.uf})`;
}

export type PlaceNameTable = 'cidades' | 'bairros' | 'logradouros' | 'condominios';

/**
 * The typo stage's first try, in one statement (pagedByName below):
 * 1. the typed text as normalised words, each unknown one (no dictionary word starts with it)
 *    replaced by a dictionary word one swap of neighbouring letters or one letter fewer away,
 *    or else by the closest by trigram similarity; `ok` is false when an unknown word of three
 *    or more letters has neither (or there is no word at all);
 * 2. one page of the names holding every corrected word (as a substring), in alphabetical
 *    order, plus one row of look-ahead, with their rows: the postings (`nomes_por_palavra`) of
 *    the rarest whole dictionary word among them (by the dictionary's count of names; on a tie
 *    the later typed word, as names are sorted by their first words) are walked in name order
 *    and each checked for the other words, so the walk stops after about as many postings as
 *    the page needs. `walked` is null when no corrected word is a whole dictionary word (only
 *    word starts were typed): the caller then matches the words as substrings itself. On pages
 *    past the first, `any` says whether the first page would hold anything.
 * The dictionary reads are b-tree ranges and, for an unknown word, its trigram GIN, cheap beside
 * the walk (docs/performance-log.md §12). A prepared statement: the plan walks whichever word the
 * statement itself picks.
 */
async function typoPage<T>(
  db: Db,
  q: {
    table: PlaceNameTable;
    from: SQL;
    key: SQL;
    where: SQL;
    term: string;
    limit: number;
    offset: number;
    rows: { from: SQL; columns: SQL };
  },
) {
  // The page's size and a first page's offset written into the text (intLiteral): as parameters
  // every call was planned anew (docs/performance-log.md §12). The table too, as a literal (one of four): as a
  // parameter it left custom plans a better estimate of the dictionary's rows than the generic
  // one, with the same effect.
  const table = sql.raw(`'${q.table}'`);
  const [r] = await queryPrepared<{
    ok: boolean;
    words: string[];
    walked: string | null;
    codes: number[];
    rows: T[];
    any: boolean | null;
  }>(
    db,
    sql`with w as materialized (
          select w.ord, w.word,
                 length(w.word) < 3 or exists (select 1 from palavras_nomes p where p.tabela = ${table}
                   -- starts with the word: a byte-order range ('~' sorts after every [a-z0-9])
                   and (p.palavra collate "C") >= w.word and (p.palavra collate "C") < w.word || '~') as known
            -- The text behind a sub-select: folded as a constant it gave every custom plan an
            -- exact word count, so the generic plan never looked as cheap and each call was planned.
            from unnest(regexp_split_to_array(public.immutable_unaccent(lower((select ${q.term}::text))), '[^a-z0-9]+'))
                 with ordinality as w(word, ord)
           where w.word <> ''),
        f as materialized (
          select w.ord, case when w.known then w.word else coalesce(
            -- Two neighbouring letters swapped, or one letter too many (a doubled one): an exact
            -- word first. Trigrams barely see a swap ("retiro"/"ertiro" share 3 of 11), and these
            -- few probes of the key cost less than scoring the dictionary by similarity.
            (select p.palavra from palavras_nomes p
              where p.tabela = ${table} and p.palavra = any(array(
                select substr(w.word, 1, i - 1) || substr(w.word, i + 1, 1) || substr(w.word, i, 1) || substr(w.word, i + 2)
                  from generate_series(1, length(w.word) - 1) as i
                union all
                select substr(w.word, 1, i - 1) || substr(w.word, i + 1) from generate_series(1, length(w.word)) as i))
              order by p.palavra limit 1),
            (select p.palavra from palavras_nomes p
              where p.tabela = ${table} and (p.palavra % w.word or w.word <% p.palavra)
              order by greatest(similarity(p.palavra, w.word), word_similarity(w.word, p.palavra)) desc, p.palavra
              limit 1)) end as word
            from w),
        ok as materialized (select count(*) > 0 and bool_and(f.word is not null) as ok from f),
        pick as materialized (
          select f.word from f join palavras_nomes p on p.tabela = ${table} and p.palavra = f.word
           where (select ok from ok)
           order by p.nomes, f.ord desc limit 1),
        -- Words hold only [a-z0-9]: nothing to escape in the patterns.
        page as not materialized (
          select n.codigo from nomes_por_palavra n join ${q.from} on ${q.key} = n.codigo
           where n.tabela = ${table} and n.palavra = (select word from pick)
             and n.nome like all ((select array_agg('%' || f.word || '%') from f)::text[])
             and ${q.where}
           order by (n.nome collate "C"), n.codigo),
        c as materialized (select array(select codigo from page limit ${intLiteral(q.limit + 1)} offset ${offsetValue(q.offset)}) as codes)
        select (select ok from ok) as ok, array(select f.word from f order by f.ord) as words,
               (select word from pick) as walked, (select codes from c) as codes,
               -- The page's rows too (the look-ahead row aside): one round trip fewer, planned once.
               (select coalesce(json_agg(x), '[]') from (select ${q.rows.columns} from ${q.rows.from}
                 where ${q.key} = any((select codes[1:${intLiteral(q.limit)}] from c)::int[])) x) as rows,
               ${q.offset > 0 ? sql`exists (select 1 from page)` : sql`null::boolean`} as any`,
  );
  return {
    words: r?.ok ? r.words : undefined,
    walked: r?.walked ?? null,
    codes: (r?.codes ?? []).map(Number),
    rows: r?.rows ?? [],
    any: r?.any ?? false,
  };
}

/**
 * Name look-ups count their matches only as far as paging needs: up to this many, or five pages
 * past the one asked for; beyond that `total` is a lower bound that grows as the user pages on.
 * Counting a substring match reads each matching row, and an exact count of a common text would
 * take a look-up's whole budget (docs/performance-log.md §12).
 */
const NAME_COUNT_MIN = 200;
const nameCountCap = (offset: number, limit: number) => Math.max(NAME_COUNT_MIN, offset + 5 * limit);

/**
 * Autocomplete-style look-up by name, accent- and case-insensitive, in stages so that each
 * stays cheap however common the typed text is (over the table's stored `nome_busca`):
 * 1. names that start with the text, in alphabetical order (walks the `collate "C"` b-tree on
 *    the normalised name and stops after one page);
 * 2. then names that contain it elsewhere (trigram GIN or the same b-tree, as the planner sees fit);
 * 3. only when nothing contains it, names within a typo of it: each typed word corrected
 *    against the dictionary of name words and the names holding all of them (typoPage), or
 *    failing that the whole text by trigram word similarity (`<%`).
 * Counts stop at nameCountCap (see NAME_COUNT_MIN); the typo stage does not count (see there).
 *
 * The stages read only the table itself and select its `codigo`; the page's rows, with their
 * joined names, are then read by code from `rows` (a prepared statement). Selecting the joined
 * columns in every stage multiplied the planning, and any join in a stage, used or not, cost it
 * its index-only scan (docs/performance-log.md §12). typoPage is the exception: prepared, it is planned once per
 * connection, so it reads the rows itself.
 *
 * Round trips: two for most look-ups (the counts with, on the first page, whatever the page
 * needs besides the prefix keys; then the rows), two on the typo stage (the counts, then
 * typoPage).
 */
export async function pagedByName<T>(
  db: Db,
  q: {
    /** The place table searched (also its word dictionary, `palavras_nomes.tabela`)… */
    table: PlaceNameTable;
    /** …and its alias in `where` and in `rows.from`. */
    alias: string;
    where: SQL;
    term: string;
    page: number;
    limit: number;
    /** Where the page's rows come from, by key (`<alias>.codigo`): the table with its joins. */
    rows: { from: SQL; columns: SQL };
    keyOf: (row: T) => number;
  },
) {
  const alias = sql.identifier(q.alias);
  const from = sql`${sql.identifier(q.table)} ${alias}`;
  const key = sql`${alias}.codigo`;
  const searchColumn = sql`${alias}.nome_busca`;
  // The b-tree holds the name `collate "C"`, the trigram GIN holds it without: each condition
  // spells the expression of the index it is meant to use.
  const inByteOrder = sql`(${searchColumn} collate "C")`;
  const needle = sql`public.immutable_unaccent(lower(${escapeLike(q.term)}))`;
  // Starts with the text: a range of the byte-order b-tree (U+10FFFF sorts after any character),
  // the text behind a sub-select. The prefix statements are then prepared and keep one generic
  // plan, the same range scan for any text, instead of being planned on every call
  // (docs/performance-log.md §12): a LIKE prefix becomes a range only for a constant pattern, and a
  // constant gave custom plans a lower estimate.
  const start = sql`(select public.immutable_unaccent(lower(${q.term}::text)))`;
  const isPrefix = sql`${inByteOrder} >= ${start} and ${inByteOrder} < ${start} || ${'\u{10FFFF}'}`;
  const isContained = sql`${searchColumn} like '%' || ${needle} || '%'`;
  const alphabetical = sql`${inByteOrder}, ${key}`;
  const offset = (q.page - 1) * q.limit;
  const count = async (cond: SQL, prepared = false) => {
    const [r] = await (prepared ? queryPrepared : queryRows)<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${from} where ${q.where} and ${cond} limit ${intLiteral(nameCountCap(offset, q.limit))}) m`,
    );
    return r?.n ?? 0;
  };
  const keys = async (cond: SQL, orderBy: SQL, limit: number, skip: number, prepared = false) =>
    (
      await (prepared ? queryPrepared : queryRows)<{ key: number }>(
        db,
        sql`select ${key} as key from ${from} where ${q.where} and ${cond} order by ${orderBy} limit ${intLiteral(limit)} offset ${offsetValue(skip)}`,
      )
    ).map((r) => r.key);
  const rowsOf = async (found: number[]) =>
    found.length
      ? inOrderOf(
          found,
          await queryPrepared<T>(
            db,
            sql`select ${q.rows.columns} from ${q.rows.from} where ${inCodes(key, found)}`,
          ),
          q.keyOf,
        )
      : [];

  const containedElsewhere = sql`${isContained} and not (${isPrefix})`;
  const cap = intLiteral(nameCountCap(offset, q.limit));
  // First page: the prefix count and, when the names that start with the text do not fill the
  // page, the first of those that contain it elsewhere (needed then; here they cost no round trip
  // of their own, and CASE runs the sub-select only then). The contained count runs beside it,
  // not inside: alone it plans faster (docs/performance-log.md §12).
  const prefixCountAndOtherKeys = async () => {
    const [r] = await queryRows<{ prefixed: number; keys: number[] | null }>(
      db,
      sql`with p as materialized (
            select count(*)::int as n from (select 1 from ${from} where ${q.where} and ${isPrefix} limit ${cap}) m)
          select (select n from p) as prefixed,
                 case when (select n from p) < ${intLiteral(q.limit)} then array(
                   select ${key} from ${from} where ${q.where} and ${containedElsewhere}
                    order by ${alphabetical} limit ${intLiteral(q.limit)}) end as keys`,
    );
    return { prefixed: r?.prefixed ?? 0, keys: r?.keys?.map(Number) };
  };
  // The cheap index reads at once, on separate pool connections: the stage is known only after
  // the contained count, and the prefix keys are needed in every stage but the rare typo one.
  const [containedCount, prefix, prefixKeys] = await Promise.all([
    count(isContained),
    offset === 0
      ? prefixCountAndOtherKeys()
      : count(isPrefix, true).then((n) => ({ prefixed: n, keys: undefined })),
    keys(isPrefix, alphabetical, q.limit, offset, true),
  ]);
  const contained = { n: containedCount, keys: prefix.keys };
  const prefixed = prefix.prefixed;
  if (contained.n === 0) {
    // Typo stage. No count: it pages with one row of look-ahead, so `total` is a lower bound.
    // First the typed words corrected against the dictionary of this table's name words, and the
    // names holding all of them (typoPage); only when a word has no close dictionary word, or the
    // corrected words match nothing, the whole text by trigram word similarity, which scores
    // every name sharing a common word: the slowest stage (docs/performance-log.md §5.5, §12).
    const typo = await typoPage<T>(db, { ...q, from, key, offset });
    if (typo.words && typo.walked !== null && (typo.codes.length > 0 || typo.any)) {
      const rows = inOrderOf(typo.codes.slice(0, q.limit), typo.rows, q.keyOf);
      return pageEnvelope(rows, offset + typo.codes.length, q.page, q.limit);
    }
    if (typo.words && typo.walked === null) {
      // Only word starts typed ("resid jard"): each word as a substring, through the usual indexes.
      const allWords = andAll(typo.words.map((w) => sql`${searchColumn} like ${`%${escapeLike(w)}%`}`));
      const found = await keys(allWords, alphabetical, q.limit + 1, offset);
      if (found.length > 0 || (offset > 0 && (await keys(allWords, alphabetical, 1, 0)).length > 0)) {
        return pageEnvelope(await rowsOf(found.slice(0, q.limit)), offset + found.length, q.page, q.limit);
      }
    }
    const similar = sql`${normalized(q.term)} <% ${searchColumn}`;
    const byDistance = sql`word_similarity(${normalized(q.term)}, ${searchColumn}) desc, ${alphabetical}`;
    const found = await keys(similar, byDistance, q.limit + 1, offset);
    return pageEnvelope(await rowsOf(found.slice(0, q.limit)), offset + found.length, q.page, q.limit);
  }
  const found = offset < prefixed ? prefixKeys : [];
  const missing = q.limit - found.length;
  if (missing > 0 && offset + found.length < contained.n) {
    const skip = Math.max(0, offset - prefixed);
    found.push(
      ...(contained.keys ?? (await keys(containedElsewhere, alphabetical, missing, skip))).slice(0, missing),
    );
  }
  return pageEnvelope(await rowsOf(found), contained.n, q.page, q.limit);
}

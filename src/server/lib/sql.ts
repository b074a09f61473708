import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Lower-cased, accent-free form of a column or value; matches the trigram indexes' expression. */
export const normalized = (value: unknown): SQL => sql`public.immutable_unaccent(lower(${value}))`;

/** Escapes LIKE wildcards so user text matches literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

/** A city column filtered by the city's state (`{ code }` or `{ uf }`). */
export function cityInState(
  column: SQL,
  state: { code: number } | { uf: string } | undefined,
): SQL | undefined {
  if (!state) return undefined;
  return sql`${column} in (select codigo from cidades where ${stateCondition(sql`estado`, state)})`;
}

/** A CEP column filtered by the CEP's leading digits. */
export const cepStartsWith = (column: SQL, digits: string | undefined): SQL | undefined =>
  digits ? sql`${column} in (select codigo from ceps where numero like ${`${digits}%`})` : undefined;

export const andAll = (conds: (SQL | undefined)[]): SQL => {
  const present = conds.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** Runs raw SQL and returns its rows (both drivers expose `.rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Like queryRows, as a named prepared statement: PostgreSQL parses and plans it once per pool
 * connection instead of on every call (planning was 1–2 ms of the 3 ms listing detail;
 * docs/performance.md §5.6). Only for fixed-shape statements whose best plan does not depend
 * on the parameter values (look-ups by key): after five executions PostgreSQL may switch to a
 * generic plan, which would be wrong for, say, a LIKE prefix or a common search term.
 * PGlite has no named statements and simply runs it.
 */
export async function queryPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  // drizzle's execute() without the name it cannot take; dialect and session are public at runtime.
  const internals = db as unknown as {
    dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
    session: {
      prepareQuery(
        q: { sql: string; params: unknown[] },
        fields: undefined,
        name: string,
        arrayMode: boolean,
      ): { execute(): Promise<{ rows: T[] }> };
    };
  };
  const built = internals.dialect.sqlToQuery(query);
  // One name per statement text, so any two call sites with the same SQL share the plan.
  const name = `nc_${createHash('sha1').update(built.sql).digest('hex').slice(0, 16)}`;
  const result = await internals.session.prepareQuery(built, undefined, name, false).execute();
  return result.rows;
}

/** `column = any(codes)` as one array parameter, so the statement text does not vary with the count. */
export const inCodes = (column: SQL, codes: number[]): SQL =>
  sql`${column} = any(${sql.param(codes)}::int[])`;

/** Rows put in the order of `codes` (absent codes skipped). */
export function inOrderOf<T>(codes: number[], rows: T[], codeOf: (row: T) => number): T[] {
  const byCode = new Map(rows.map((r) => [codeOf(r), r]));
  return codes.flatMap((c) => byCode.get(c) ?? []);
}

function pageEnvelope<T>(data: T[], total: number, page: number, limit: number) {
  return { data, page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
}

/** State filter given as `{ code }` or `{ uf }`, against a column holding the state code. */
export function stateCondition(
  column: unknown,
  state: { code: number } | { uf: string } | undefined,
): SQL | undefined {
  if (!state) return undefined;
  if ('code' in state) return sql`${column} = ${state.code}`;
  return sql`${column} = (select codigo from estados where sigla = ${state.uf})`;
}

export interface PageQuery {
  from: SQL;
  where: SQL;
  select: SQL;
  page: number;
  limit: number;
}

/** One page plus the exact total. */
export async function pagedQuery<T>(db: Db, q: PageQuery & { orderBy: SQL }) {
  const [data, count] = await Promise.all([
    queryRows<T>(
      db,
      sql`select ${q.select} from ${q.from} where ${q.where} order by ${q.orderBy} limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${q.from} where ${q.where}`),
  ]);
  return pageEnvelope(data, count[0]?.total ?? 0, q.page, q.limit);
}

export type PlaceNameTable = 'cidades' | 'bairros' | 'logradouros' | 'condominios';

/**
 * The typed text as normalised words, each unknown one (no dictionary word starts with it)
 * replaced by a dictionary word one swap of neighbouring letters away, or else by the closest
 * by trigram similarity; undefined when an unknown word of three or more letters has neither.
 * One round trip, on the dictionary's b-trees and trigram GIN (well under 1 ms).
 */
async function correctedWords(db: Db, table: PlaceNameTable, term: string): Promise<string[] | undefined> {
  const rows = await queryPrepared<{ word: string; known: boolean; fix: string | null }>(
    db,
    sql`select w.word,
          length(w.word) < 3 or exists (select 1 from palavras_nomes p where p.tabela = ${table}
            -- starts with the word: a byte-order range ('~' sorts after every [a-z0-9])
            and (p.palavra collate "C") >= w.word and (p.palavra collate "C") < w.word || '~') as known,
          coalesce(
            -- Two neighbouring letters swapped: trigrams barely see it ("retiro"/"ertiro" share 3
            -- of 11), so try each swap for an exact word first.
            (select p.palavra from palavras_nomes p
              where p.tabela = ${table} and p.palavra = any(array(
                select substr(w.word, 1, i - 1) || substr(w.word, i + 1, 1) || substr(w.word, i, 1) || substr(w.word, i + 2)
                from generate_series(1, length(w.word) - 1) as i))
              order by p.palavra limit 1),
            (select p.palavra from palavras_nomes p
              where p.tabela = ${table} and (p.palavra % w.word or w.word <% p.palavra)
              order by greatest(similarity(p.palavra, w.word), word_similarity(w.word, p.palavra)) desc, p.palavra
              limit 1)) as fix
        from unnest(regexp_split_to_array(public.immutable_unaccent(lower(${term})), '[^a-z0-9]+'))
             with ordinality as w(word, ord)
        where w.word <> ''
        order by w.ord`,
  );
  const words: string[] = [];
  for (const r of rows) {
    if (r.known) words.push(r.word);
    else if (r.fix) words.push(r.fix);
    else return undefined;
  }
  return words.length ? words : undefined;
}

/**
 * Name look-ups count their matches only as far as paging needs: up to this many, or five pages
 * past the one asked for; beyond that `total` is a lower bound that grows as the user pages on.
 * Counting a substring match reads each matching row (~3 µs): 1,000 of them cost 3.4 ms at 113k
 * condominiums, a look-up's whole budget.
 */
export const NAME_COUNT_MIN = 200;
const nameCountCap = (offset: number, limit: number) => Math.max(NAME_COUNT_MIN, offset + 5 * limit);

/**
 * Autocomplete-style look-up by name, accent- and case-insensitive, in stages so that each
 * stays cheap however common the typed text is (over the table's stored `nome_busca`):
 * 1. names that start with the text, in alphabetical order (walks the `collate "C"` b-tree on
 *    the normalised name and stops after one page);
 * 2. then names that contain it elsewhere (trigram GIN or the same b-tree, as the planner sees fit);
 * 3. only when nothing contains it, names within a typo of it (trigram `<%`, by similarity).
 * Counts stop at nameCountCap (see NAME_COUNT_MIN); the typo stage does not count (see there).
 *
 * The stages read only the table itself and select its `codigo`; the page's rows, with their
 * joined names, are then read by code from `rows` (a prepared statement). Selecting the joined
 * columns in every stage cost 4–6 ms of planning per call, and any join in a stage, used or
 * not, cost it its index-only scan.
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
  const isPrefix = sql`${inByteOrder} like ${needle} || '%'`;
  const isContained = sql`${searchColumn} like '%' || ${needle} || '%'`;
  const alphabetical = sql`${inByteOrder}, ${key}`;
  const offset = (q.page - 1) * q.limit;
  const count = async (cond: SQL) => {
    const [r] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${from} where ${q.where} and ${cond} limit ${nameCountCap(offset, q.limit)}) m`,
    );
    return r?.n ?? 0;
  };
  const keys = async (cond: SQL, orderBy: SQL, limit: number, skip: number) =>
    (
      await queryRows<{ key: number }>(
        db,
        sql`select ${key} as key from ${from} where ${q.where} and ${cond} order by ${orderBy} limit ${limit} offset ${skip}`,
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

  // The three cheap index reads at once, on separate pool connections: the stage is known
  // only after the first, and the other two are needed in every stage but the rare typo one.
  const [contained, prefixed, prefixKeys] = await Promise.all([
    count(isContained),
    count(isPrefix),
    keys(isPrefix, alphabetical, q.limit, offset),
  ]);
  if (contained === 0) {
    // Typo stage. No count: it pages with one row of look-ahead, so `total` is a lower bound.
    // First the typed words corrected against the dictionary of this table's name words, each
    // then matched as a substring (index-driven, ~5 ms at 113k names); only when a word has no
    // close dictionary word, or the corrected words match nothing, the whole text by trigram
    // word similarity, which scores every name sharing a common word (90–300 ms at 113k names).
    const corrected = await correctedWords(db, q.table, q.term);
    if (corrected) {
      const allWords = andAll(corrected.map((w) => sql`${searchColumn} like ${`%${escapeLike(w)}%`}`));
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
  if (missing > 0 && offset + found.length < contained) {
    const skip = Math.max(0, offset - prefixed);
    found.push(...(await keys(sql`${isContained} and not (${isPrefix})`, alphabetical, missing, skip)));
  }
  return pageEnvelope(await rowsOf(found), contained, q.page, q.limit);
}

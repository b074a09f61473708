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

/** Filter on a place given by code (`column`) or by name (`searchColumn`, its `nome_busca`). */
export function codeOrName(
  column: SQL,
  searchColumn: SQL,
  value: { code: number } | { name: string } | undefined,
): SQL | undefined {
  if (!value) return undefined;
  return 'code' in value ? sql`${column} = ${value.code}` : sameName(searchColumn, value.name);
}

export const andAll = (conds: (SQL | undefined)[]): SQL => {
  const present = conds.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** Runs raw SQL and returns its rows (both drivers expose `.rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
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

/** Name look-ups count their matches exactly up to this many; the total says "at least" beyond. */
export const NAME_COUNT_CAP = 1_000;

/**
 * Autocomplete-style look-up by name, accent- and case-insensitive, in stages so that each
 * stays cheap however common the typed text is (`searchColumn` is the stored `nome_busca`):
 * 1. names that start with the text, in alphabetical order (walks the `collate "C"` b-tree on
 *    the normalised name and stops after one page);
 * 2. then names that contain it elsewhere (trigram GIN or the same b-tree, as the planner sees fit);
 * 3. only when nothing contains it, names within a typo of it (trigram `<%`, by similarity).
 * Counts are capped at NAME_COUNT_CAP; the typo stage does not count (see there).
 */
export async function pagedByName<T>(
  db: Db,
  q: PageQuery & { searchColumn: SQL; tiebreak: SQL; term: string },
) {
  // The b-tree holds the name `collate "C"`, the trigram GIN holds it without: each condition
  // spells the expression of the index it is meant to use.
  const inByteOrder = sql`(${q.searchColumn} collate "C")`;
  const needle = sql`public.immutable_unaccent(lower(${escapeLike(q.term)}))`;
  const isPrefix = sql`${inByteOrder} like ${needle} || '%'`;
  const isContained = sql`${q.searchColumn} like '%' || ${needle} || '%'`;
  const alphabetical = sql`${inByteOrder}, ${q.tiebreak}`;
  const offset = (q.page - 1) * q.limit;
  const count = async (cond: SQL) => {
    const [r] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from ${q.from} where ${q.where} and ${cond} limit ${NAME_COUNT_CAP}) m`,
    );
    return r?.n ?? 0;
  };
  const select = (cond: SQL, orderBy: SQL, limit: number, skip: number) =>
    queryRows<T>(
      db,
      sql`select ${q.select} from ${q.from} where ${q.where} and ${cond} order by ${orderBy} limit ${limit} offset ${skip}`,
    );

  const contained = await count(isContained);
  if (contained === 0) {
    // Typo stage: no count (scoring every similar name of a common word costs ~90 ms at 113k
    // names); one row of look-ahead tells whether a next page exists, and `total` is a lower bound.
    const similar = sql`${normalized(q.term)} <% ${q.searchColumn}`;
    const byDistance = sql`word_similarity(${normalized(q.term)}, ${q.searchColumn}) desc, ${alphabetical}`;
    const found = await select(similar, byDistance, q.limit + 1, offset);
    return pageEnvelope(found.slice(0, q.limit), offset + found.length, q.page, q.limit);
  }
  const prefixed = await count(isPrefix);
  const data: T[] = [];
  if (offset < prefixed) data.push(...(await select(isPrefix, alphabetical, q.limit, offset)));
  const missing = q.limit - data.length;
  if (missing > 0 && offset + data.length < contained) {
    const skip = Math.max(0, offset - prefixed);
    data.push(...(await select(sql`${isContained} and not (${isPrefix})`, alphabetical, missing, skip)));
  }
  return pageEnvelope(data, contained, q.page, q.limit);
}

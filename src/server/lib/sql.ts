import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Lower-cased, accent-free form of a column or value; matches the trigram indexes' expression. */
export const normalized = (value: unknown): SQL => sql`public.immutable_unaccent(lower(${value}))`;

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Accent- and case-insensitive name look-up that tolerates a typo: a substring match
 * (LIKE, served by the gin_trgm_ops index) or a trigram word similarity above pg_trgm's
 * threshold (`<%`, same index). Ranked: exact, prefix, substring, then by similarity.
 */
export function nameSearch(column: unknown, term: string): { where: SQL; orderBy: SQL } {
  const t = normalized(term);
  const col = normalized(column);
  const like = escapeLike(term);
  const contains = sql`${col} like '%' || public.immutable_unaccent(lower(${like})) || '%'`;
  return {
    where: sql`(${contains} or ${t} <% ${col})`,
    orderBy: sql`case when ${col} = ${t} then 0 when ${col} like public.immutable_unaccent(lower(${like})) || '%' then 1 when ${contains} then 2 else 3 end, word_similarity(${t}, ${col}) desc`,
  };
}

/** Exact accent- and case-insensitive equality on a name. */
export const sameName = (column: unknown, name: string): SQL => sql`${normalized(column)} = ${normalized(name)}`;

export const andAll = (conds: (SQL | undefined)[]): SQL => {
  const present = conds.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** Runs raw SQL and returns its rows (both drivers expose `.rows`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function pageEnvelope<T>(data: T[], total: number, page: number, limit: number) {
  return { data, page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
}

/** State filter given as `{ code }` or `{ uf }`, against a column holding the state code. */
export function stateCondition(column: unknown, state: { code: number } | { uf: string } | undefined): SQL | undefined {
  if (!state) return undefined;
  if ('code' in state) return sql`${column} = ${state.code}`;
  return sql`${column} = (select codigo from estados where sigla = ${state.uf})`;
}

import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Helpers for the `sql` templates of the repositories (ADR 010): running them on either driver,
 * prepared statements, literals for plans, paging. Nothing here knows a table: look-ups by
 * place names are in name-lookup.ts.
 */

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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
 * connection instead of on every call, which for a look-up by key was most of its time
 * (docs/performance-log.md §5.6, §12). Only for fixed-shape statements whose best plan does not depend
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

/**
 * An integer written into the statement's text instead of passed as a parameter. For a prepared
 * statement's LIMIT and the like: with a parameter its generic plan is costed for an unknown
 * value (a LIMIT at 10% of the rows), never looks as cheap as a custom plan, and PostgreSQL then
 * plans every call anew.
 */
export const intLiteral = (n: number): SQL => sql.raw(String(Math.trunc(n)));

/** An OFFSET: written in when zero (a first page, the usual one), a parameter otherwise. */
export const offsetValue = (n: number): SQL => (n === 0 ? intLiteral(0) : sql`${n}`);

/** `column = any(codes)` as one array parameter, so the statement text does not vary with the count. */
export const inCodes = (column: SQL, codes: number[]): SQL =>
  sql`${column} = any(${sql.param(codes)}::int[])`;

/** Rows put in the order of `codes` (absent codes skipped). */
export function inOrderOf<T>(codes: number[], rows: T[], codeOf: (row: T) => number): T[] {
  const byCode = new Map(rows.map((r) => [codeOf(r), r]));
  return codes.flatMap((c) => byCode.get(c) ?? []);
}

export function pageEnvelope<T>(data: T[], total: number, page: number, limit: number) {
  return { data, page, totalPages: Math.max(1, Math.ceil(total / limit)), total };
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

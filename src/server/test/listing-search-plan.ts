import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../lib/sql.ts';

/**
 * The plan of `select count(*) from anuncios a where <where>` with only the `keep` indexes of
 * `anuncios` (and its primary key) and no sequential scan. On a test's few rows the planner
 * picks whatever index; with the others dropped, in a transaction rolled back afterwards, the
 * plan shows which conditions the kept indexes take.
 */
export async function listingSearchPlan(db: Db, keep: string[], where: SQL): Promise<string> {
  let plan = '';
  await db
    .transaction(async (tx) => {
      const others = await queryRows<{ name: string }>(
        tx,
        sql`select indexname as name from pg_indexes where tablename = 'anuncios'
            and indexname <> 'anuncios_pkey' and indexname <> all(${sql.param(keep)}::text[])`,
      );
      for (const { name } of others) await tx.execute(sql.raw(`drop index "${name}"`));
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select count(*) from anuncios a where ${where}`,
      );
      plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      throw new Error('rollback');
    })
    .catch((err: unknown) => {
      if (!(err instanceof Error && err.message === 'rollback')) throw err;
    });
  return plan;
}

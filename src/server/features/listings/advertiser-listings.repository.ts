import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CLOSED_LISTING_DAYS } from '#shared/contracts/listings.constants.ts';
import { queryPrepared } from '../../lib/sql.ts';

/**
 * One row when `code` is a published listing (or one sold or ended in the last 30 days, whose page
 * shows them, ADR 023): the codes of its advertiser's other published
 * listings, newest (highest code) first, at most `limit`. They are read backwards through
 * `anuncios_anunciante_idx` (anunciante, codigo), migration 0025, so the cost is that
 * advertiser's newest rows, never the table (the plan is checked in the routes' tests).
 */
export const otherPublishedCodesQuery = (code: number, limit: number, now: Date): SQL =>
  sql`select array(select o.codigo from anuncios o
                    where o.anunciante = m.anunciante and o.status = 'publicado' and o.codigo <> m.codigo
                    order by o.codigo desc limit ${limit}) as codigos
      from anuncios m where m.codigo = ${code}
       and (m.status = 'publicado'
            or (m.status in ('vendido', 'encerrado')
                and m.encerrado_em > ${new Date(now.getTime() - CLOSED_LISTING_DAYS * 86_400_000).toISOString()}::timestamptz))`;

export function createAdvertiserListingsRepository(db: Db) {
  return {
    /** otherPublishedCodesQuery's codes; null when `code` is not a published listing. */
    async findOtherPublishedCodes(code: number, limit: number, now: Date): Promise<number[] | null> {
      const [row] = await queryPrepared<{ codigos: number[] }>(
        db,
        otherPublishedCodesQuery(code, limit, now),
      );
      return row ? row.codigos : null;
    },
  };
}

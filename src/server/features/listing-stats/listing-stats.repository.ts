import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { StatCounts, StatDay } from '#shared/contracts/listing-stats.contract.ts';
import { STAT_KINDS, type StatKind } from '#shared/contracts/listing-stats.constants.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../lib/sql.ts';

/** The column of each counter in `estatisticas_anuncios`. */
const COLUMNS: Record<StatKind, string> = {
  visualizacao: 'visualizacoes',
  whatsapp: 'whatsapp',
  mapa: 'mapa',
  site: 'site',
  redes: 'redes',
  favorito: 'favoritos',
  conversa: 'conversas',
};

/** Rows per statement of a batch: 9 parameters each, far below PostgreSQL's 65,535. */
const CHUNK = 2_000;

/** One ad's counts to add on one day. */
export interface DayIncrement {
  listingCode: number;
  day: string;
  counts: Partial<Record<StatKind, number>>;
}

export interface ListingOwner {
  listingCode: number;
  advertiserCode: number;
  published: boolean;
}

type CountRow = Record<StatKind, number | string>;

/** `sum(col)::int as kind, ...` for every counter. */
const sums = sql.raw(STAT_KINDS.map((k) => `coalesce(sum(e.${COLUMNS[k]}), 0)::int as "${k}"`).join(', '));

export const toCounts = (row: CountRow): StatCounts =>
  Object.fromEntries(STAT_KINDS.map((k) => [k, Number(row[k])])) as StatCounts;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export function createListingStatsRepository(db: Db) {
  return {
    /** The day's salt (hex), created by the first process that needs it; the same for every process. */
    async saltOf(day: string): Promise<string> {
      const fresh = randomBytes(32).toString('hex');
      await db.execute(
        sql`insert into estatisticas_sal (dia, sal) values (${day}::date, decode(${fresh}, 'hex')) on conflict (dia) do nothing`,
      );
      const [row] = await queryRows<{ sal: string }>(
        db,
        sql`select encode(sal, 'hex') as sal from estatisticas_sal where dia = ${day}::date`,
      );
      return row!.sal;
    },

    /** Who owns each ad of a batch, and whether it is on the site; ads that no longer exist are left out. */
    async ownersOf(listingCodes: readonly number[]): Promise<ListingOwner[]> {
      if (listingCodes.length === 0) return [];
      const list = sql.join(
        listingCodes.map((c) => sql`${c}::int`),
        sql`, `,
      );
      const rows = await queryRows<{ codigo: number; anunciante: number; publicado: boolean }>(
        db,
        sql`select codigo, anunciante, status = 'publicado' as publicado from anuncios where codigo in (${list})`,
      );
      return rows.map((r) => ({
        listingCode: Number(r.codigo),
        advertiserCode: Number(r.anunciante),
        published: r.publicado,
      }));
    },

    /** Stores the keys not stored yet and returns those (the visitors counted for the first time today). */
    async addNewKeys(keys: readonly { key: string; day: string }[]): Promise<Set<string>> {
      const added = new Set<string>();
      for (const part of chunks(keys)) {
        const values = sql.join(
          part.map((k) => sql`(decode(${k.key}, 'hex'), ${k.day}::date)`),
          sql`, `,
        );
        const rows = await queryRows<{ chave: string }>(
          db,
          sql`insert into estatisticas_visitantes (chave, dia) values ${values}
              on conflict (chave) do nothing returning encode(chave, 'hex') as chave`,
        );
        for (const r of rows) added.add(r.chave);
      }
      return added;
    },

    /** Adds the counts to each ad's row of the day, creating it (one row per ad and day). */
    async addCounts(increments: readonly DayIncrement[]): Promise<void> {
      const columns = sql.raw(STAT_KINDS.map((k) => COLUMNS[k]).join(', '));
      const updates = sql.raw(
        STAT_KINDS.map(
          (k) => `${COLUMNS[k]} = estatisticas_anuncios.${COLUMNS[k]} + excluded.${COLUMNS[k]}`,
        ).join(', '),
      );
      for (const part of chunks(increments)) {
        const values = sql.join(
          part.map(
            (i) =>
              sql`(${i.listingCode}::int, ${i.day}::date, ${sql.join(
                STAT_KINDS.map((k) => sql`${i.counts[k] ?? 0}::int`),
                sql`, `,
              )})`,
          ),
          sql`, `,
        );
        await db.execute(
          sql`insert into estatisticas_anuncios (anuncio, dia, ${columns}) values ${values}
              on conflict (anuncio, dia) do update set ${updates}`,
        );
      }
    },

    /** The title of the caller's own ad, or null (not theirs, or no such ad). */
    async ownTitle(advertiserCode: number, listingCode: number): Promise<string | null> {
      const [row] = await queryRows<{ titulo: string }>(
        db,
        sql`select titulo from anuncios where codigo = ${listingCode} and anunciante = ${advertiserCode}`,
      );
      return row?.titulo ?? null;
    },

    /** One ad's counts per day from `from` on (days with nothing counted have no row). */
    async listingDays(listingCode: number, from: string): Promise<StatDay[]> {
      const rows = await queryRows<CountRow & { dia: string }>(
        db,
        sql`select e.dia::text as dia, ${sums} from estatisticas_anuncios e
            where e.anuncio = ${listingCode} and e.dia >= ${from}::date group by e.dia`,
      );
      return rows.map((r) => ({ dia: r.dia, ...toCounts(r) }));
    },

    /** The advertiser's ads' counts summed per day from `from` on. */
    async advertiserDays(advertiserCode: number, from: string): Promise<StatDay[]> {
      const rows = await queryRows<CountRow & { dia: string }>(
        db,
        sql`select e.dia::text as dia, ${sums} from estatisticas_anuncios e
            join anuncios a on a.codigo = e.anuncio
            where a.anunciante = ${advertiserCode} and e.dia >= ${from}::date group by e.dia`,
      );
      return rows.map((r) => ({ dia: r.dia, ...toCounts(r) }));
    },

    /**
     * Per ad from `from` on: the named ads of the advertiser (zeros included), or else their 20 most
     * viewed ads with anything counted.
     */
    async advertiserListings(
      advertiserCode: number,
      from: string,
      listingCodes: readonly number[] | undefined,
    ): Promise<(StatCounts & { codigoANUNCIO: number; tituloANUNCIO: string })[]> {
      const named = listingCodes !== undefined;
      const which: SQL = named
        ? sql`and a.codigo in (${sql.join(
            listingCodes.map((c) => sql`${c}::int`),
            sql`, `,
          )})`
        : sql``;
      const join = named ? sql`left join` : sql`join`;
      const rows = await queryRows<CountRow & { codigo: number; titulo: string }>(
        db,
        sql`select a.codigo, a.titulo, ${sums} from anuncios a
            ${join} estatisticas_anuncios e on e.anuncio = a.codigo and e.dia >= ${from}::date
            where a.anunciante = ${advertiserCode} ${which}
            group by a.codigo, a.titulo
            order by coalesce(sum(e.visualizacoes), 0) desc, a.codigo desc
            ${named ? sql`` : sql`limit 20`}`,
      );
      const found = rows.map((r) => ({
        codigoANUNCIO: Number(r.codigo),
        tituloANUNCIO: r.titulo,
        ...toCounts(r),
      }));
      if (!named) return found;
      const byCode = new Map(found.map((r) => [r.codigoANUNCIO, r]));
      return listingCodes.flatMap((c) => byCode.get(c) ?? []);
    },

    /**
     * The daily clean-up: salts and visitor keys of the days before `today` (the keys can no longer
     * be tied to anyone), and the counts older than `keepFrom`.
     */
    async cleanUp(today: string, keepFrom: string): Promise<{ salts: number; keys: number; rows: number }> {
      return db.transaction(async (tx) => {
        const salts = await queryRows<{ n: number }>(
          tx,
          sql`with d as (delete from estatisticas_sal where dia < ${today}::date returning 1) select count(*)::int as n from d`,
        );
        const keys = await queryRows<{ n: number }>(
          tx,
          sql`with d as (delete from estatisticas_visitantes where dia < ${today}::date returning 1) select count(*)::int as n from d`,
        );
        const rows = await queryRows<{ n: number }>(
          tx,
          sql`with d as (delete from estatisticas_anuncios where dia < ${keepFrom}::date returning 1) select count(*)::int as n from d`,
        );
        return { salts: salts[0]!.n, keys: keys[0]!.n, rows: rows[0]!.n };
      });
    },
  };
}

export type ListingStatsRepository = ReturnType<typeof createListingStatsRepository>;

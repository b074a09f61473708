import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { StatCounts, StatDay } from '#shared/contracts/listing-stats.contract.ts';
import { STAT_KINDS, type StatKind } from '#shared/contracts/listing-stats.constants.ts';
import type { Db } from '../../db/client.ts';
import { TIME_ZONE } from '../../lib/periods.ts';
import { queryRows } from '../../lib/sql.ts';
import type { TopListing, WeekTotals } from './weekly-summary-email.ts';
import type { SummaryWeek } from './weekly-summary.ts';

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

/**
 * Rows per statement of a batch. The rows go as arrays (one parameter per column, whatever the
 * count), which cost far less to build than a multi-row `values` list; chunks keep each statement
 * and its lock time short.
 */
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

/** Someone the weekly summary goes to. */
export interface SummaryRecipient {
  code: number;
  name: string;
  email: string;
}

/** The key class of the weekly summary's per-user advisory lock (favourites use 23_001). */
const SUMMARY_LOCK_CLASS = 24_001;
/** Something counted on a row: any of the counters. */
const COUNTED = sql.raw(
  '(e.visualizacoes + e.whatsapp + e.mapa + e.site + e.redes + e.favoritos + e.conversas) > 0',
);
/** The contacts (CONTACT_KINDS): WhatsApp, map, site and social links. */
const CONTACTS = sql.raw('(e.whatsapp + e.mapa + e.site + e.redes)');
type TotalsRow = { [K in keyof WeekTotals as K | `prev_${K}`]: number | string };

/** `sum(col)::int as kind, ...` for every counter. */
const sums = sql.raw(STAT_KINDS.map((k) => `coalesce(sum(e.${COLUMNS[k]}), 0)::int as "${k}"`).join(', '));

const toCounts = (row: CountRow): StatCounts =>
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
      const rows = await queryRows<{ codigo: number; anunciante: number; publicado: boolean }>(
        db,
        sql`select codigo, anunciante, status = 'publicado' as publicado from anuncios
            where codigo = any(${sql.param([...listingCodes])}::int[])`,
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
        const rows = await queryRows<{ chave: string }>(
          db,
          sql`insert into estatisticas_visitantes (chave, dia)
              select decode(k.chave, 'hex'), k.dia
              from unnest(${sql.param(part.map((k) => k.key))}::text[], ${sql.param(part.map((k) => k.day))}::date[]) k(chave, dia)
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
        const arrays = [
          sql`${sql.param(part.map((i) => i.listingCode))}::int[]`,
          sql`${sql.param(part.map((i) => i.day))}::date[]`,
          ...STAT_KINDS.map((k) => sql`${sql.param(part.map((i) => i.counts[k] ?? 0))}::int[]`),
        ];
        await db.execute(
          sql`insert into estatisticas_anuncios (anuncio, dia, ${columns})
              select * from unnest(${sql.join(arrays, sql`, `)})
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

    /** The weekly summary's opted-in active users whose ads counted anything in the week. */
    async summaryRecipients(week: SummaryWeek): Promise<SummaryRecipient[]> {
      return queryRows<SummaryRecipient>(
        db,
        sql`select u.codigo as code, u.nome as name, u.email
              from usuarios u
             where u.ativo and u.resumo_semanal
               and exists (select 1 from anuncios a
                             join estatisticas_anuncios e on e.anuncio = a.codigo
                            where a.anunciante = u.codigo
                              and e.dia between ${week.from}::date and ${week.to}::date
                              and ${COUNTED})
             order by u.codigo`,
      );
    },

    /**
     * In the transaction that queues a user's summary: takes the user's advisory lock, then tells
     * whether the outbox already holds a summary (`template`) to their address since `sinceDay`
     * (Brasília). True: already sent this week, skip.
     */
    async claimSummary(user: SummaryRecipient, template: string, sinceDay: string): Promise<boolean> {
      await db.execute(sql`select pg_advisory_xact_lock(${SUMMARY_LOCK_CLASS}::int, ${user.code}::int)`);
      const [already] = await queryRows<{ id: number }>(
        db,
        sql`select id from emails_saida
             where modelo = ${template} and para = ${user.email}
               and criado_em >= (${sinceDay}::date)::timestamp at time zone ${TIME_ZONE}
             limit 1`,
      );
      return already !== undefined;
    },

    /** The week's and the week before's totals of a user's ads; `previous` null when it counted nothing. */
    async summaryTotals(
      userCode: number,
      week: SummaryWeek,
    ): Promise<{ week: WeekTotals; previous: WeekTotals | null }> {
      const sum = (expr: SQL, thisWeek: boolean) =>
        sql`coalesce(sum(${expr}) filter (where e.dia ${sql.raw(thisWeek ? '>=' : '<')} ${week.from}::date), 0)::int`;
      const columns = {
        views: sql.raw('e.visualizacoes'),
        contacts: CONTACTS,
        conversations: sql.raw('e.conversas'),
        favorites: sql.raw('e.favoritos'),
      };
      const [row] = await queryRows<TotalsRow>(
        db,
        sql`select ${sql.join(
          Object.entries(columns).flatMap(([name, expr]) => [
            sql`${sum(expr, true)} as ${sql.identifier(name)}`,
            sql`${sum(expr, false)} as ${sql.identifier(`prev_${name}`)}`,
          ]),
          sql`, `,
        )}
              from estatisticas_anuncios e
              join anuncios a on a.codigo = e.anuncio
             where a.anunciante = ${userCode}
               and e.dia between ${week.previousFrom}::date and ${week.to}::date`,
      );
      const totals = (prefix: '' | 'prev_'): WeekTotals => ({
        views: Number(row?.[`${prefix}views`] ?? 0),
        contacts: Number(row?.[`${prefix}contacts`] ?? 0),
        conversations: Number(row?.[`${prefix}conversations`] ?? 0),
        favorites: Number(row?.[`${prefix}favorites`] ?? 0),
      });
      const previous = totals('prev_');
      // Nothing at all counted the week before means no comparison.
      const counted = Object.values(previous).some((n) => n > 0);
      return { week: totals(''), previous: counted ? previous : null };
    },

    /** A user's 5 most viewed ads of the week (then by contacts), among those that counted anything. */
    async summaryTop(userCode: number, week: SummaryWeek): Promise<TopListing[]> {
      const rows = await queryRows<{ title: string; views: number | string; contacts: number | string }>(
        db,
        sql`select a.titulo as title, sum(e.visualizacoes)::int as views, sum(${CONTACTS})::int as contacts
              from estatisticas_anuncios e
              join anuncios a on a.codigo = e.anuncio
             where a.anunciante = ${userCode}
               and e.dia between ${week.from}::date and ${week.to}::date
               and ${COUNTED}
             group by a.codigo, a.titulo
             order by 2 desc, 3 desc, a.codigo
             limit 5`,
      );
      return rows.map((r) => ({ title: r.title, views: Number(r.views), contacts: Number(r.contacts) }));
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

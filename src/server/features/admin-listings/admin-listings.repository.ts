import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AdminListingsQuery } from '#shared/contracts/admin-listings.contract.ts';
import { REPORT_REASONS, type ReportReason } from '#shared/contracts/reports.constants.ts';
import type { Db } from '../../db/client.ts';
import {
  categories,
  listingReports,
  listingRevisions,
  listings,
  subcategories,
  users,
  type RevisionContent,
} from '../../db/schema/index.ts';
import { escapeLike, intLiteral, offsetValue, queryRows } from '../../lib/sql.ts';

/**
 * The statements of the admins' ads and of the report queue (ADR 010): any owner, any status.
 * Writes to `anuncios` are plain UPDATE and DELETE, so the search's triggers (postings, cards,
 * change log; ADR 006/007) follow a moderation like any other status change.
 */

/** What a moderation action reads of the ad (and of its advertiser, for the e-mail). */
export interface ModerationRow {
  code: number;
  title: string;
  slug: string;
  type: number;
  status: (typeof listings.$inferSelect)['status'];
  highlighted: boolean;
  rejectionReason: string | null;
  suspendedByBlock: boolean;
  publishedAt: Date | null;
  advertiser: { code: number; level: number; name: string; email: string };
}

export interface AdminListingRow {
  code: number;
  title: string;
  slug: string;
  type: number;
  status: ModerationRow['status'];
  highlighted: boolean;
  price: string;
  categoryName: string;
  advertiserCode: number;
  advertiserName: string;
  advertiserSurname: string;
  advertiserEmail: string;
  openReports: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  rejectionReason: string | null;
}

export interface ReportQueueRow {
  code: number;
  title: string;
  slug: string;
  type: number;
  status: ModerationRow['status'];
  total: number;
  byReason: Record<ReportReason, number>;
  latestAt: Date;
  latestDetails: { motivo: ReportReason; detalhes: string; criadoEm: Date }[];
}

/** A pending revision of a published ad, with the live fields and the names both versions show. */
export interface RevisionQueueRow {
  code: number;
  title: string;
  slug: string;
  type: number;
  live: RevisionContent & { categoryName: string; subcategoryName: string | null };
  proposed: RevisionContent;
  proposedCategoryName: string | null;
  proposedSubcategoryName: string | null;
  advertiserCode: number;
  advertiserName: string;
  advertiserSurname: string;
  advertiserEmail: string;
  sentAt: Date;
  updatedAt: Date;
}

const proposedCategory = alias(categories, 'categoria_proposta');
const liveSubcategory = alias(subcategories, 'subcategoria_atual');
const proposedSubcategory = alias(subcategories, 'subcategoria_proposta');

const unaccented = (value: SQLWrapper | string) => sql`public.immutable_unaccent(lower(${value}))`;

/**
 * `q` of the admin list: every word in the title (accents and case ignored; the trigram index
 * `anuncios_titulo_trgm_idx` answers the LIKEs); a number also matches the ad's code.
 */
function titleOrCode(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  const title = and(
    ...words.map((w) => sql`${unaccented(listings.title)} like '%' || ${unaccented(escapeLike(w))} || '%'`),
  );
  const code = /^\d{1,9}$/.test(q) ? Number(q) : undefined;
  return code === undefined ? title : or(title, eq(listings.code, code));
}

/**
 * `anunciante` of the admin list: a number is the advertiser's code; other text matches their
 * name and surname (accents and case ignored) or their e-mail, anywhere in it.
 */
function advertiserMatch(text: string): SQL {
  if (/^\d{1,9}$/.test(text)) return eq(listings.advertiserCode, Number(text));
  const pattern = sql`'%' || ${unaccented(escapeLike(text))} || '%'`;
  return sql`${listings.advertiserCode} in (select ${users.code} from ${users}
    where ${unaccented(sql`${users.name} || ' ' || ${users.surname}`)} like ${pattern}
       or lower(${users.email}) like ${`%${escapeLike(text.toLowerCase())}%`})`;
}

/** Open reports only (`resolvida_em` empty): the partial index denuncias_abertas_idx. */
const isOpenReport = isNull(listingReports.resolvedAt);

export function createAdminListingsRepository(db: Db) {
  return {
    /**
     * One page of the admin list and its total. `status=pendente` is the moderation queue,
     * oldest waiting first: by `atualizado_em`, the last change of the ad, which for a pending
     * ad is when its owner sent it to moderation (publishing, or editing a published ad, sets
     * it) or last edited what the admin will review. Every other list is newest first (code).
     */
    async list(query: AdminListingsQuery): Promise<{ rows: AdminListingRow[]; total: number }> {
      const where = and(
        query.status ? eq(listings.status, query.status) : undefined,
        query.tipo ? eq(listings.type, query.tipo) : undefined,
        query.anunciante ? advertiserMatch(query.anunciante) : undefined,
        query.q ? titleOrCode(query.q) : undefined,
      );
      const order =
        query.status === 'pendente' ? [asc(listings.updatedAt), asc(listings.code)] : [desc(listings.code)];
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            code: listings.code,
            title: listings.title,
            slug: listings.slug,
            type: listings.type,
            status: listings.status,
            highlighted: listings.highlighted,
            price: listings.price,
            categoryName: categories.name,
            advertiserCode: listings.advertiserCode,
            advertiserName: users.name,
            advertiserSurname: users.surname,
            advertiserEmail: users.email,
            openReports: sql<number>`(select count(*)::int from ${listingReports}
              where ${listingReports.listingCode} = ${listings.code} and ${listingReports.resolvedAt} is null)`,
            createdAt: listings.createdAt,
            updatedAt: listings.updatedAt,
            publishedAt: listings.publishedAt,
            rejectionReason: listings.rejectionReason,
          })
          .from(listings)
          .innerJoin(users, eq(users.code, listings.advertiserCode))
          .innerJoin(categories, eq(categories.code, listings.categoryCode))
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(listings).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /**
     * The edits of published ads awaiting review (ADR 018), oldest sent first, with the live
     * fields beside the proposed ones. An ad that left the site keeps its revision out of the
     * queue (it goes with the ad's next edit or publication).
     */
    async revisionQueue(page: number, limit: number): Promise<{ rows: RevisionQueueRow[]; total: number }> {
      const where = and(eq(listingRevisions.status, 'pendente'), eq(listings.status, 'publicado'));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            code: listings.code,
            title: listings.title,
            slug: listings.slug,
            type: listings.type,
            subtitle: listings.subtitle,
            description: listings.description,
            categoryCode: listings.categoryCode,
            subcategoryCode: listings.subcategoryCode,
            mapUrl: listings.mapUrl,
            videoUrl: listings.videoUrl,
            categoryName: categories.name,
            subcategoryName: liveSubcategory.name,
            proposed: listingRevisions.content,
            proposedCategoryName: proposedCategory.name,
            proposedSubcategoryName: proposedSubcategory.name,
            advertiserCode: users.code,
            advertiserName: users.name,
            advertiserSurname: users.surname,
            advertiserEmail: users.email,
            sentAt: listingRevisions.createdAt,
            updatedAt: listingRevisions.updatedAt,
          })
          .from(listingRevisions)
          .innerJoin(listings, eq(listings.code, listingRevisions.listingCode))
          .innerJoin(users, eq(users.code, listings.advertiserCode))
          .innerJoin(categories, eq(categories.code, listings.categoryCode))
          .leftJoin(liveSubcategory, eq(liveSubcategory.code, listings.subcategoryCode))
          .leftJoin(
            proposedCategory,
            eq(proposedCategory.code, sql`(${listingRevisions.content}->>'categoryCode')::int`),
          )
          .leftJoin(
            proposedSubcategory,
            eq(proposedSubcategory.code, sql`(${listingRevisions.content}->>'subcategoryCode')::int`),
          )
          .where(where)
          .orderBy(asc(listingRevisions.createdAt), asc(listingRevisions.code))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ n: count() })
          .from(listingRevisions)
          .innerJoin(listings, eq(listings.code, listingRevisions.listingCode))
          .where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          code: r.code,
          title: r.title,
          slug: r.slug,
          type: r.type,
          live: {
            title: r.title,
            subtitle: r.subtitle,
            description: r.description,
            type: r.type,
            categoryCode: r.categoryCode,
            subcategoryCode: r.subcategoryCode,
            mapUrl: r.mapUrl,
            videoUrl: r.videoUrl,
            categoryName: r.categoryName,
            subcategoryName: r.subcategoryName,
          },
          proposed: r.proposed,
          proposedCategoryName: r.proposedCategoryName,
          proposedSubcategoryName: r.proposedSubcategoryName,
          advertiserCode: r.advertiserCode,
          advertiserName: r.advertiserName,
          advertiserSurname: r.advertiserSurname,
          advertiserEmail: r.advertiserEmail,
          sentAt: r.sentAt,
          updatedAt: r.updatedAt,
        })),
        total: counted?.n ?? 0,
      };
    },

    /** The ad and its advertiser; `lock` holds the ad's row until the transaction ends. */
    async findForModeration(code: number, lock = false): Promise<ModerationRow | undefined> {
      const q = db
        .select({
          code: listings.code,
          title: listings.title,
          slug: listings.slug,
          type: listings.type,
          status: listings.status,
          highlighted: listings.highlighted,
          rejectionReason: listings.rejectionReason,
          suspendedByBlock: listings.suspendedByBlock,
          publishedAt: listings.publishedAt,
          advertiserCode: users.code,
          advertiserLevel: users.level,
          advertiserName: users.name,
          advertiserEmail: users.email,
        })
        .from(listings)
        .innerJoin(users, eq(users.code, listings.advertiserCode))
        .where(eq(listings.code, code));
      const [row] = lock ? await q.for('update', { of: listings }) : await q;
      if (!row) return undefined;
      const { advertiserCode, advertiserLevel, advertiserName, advertiserEmail, ...ad } = row;
      return {
        ...ad,
        advertiser: {
          code: advertiserCode,
          level: advertiserLevel,
          name: advertiserName,
          email: advertiserEmail,
        },
      };
    },

    /** Sets the moderation fields given (status, highlight, reason, dates, block flag). */
    async setModeration(
      code: number,
      values: Partial<
        Pick<
          typeof listings.$inferInsert,
          'status' | 'highlighted' | 'rejectionReason' | 'publishedAt' | 'suspendedByBlock'
        >
      >,
    ): Promise<void> {
      await db
        .update(listings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(listings.code, code));
    },

    async delete(code: number): Promise<void> {
      await db.delete(listings).where(eq(listings.code, code));
    },

    /** An account's code and level, or undefined (the advertiser of an admin's new ad). */
    async account(code: number): Promise<{ code: number; level: number } | undefined> {
      const [row] = await db
        .select({ code: users.code, level: users.level })
        .from(users)
        .where(eq(users.code, code));
      return row;
    },

    /** The open reports of an ad, newest first (at most 100), with the reporter's name. */
    async openReports(listingCode: number) {
      return db
        .select({
          id: listingReports.id,
          reason: listingReports.reason,
          details: listingReports.details,
          createdAt: listingReports.createdAt,
          reporterCode: listingReports.reporterCode,
          reporterName: users.name,
        })
        .from(listingReports)
        .leftJoin(users, eq(users.code, listingReports.reporterCode))
        .where(and(eq(listingReports.listingCode, listingCode), isOpenReport))
        .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
        .limit(100);
    },

    /** Resolves every open report of the ad; how many there were. */
    async resolveReports(
      listingCode: number,
      by: number,
      resolution: 'inativado' | 'descartado',
      now: Date,
    ): Promise<number> {
      const rows = await db
        .update(listingReports)
        .set({ resolvedAt: now, resolvedBy: by, resolution })
        .where(and(eq(listingReports.listingCode, listingCode), isOpenReport))
        .returning({ id: listingReports.id });
      return rows.length;
    },

    /**
     * The report queue: listings with open reports, most reported first (then the most recently
     * reported), with the counts per reason and the newest three reports that carry details.
     */
    async reportQueue(page: number, limit: number): Promise<{ rows: ReportQueueRow[]; total: number }> {
      const r = listingReports;
      const byReason = sql.join(
        REPORT_REASONS.map(
          (reason) => sql`'${sql.raw(reason)}', count(*) filter (where ${r.reason} = '${sql.raw(reason)}')`,
        ),
        sql`, `,
      );
      const open = sql`select ${r.listingCode} as anuncio, count(*)::int as total,
            json_build_object(${byReason}) as por_motivo, max(${r.createdAt}) as ultima
          from ${r} where ${r.resolvedAt} is null group by ${r.listingCode}`;
      const [rows, [counted]] = await Promise.all([
        queryRows<{
          code: number;
          title: string;
          slug: string;
          type: number;
          status: ModerationRow['status'];
          total: number;
          por_motivo: Record<ReportReason, number>;
          ultima: string | Date;
          detalhes: { motivo: ReportReason; detalhes: string; criado_em: string }[];
        }>(
          db,
          sql`with abertas as (${open})
              select ${listings.code} as code, ${listings.title} as title, ${listings.slug} as slug,
                     ${listings.type} as type, ${listings.status} as status,
                     abertas.total, abertas.por_motivo, abertas.ultima,
                     (select coalesce(json_agg(x order by x.criado_em desc), '[]'::json) from (
                        select ${r.reason} as motivo, ${r.details} as detalhes, ${r.createdAt} as criado_em
                          from ${r}
                         where ${r.listingCode} = abertas.anuncio and ${r.resolvedAt} is null and ${r.details} <> ''
                         order by ${r.createdAt} desc, ${r.id} desc limit 3) x) as detalhes
                from abertas join ${listings} on ${listings.code} = abertas.anuncio
               order by abertas.total desc, abertas.ultima desc, abertas.anuncio desc
               limit ${intLiteral(limit)} offset ${offsetValue((page - 1) * limit)}`,
        ),
        db
          .select({ n: sql<number>`count(distinct ${r.listingCode})::int` })
          .from(r)
          .where(isOpenReport),
      ]);
      return {
        rows: rows.map((row) => ({
          code: row.code,
          title: row.title,
          slug: row.slug,
          type: row.type,
          status: row.status,
          total: row.total,
          byReason: row.por_motivo,
          latestAt: new Date(row.ultima),
          latestDetails: row.detalhes.map((d) => ({
            motivo: d.motivo,
            detalhes: d.detalhes,
            criadoEm: new Date(d.criado_em),
          })),
        })),
        total: counted?.n ?? 0,
      };
    },
  };
}

export type AdminListingsRepository = ReturnType<typeof createAdminListingsRepository>;

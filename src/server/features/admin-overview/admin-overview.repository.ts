import { and, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ContactMessageFilter } from '#shared/contracts/admin-overview.constants.ts';
import type { AdminInvoiceFilters } from '#shared/contracts/admin-overview.contract.ts';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  conversationReports,
  invoices,
  listingReports,
  listings,
  users,
} from '../../db/schema/index.ts';
import { escapeLike, queryRows } from '../../lib/sql.ts';
import { TIME_ZONE } from '../../lib/periods.ts';

/**
 * The zone written into the statement, not sent as a parameter: a day expression selected and
 * grouped by must be the same text for PostgreSQL, and two parameters ($1, $4) are not.
 */
const ZONE = sql.raw(`'${TIME_ZONE}'`);
/** Midnight of a Brasília day (`AAAA-MM-DD`) as an instant. */
const startOf = (day: string): SQL => sql`(${day}::date)::timestamp at time zone ${ZONE}`;
/** The Brasília day (`AAAA-MM-DD`) or month (`AAAA-MM`) of a timestamptz column. */
const localDay = (column: SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM-DD')`;
const localMonth = (column: typeof invoices.paidAt): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${ZONE}, 'YYYY-MM')`;
const countAll = sql<number>`count(*)::int`;
/** An instant as a parameter both drivers send the same way. */
const instant = (date: Date): SQL => sql`${date.toISOString()}::timestamptz`;

/** An invoice's date: when it was paid, or issued while open (what the user screens show). */
const invoiceDate = sql`coalesce(${invoices.paidAt}, ${invoices.issuedAt})`;

/** "123", "000123", "Nº 000123": an invoice number; anything else is looked for in names and e-mails. */
const INVOICE_NUMBER = /^(?:n\s*[º°o.]?\s*)?0*(\d{1,9})$/i;

/** The list's and the CSV's filters as one condition. */
function invoiceConditions(f: AdminInvoiceFilters): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.status) conds.push(eq(invoices.status, f.status));
  if (f.de) conds.push(sql`${invoiceDate} >= ${startOf(f.de)}`);
  if (f.ate) conds.push(sql`${invoiceDate} < ${startOf(f.ate)} + interval '1 day'`);
  if (f.q) {
    const number = INVOICE_NUMBER.exec(f.q);
    if (number) {
      conds.push(eq(invoices.number, Number(number[1])));
    } else {
      // Accents and case ignored: "joao" finds "João".
      const pattern = sql`'%' || public.immutable_unaccent(lower(${escapeLike(f.q)})) || '%'`;
      conds.push(
        or(
          sql`public.immutable_unaccent(lower(${invoices.payerName})) like ${pattern}`,
          sql`lower(${users.email}) like ${pattern}`,
        ),
      );
    }
  }
  return and(...conds);
}

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  checkoutId: invoices.checkoutId,
  userCode: invoices.userCode,
  userEmail: users.email,
  planName: invoices.planName,
  planSlug: invoices.planSlug,
  planUserType: invoices.planUserType,
  planPriceCents: invoices.planPriceCents,
  planPeriodMonths: invoices.planPeriodMonths,
  planOrigin: invoices.planOrigin,
  payerName: invoices.payerName,
  amountCents: invoices.amountCents,
  method: invoices.method,
  status: invoices.status,
  issuedAt: invoices.issuedAt,
  paidAt: invoices.paidAt,
};

const contactColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  reply: contactMessages.reply,
  repliedAt: contactMessages.repliedAt,
  repliedBy: contactMessages.repliedBy,
  repliedByName: users.name,
};

const CONTACT_FILTER: Record<ContactMessageFilter, SQL | undefined> = {
  pendentes: isNull(contactMessages.repliedAt),
  respondidas: isNotNull(contactMessages.repliedAt),
  todas: undefined,
};

/** Every query of the admin dashboard, the admin invoice list and the contact messages. */
export function createAdminOverviewRepository(db: Db) {
  return {
    async countUsers(): Promise<number> {
      const [row] = await db.select({ total: countAll }).from(users);
      return row?.total ?? 0;
    },

    /**
     * The moderation queue in one pass over the pending ads: how many, the oldest, and how many
     * have waited under an hour, under a day, under three days, and longer. An ad waits since it
     * last changed (`atualizado_em`): sending it to moderation, or editing it there, sets it.
     *
     * Without an index on the pending ads this reads the whole table; the partial index on
     * (atualizado_em, codigo) where status = 'pendente' (the admin queue's order too) makes it an
     * index-only scan (figures: docs/performance.md §3). The status is written as a literal so
     * that such an index applies to any plan.
     */
    async pendingQueue(now: Date) {
      const ago = (ms: number) => instant(new Date(now.getTime() - ms));
      const hour = ago(3_600_000);
      const day = ago(86_400_000);
      const threeDays = ago(3 * 86_400_000);
      const waited = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
      const [row] = await db
        .select({
          pending: countAll,
          oldest: sql<string | null>`min(${listings.updatedAt})`,
          underHour: waited(sql`${listings.updatedAt} > ${hour}`),
          underDay: waited(sql`${listings.updatedAt} <= ${hour} and ${listings.updatedAt} > ${day}`),
          underThreeDays: waited(
            sql`${listings.updatedAt} <= ${day} and ${listings.updatedAt} > ${threeDays}`,
          ),
          older: waited(sql`${listings.updatedAt} <= ${threeDays}`),
        })
        .from(listings)
        .where(sql`${listings.status} = 'pendente'`);
      return {
        pending: row?.pending ?? 0,
        oldest: row?.oldest ? new Date(row.oldest) : null,
        underHour: row?.underHour ?? 0,
        underDay: row?.underDay ?? 0,
        underThreeDays: row?.underThreeDays ?? 0,
        older: row?.older ?? 0,
      };
    },

    /**
     * Published ads per Brasília day from `firstDay` to `lastDay`, every day present (0 when none).
     * Only ads still published count (one later deactivated leaves its day): that is what the
     * partial index anuncios_publicado_idx (publicado_em desc where status = 'publicado') holds.
     * One index-only range count per day: grouping the entries by their local day cost several
     * times more at 1M listings (the per-row time-zone conversion, not the index read; figures:
     * docs/performance.md §3). A template for the generate_series (ADR 010).
     */
    async publishedPerDay(firstDay: string, lastDay: string) {
      const d = sql.identifier('d');
      return queryRows<{ key: string; value: number }>(
        db,
        sql`select to_char(${d}, 'YYYY-MM-DD') as key,
                   (select count(*) from ${listings}
                     where ${listings.status} = 'publicado'
                       and ${listings.publishedAt} >= ${d} at time zone ${ZONE}
                       and ${listings.publishedAt} < (${d} + interval '1 day') at time zone ${ZONE})::int as value
              from generate_series(${firstDay}::date::timestamp, ${lastDay}::date::timestamp, interval '1 day') as ${d}`,
      );
    },

    /** Accounts created per Brasília day from `firstDay` to `lastDay`. */
    async signUpsPerDay(firstDay: string, lastDay: string) {
      const day = localDay(sql`${users.createdAt}`);
      return db
        .select({ key: day, value: countAll })
        .from(users)
        .where(
          and(
            sql`${users.createdAt} >= ${startOf(firstDay)}`,
            sql`${users.createdAt} < ${startOf(lastDay)} + interval '1 day'`,
          ),
        )
        .groupBy(day);
    },

    /** Paid invoices' amounts (cents) per Brasília month of payment, from `firstDay` to `lastDay`. */
    async revenuePerMonth(firstDay: string, lastDay: string) {
      const month = localMonth(invoices.paidAt);
      const rows = await db
        .select({ key: month, value: sql<string | number>`sum(${invoices.amountCents})` })
        .from(invoices)
        .where(
          and(
            eq(invoices.status, 'paid'),
            sql`${invoices.paidAt} >= ${startOf(firstDay)}`,
            sql`${invoices.paidAt} < ${startOf(lastDay)} + interval '1 day'`,
          ),
        )
        .groupBy(month);
      // sum() is a bigint: a string from node-postgres, a number from PGlite.
      return rows.map((r) => ({ key: r.key, value: Number(r.value) }));
    },

    async countPaidInvoices(): Promise<number> {
      const [row] = await db.select({ total: countAll }).from(invoices).where(eq(invoices.status, 'paid'));
      return row?.total ?? 0;
    },

    /**
     * Reports not resolved yet, of listings and of conversations (the partial indexes
     * denuncias_abertas_idx and denuncias_conversas_abertas_idx hold exactly those).
     */
    async countOpenReports(): Promise<number> {
      const [[listingRow], [conversationRow]] = await Promise.all([
        db.select({ total: countAll }).from(listingReports).where(isNull(listingReports.resolvedAt)),
        db
          .select({ total: countAll })
          .from(conversationReports)
          .where(isNull(conversationReports.resolvedAt)),
      ]);
      return (listingRow?.total ?? 0) + (conversationRow?.total ?? 0);
    },

    async countUnansweredContacts(): Promise<number> {
      const [row] = await db
        .select({ total: countAll })
        .from(contactMessages)
        .where(isNull(contactMessages.repliedAt));
      return row?.total ?? 0;
    },

    /** One page of invoices, newest number first, and how many match. */
    async findInvoices(filters: AdminInvoiceFilters, page: number, limit: number) {
      const where = invoiceConditions(filters);
      const [rows, [count]] = await Promise.all([
        db
          .select(invoiceColumns)
          .from(invoices)
          .innerJoin(users, eq(users.code, invoices.userCode))
          .where(where)
          .orderBy(desc(invoices.number))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: countAll })
          .from(invoices)
          .innerJoin(users, eq(users.code, invoices.userCode))
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The next `size` matching invoices below number `before` (the CSV reads them batch by batch). */
    async invoicesBefore(filters: AdminInvoiceFilters, before: number | null, size: number) {
      return db
        .select(invoiceColumns)
        .from(invoices)
        .innerJoin(users, eq(users.code, invoices.userCode))
        .where(and(invoiceConditions(filters), before === null ? undefined : lt(invoices.number, before)))
        .orderBy(desc(invoices.number))
        .limit(size);
    },

    /** One page of contact messages, newest first, and how many match. */
    async findContactMessages(filter: ContactMessageFilter, page: number, limit: number) {
      const where = CONTACT_FILTER[filter];
      const [rows, [count]] = await Promise.all([
        db
          .select(contactColumns)
          .from(contactMessages)
          .leftJoin(users, eq(users.code, contactMessages.repliedBy))
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: countAll }).from(contactMessages).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async findContactMessage(id: number) {
      const [row] = await db
        .select(contactColumns)
        .from(contactMessages)
        .leftJoin(users, eq(users.code, contactMessages.repliedBy))
        .where(eq(contactMessages.id, id));
      return row ?? null;
    },

    /**
     * Stores the reply unless the message already has one: true when this call stored it. The
     * condition is in the UPDATE itself, so two admins answering at once cannot both succeed.
     */
    async saveReply(id: number, reply: { text: string; at: Date; by: number }): Promise<boolean> {
      const rows = await db
        .update(contactMessages)
        .set({ reply: reply.text, repliedAt: reply.at, repliedBy: reply.by })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.repliedAt)))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },
  };
}

export type AdminOverviewRepository = ReturnType<typeof createAdminOverviewRepository>;
export type InvoiceRow = Awaited<ReturnType<AdminOverviewRepository['invoicesBefore']>>[number];
export type ContactRow = NonNullable<Awaited<ReturnType<AdminOverviewRepository['findContactMessage']>>>;

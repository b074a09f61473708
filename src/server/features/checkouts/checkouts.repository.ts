import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '#shared/contracts/checkouts.constants.ts';
import type { Db } from '../../db/client.ts';
import {
  checkouts,
  gatewayCustomers,
  invoiceCounter,
  invoices,
  paymentEvents,
  plans,
  serviceInvoices,
  users,
} from '../../db/schema/index.ts';

/**
 * Reads and writes of the checkout feature (ADR 010: the only file here that writes SQL; the
 * credits' are the credits feature's). A factory over the database or a transaction (the grant's).
 */

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type GatewayName = 'sandbox' | 'asaas';

export type PlanRow = typeof plans.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type ServiceInvoiceRow = typeof serviceInvoices.$inferSelect;
/** An invoice with its nota fiscal de serviço, when one was asked for (ASAAS_NFSE). */
export type InvoiceListRow = InvoiceRow & {
  serviceInvoice: Pick<ServiceInvoiceRow, 'status' | 'pdfUrl'> | null;
};

/** A checkout with what its answers show: the plan's slug and name, the invoice's number. */
const CHECKOUT_VIEW = {
  checkout: checkouts,
  planSlug: plans.slug,
  planName: plans.name,
  invoiceNumber: invoices.number,
};
export type CheckoutView = {
  checkout: CheckoutRow;
  planSlug: string;
  planName: string;
  invoiceNumber: number | null;
};

export interface GrantResult {
  checkoutId: number;
  creditId: number;
  invoiceId: number;
  invoiceNumber: number;
  method: 'pix' | 'card' | 'free';
}

/**
 * The next invoice number, inside the caller's transaction: the one-row counter is locked by the
 * upsert until the transaction ends, and a rollback gives the number back (no gaps, unlike a
 * sequence).
 */
export async function nextInvoiceNumber(tx: Tx | Db): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounter)
    .values({ id: 1, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.id, set: { last: sql`${invoiceCounter.last} + 1` } })
    .returning({ last: invoiceCounter.last });
  if (!row) throw new Error('contador de faturas sem linha');
  return row.last;
}

/**
 * A PIX code is offered again (reused, listed as pending) only while it has more than this left:
 * enough to open the bank's app and pay.
 */
const PIX_REUSE_MARGIN_MS = 60_000;

export function createCheckoutsRepository(db: Db | Tx) {
  async function view(where: ReturnType<typeof and>): Promise<CheckoutView[]> {
    return db
      .select(CHECKOUT_VIEW)
      .from(checkouts)
      .innerJoin(plans, eq(plans.code, checkouts.planCode))
      .leftJoin(invoices, eq(invoices.checkoutId, checkouts.id))
      .where(where)
      .orderBy(desc(checkouts.id));
  }

  return {
    async findPlanBySlug(slug: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(and(eq(plans.slug, slug), eq(plans.active, true)));
      return row;
    },

    async getUser(code: number) {
      const [row] = await db
        .select({
          code: users.code,
          name: users.name,
          surname: users.surname,
          email: users.email,
          document: users.document,
          type: users.type,
          ddd: users.ddd,
          whatsapp: users.whatsapp,
          postalCode: users.postalCode,
          streetNumber: users.streetNumber,
        })
        .from(users)
        .where(eq(users.code, code));
      return row;
    },

    async getGatewayCustomer(userCode: number, gateway: GatewayName): Promise<string | null> {
      const [row] = await db
        .select({ id: gatewayCustomers.customerId })
        .from(gatewayCustomers)
        .where(and(eq(gatewayCustomers.userCode, userCode), eq(gatewayCustomers.gateway, gateway)));
      return row?.id ?? null;
    },

    /** Keeps the customer; when two requests raced, the first one kept wins (answered). */
    async saveGatewayCustomer(userCode: number, gateway: GatewayName, customerId: string, now: Date) {
      await db
        .insert(gatewayCustomers)
        .values({ userCode, gateway, customerId, createdAt: now })
        .onConflictDoNothing();
      return (await this.getGatewayCustomer(userCode, gateway)) ?? customerId;
    },

    async createCheckout(values: typeof checkouts.$inferInsert): Promise<number> {
      const [row] = await db.insert(checkouts).values(values).returning({ id: checkouts.id });
      if (!row) throw new Error('checkout não criado');
      return row.id;
    },

    async updateCheckout(id: number, values: Partial<typeof checkouts.$inferInsert>): Promise<void> {
      await db.update(checkouts).set(values).where(eq(checkouts.id, id));
    },

    /** A pending, unexpired PIX checkout of this user and plan, or of that ad's renewal (a second tab reuses it). */
    async findReusablePix(
      userCode: number,
      planCode: number,
      renewsListingCode: number | null,
      gateway: GatewayName,
      now: Date,
    ) {
      const [row] = await db
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.userCode, userCode),
            eq(checkouts.planCode, planCode),
            renewsListingCode === null
              ? isNull(checkouts.renewsListingCode)
              : eq(checkouts.renewsListingCode, renewsListingCode),
            eq(checkouts.method, 'pix'),
            eq(checkouts.status, 'pending'),
            eq(checkouts.gateway, gateway),
            gt(checkouts.pixExpiresAt, new Date(now.getTime() + PIX_REUSE_MARGIN_MS)),
          ),
        )
        .orderBy(desc(checkouts.id))
        .limit(1);
      return row;
    },

    /** The user's pending PIX checkouts whose code can still be paid (as findReusablePix), newest first. */
    async listPendingPix(userCode: number, gateway: GatewayName, now: Date): Promise<CheckoutView[]> {
      return view(
        and(
          eq(checkouts.userCode, userCode),
          eq(checkouts.method, 'pix'),
          eq(checkouts.status, 'pending'),
          eq(checkouts.gateway, gateway),
          gt(checkouts.pixExpiresAt, new Date(now.getTime() + PIX_REUSE_MARGIN_MS)),
        ),
      );
    },

    async findCheckout(id: number): Promise<CheckoutView | undefined> {
      const [row] = await view(eq(checkouts.id, id));
      return row;
    },

    async findCheckoutByPaymentId(paymentId: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.gatewayPaymentId, paymentId));
      return row;
    },

    /** The user's checkouts, newest first; `paidOnly` for the plans contracted. */
    /** The account types (2 PJ, 3 PF) whose free month the user has activated (checkouts_gratis_uq). */
    async usedTrialTypes(userCode: number): Promise<number[]> {
      const rows = await db
        .select({ userType: checkouts.userType })
        .from(checkouts)
        .where(and(eq(checkouts.userCode, userCode), eq(checkouts.method, 'free')));
      return rows.map((r) => r.userType);
    },

    async listCheckouts(userCode: number, paidOnly: boolean): Promise<CheckoutView[]> {
      return view(and(eq(checkouts.userCode, userCode), paidOnly ? eq(checkouts.status, 'paid') : undefined));
    },

    /**
     * Claims the right to ask the gateway about a checkout now: true for at most one caller per
     * `gapMs` (the status poll's throttle, shared by every process).
     */
    async claimPoll(id: number, now: Date, gapMs: number): Promise<boolean> {
      const rows = await db
        .update(checkouts)
        .set({ polledAt: now })
        .where(
          and(
            eq(checkouts.id, id),
            inArray(checkouts.status, ['pending', 'expired']),
            or(isNull(checkouts.polledAt), lt(checkouts.polledAt, new Date(now.getTime() - gapMs))),
          ),
        )
        .returning({ id: checkouts.id });
      return rows.length > 0;
    },

    /** A pending PIX checkout whose code expired unpaid becomes `expired` (still grantable). */
    async expirePix(id: number, now: Date): Promise<void> {
      await db
        .update(checkouts)
        .set({ status: 'expired' })
        .where(and(eq(checkouts.id, id), eq(checkouts.status, 'pending'), lt(checkouts.pixExpiresAt, now)));
    },

    /** Cancels a pending (or expired) checkout; false when it was paid or cancelled already. */
    async cancel(id: number): Promise<boolean> {
      const rows = await db
        .update(checkouts)
        .set({ status: 'cancelled' })
        .where(and(eq(checkouts.id, id), inArray(checkouts.status, ['pending', 'expired'])))
        .returning({ id: checkouts.id });
      return rows.length > 0;
    },

    /**
     * The first step of the grant, exactly once: marks the checkout paid only if it is still
     * pending (or expired). Undefined when it was granted already (or cancelled): only the
     * transaction that did it goes on to the credit and the invoice.
     */
    async markPaid(checkoutId: number, paidAt: Date): Promise<CheckoutRow | undefined> {
      const [c] = await db
        .update(checkouts)
        .set({ status: 'paid', paidAt })
        .where(and(eq(checkouts.id, checkoutId), inArray(checkouts.status, ['pending', 'expired'])))
        .returning();
      return c;
    },

    /** What a paid checkout's credit and invoice copy: its plan and its payer. */
    async planAndPayerOf(c: CheckoutRow) {
      const [plan] = await db.select().from(plans).where(eq(plans.code, c.planCode));
      const [user] = await db
        .select({ name: users.name, surname: users.surname, document: users.document })
        .from(users)
        .where(eq(users.code, c.userCode));
      if (!plan || !user) throw new Error(`checkout ${c.id} sem plano ou usuário`);
      return { plan, user };
    },

    /** A numbered invoice (nextInvoiceNumber: in the grant's transaction, so with no gaps). */
    async insertInvoice(
      values: Omit<typeof invoices.$inferInsert, 'number'>,
    ): Promise<{ id: number; number: number }> {
      const number = await nextInvoiceNumber(db);
      const [invoice] = await db
        .insert(invoices)
        .values({ number, ...values })
        .returning({ id: invoices.id });
      return { id: invoice?.id ?? 0, number };
    },

    async listInvoices(filter: { userCode?: number; status?: InvoiceStatus }): Promise<InvoiceListRow[]> {
      const rows = await db
        .select({
          invoice: invoices,
          serviceInvoiceStatus: serviceInvoices.status,
          serviceInvoicePdfUrl: serviceInvoices.pdfUrl,
        })
        .from(invoices)
        .leftJoin(serviceInvoices, eq(serviceInvoices.invoiceId, invoices.id))
        .where(
          and(
            filter.userCode !== undefined ? eq(invoices.userCode, filter.userCode) : undefined,
            filter.status ? eq(invoices.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(invoices.number));
      return rows.map((r) => ({
        ...r.invoice,
        serviceInvoice:
          r.serviceInvoiceStatus === null
            ? null
            : { status: r.serviceInvoiceStatus, pdfUrl: r.serviceInvoicePdfUrl },
      }));
    },

    /** An invoice with its checkout (the gateway's payment), for a refund. */
    async findInvoiceWithCheckout(
      id: number,
    ): Promise<{ invoice: InvoiceRow; checkout: CheckoutRow } | undefined> {
      const [row] = await db
        .select({ invoice: invoices, checkout: checkouts })
        .from(invoices)
        .innerJoin(checkouts, eq(checkouts.id, invoices.checkoutId))
        .where(eq(invoices.id, id));
      return row;
    },

    async findInvoiceOfCheckout(checkoutId: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.checkoutId, checkoutId));
      return row;
    },

    /**
     * The refund here, exactly once: a paid checkout becomes `refunded` and its paid invoice
     * `estornada` (when, why, by whom). Undefined when the checkout was not paid any more (refunded
     * already): only the transaction that changed it goes on to the credit and the e-mails.
     */
    async markRefunded(
      checkoutId: number,
      refund: { at: Date; reason: string; by: number | null },
    ): Promise<{ checkout: CheckoutRow; invoice: InvoiceRow | undefined } | undefined> {
      const [checkout] = await db
        .update(checkouts)
        .set({ status: 'refunded' })
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.status, 'paid')))
        .returning();
      if (!checkout) return undefined;
      const [invoice] = await db
        .update(invoices)
        .set({
          status: 'estornada',
          refundedAt: refund.at,
          refundReason: refund.reason,
          refundedBy: refund.by,
        })
        .where(and(eq(invoices.checkoutId, checkoutId), eq(invoices.status, 'paid')))
        .returning();
      return { checkout, invoice };
    },

    /** Who is alerted of a refund or a chargeback: every active admin account. */
    async adminRecipients(): Promise<{ email: string; name: string }[]> {
      return db
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(and(eq(users.level, 1), eq(users.active, true)))
        .orderBy(users.code);
    },

    async findInvoice(id: number): Promise<InvoiceRow | undefined> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
      return row;
    },

    /** The nota of an invoice, waiting for its job (in the grant's transaction). */
    async addServiceInvoice(invoiceId: number, now: Date): Promise<void> {
      await db
        .insert(serviceInvoices)
        .values({ invoiceId, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: serviceInvoices.invoiceId });
    },

    /** What the job needs to schedule an invoice's nota at the gateway. */
    async findServiceInvoiceWork(invoiceId: number) {
      const [row] = await db
        .select({
          serviceInvoice: serviceInvoices,
          invoice: invoices,
          paymentId: checkouts.gatewayPaymentId,
        })
        .from(serviceInvoices)
        .innerJoin(invoices, eq(invoices.id, serviceInvoices.invoiceId))
        .innerJoin(checkouts, eq(checkouts.id, invoices.checkoutId))
        .where(eq(serviceInvoices.invoiceId, invoiceId));
      return row;
    },

    async findServiceInvoiceByGatewayId(gatewayInvoiceId: string): Promise<ServiceInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(serviceInvoices)
        .where(eq(serviceInvoices.gatewayInvoiceId, gatewayInvoiceId));
      return row;
    },

    async updateServiceInvoice(
      invoiceId: number,
      values: Partial<
        Pick<
          ServiceInvoiceRow,
          'gatewayInvoiceId' | 'status' | 'number' | 'pdfUrl' | 'xmlUrl' | 'statusDescription' | 'updatedAt'
        >
      >,
    ): Promise<void> {
      await db.update(serviceInvoices).set(values).where(eq(serviceInvoices.invoiceId, invoiceId));
    },

    /** Stores a webhook event once; false when its id was seen before (a duplicate or replay). */
    async recordEvent(e: {
      eventId: string;
      gateway: string;
      type: string;
      paymentId: string | null;
      payload: unknown;
      receivedAt: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(paymentEvents)
        .values(e)
        .onConflictDoNothing({ target: paymentEvents.eventId })
        .returning({ id: paymentEvents.id });
      if (rows.length > 0) return true;
      // Seen before: processed again only if its processing never finished (the database went
      // away after it was stored), so Asaas' retry repairs it; confirming twice grants once.
      const [seen] = await db
        .select({ processedAt: paymentEvents.processedAt })
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, e.eventId));
      return seen !== undefined && seen.processedAt === null;
    },

    async markEventProcessed(eventId: string, now: Date): Promise<void> {
      await db.update(paymentEvents).set({ processedAt: now }).where(eq(paymentEvents.eventId, eventId));
    },
  };
}

export type CheckoutsRepository = ReturnType<typeof createCheckoutsRepository>;

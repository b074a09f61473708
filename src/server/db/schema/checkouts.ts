import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';
import { plans } from './plans.ts';
import { users } from './users.ts';

/**
 * Checkout, credits and invoices (spec 2 §3; DESIGN.md §4). Money is integer cents.
 *
 * A checkout is one attempt to pay for one plan. It is granted exactly once: the grant is a
 * conditional `UPDATE checkouts SET status = 'paid' ... WHERE status IN ('pending', 'expired')
 * RETURNING`, and only the transaction that got the row inserts the credit and the invoice
 * (both UNIQUE on the checkout besides). See features/checkouts/checkouts.repository.ts.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'restrict' }),
    planCode: integer('plano')
      .notNull()
      .references(() => plans.code, { onDelete: 'restrict' }),
    /** The plan's tipo_usuario when bought (2 PJ, 3 PF): the trial's one-per-type index. */
    userType: smallint('tipo_usuario').notNull(),
    method: text('metodo', { enum: ['pix', 'card', 'free'] }).notNull(),
    /** `refunded`: paid, then refunded (by an admin's "Estornar" or at the gateway). */
    status: text('status', { enum: ['pending', 'paid', 'cancelled', 'expired', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The plan's price when the checkout was created (never from a request body). */
    amountCents: integer('valor_centavos').notNull(),
    /** sandbox | asaas; null for a free trial (no gateway). */
    gateway: text('gateway', { enum: ['sandbox', 'asaas'] }),
    gatewayPaymentId: text('gateway_pagamento'),
    pixPayload: text('pix_payload'),
    /** The QR code's PNG, base64 (no data: prefix). */
    pixQrCode: text('pix_qr_code'),
    pixExpiresAt: timestamp('pix_expira_em', { withTimezone: true }),
    cardLast4: char('cartao_final', { length: 4 }),
    cardBrand: text('cartao_bandeira'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    paidAt: timestamp('pago_em', { withTimezone: true }),
    /** Last time the status poll asked the gateway (at most once per few seconds). */
    polledAt: timestamp('consultado_em', { withTimezone: true }),
    /**
     * The ad this checkout renews (ADR 022): paid, its credit goes to that ad from the end of the
     * one the ad holds. Null for a plan bought for any ad.
     */
    renewsListingCode: integer('anuncio_renovado').references(() => listings.code, { onDelete: 'set null' }),
  },
  (t) => [
    index('checkouts_usuario_idx').on(t.userCode, t.id),
    uniqueIndex('checkouts_gateway_pagamento_uq')
      .on(t.gatewayPaymentId)
      .where(sql`${t.gatewayPaymentId} is not null`),
    // One free trial per account and type (spec 2 §4), enforced here, not only by a SELECT.
    uniqueIndex('checkouts_gratis_uq')
      .on(t.userCode, t.userType)
      .where(sql`${t.method} = 'free'`),
    check('checkouts_valor_ck', sql`${t.amountCents} >= 0`),
    check('checkouts_tipo_usuario_ck', sql`${t.userType} in (2, 3)`),
  ],
);

/** The gateway's customer of each user (Asaas: one per user, kept). */
export const gatewayCustomers = pgTable(
  'clientes_gateway',
  {
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['sandbox', 'asaas'] }).notNull(),
    customerId: text('cliente').notNull(),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userCode, t.gateway] })],
);

/**
 * The sandbox gateway's payments (PAYMENT_GATEWAY=sandbox), kept in the database so that
 * "Simular pagamento" still works after a restart. Asaas keeps its own.
 */
export const sandboxPayments = pgTable('pagamentos_sandbox', {
  id: text('id').primaryKey(),
  customerId: text('cliente').notNull(),
  method: text('metodo', { enum: ['pix', 'card'] }).notNull(),
  /** Asaas' words: PENDING, RECEIVED, CONFIRMED; DELETED once cancelled. */
  status: text('status').notNull(),
  valueCents: integer('valor_centavos').notNull(),
  externalReference: text('referencia'),
  createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
});

/**
 * A credit: one ad slot for the plan's period from the payment date (trial: 30 days).
 * `status` is written `available` at the grant and `used` by the publish of the next issue, in
 * one statement: `UPDATE creditos SET status = 'used', anuncio = $ad, usado_em = now() WHERE id =
 * (SELECT id FROM creditos WHERE usuario = $u AND status = 'available' AND fim > now() ORDER BY
 * fim LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING id`. `expired` is derived on reads: an
 * `available` credit whose `fim` has passed is answered as expired (nothing rewrites it).
 */
export const credits = pgTable(
  'creditos',
  {
    id: serial('id').primaryKey(),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'restrict' }),
    checkoutId: integer('checkout')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    planCode: integer('plano')
      .notNull()
      .references(() => plans.code, { onDelete: 'restrict' }),
    /**
     * `revoked`: its payment was refunded; it can never be bound again. `frozen`: its payment is
     * disputed (a chargeback); `status_antes_congelar` keeps what it goes back to if the dispute is won.
     */
    status: text('status', { enum: ['available', 'used', 'expired', 'revoked', 'frozen'] })
      .notNull()
      .default('available'),
    startsAt: timestamp('inicio', { withTimezone: true }).notNull(),
    endsAt: timestamp('fim', { withTimezone: true }).notNull(),
    /** The ad that used it. */
    listingCode: integer('anuncio').references(() => listings.code, { onDelete: 'set null' }),
    usedAt: timestamp('usado_em', { withTimezone: true }),
    /**
     * When the advertiser was e-mailed that the ad's period ends soon (my-listings'
     * expiry-warnings): set by the UPDATE that claims the warning, so it is sent once.
     */
    expiryWarnedAt: timestamp('aviso_expiracao_em', { withTimezone: true }),
    /** When its payment was refunded (status `revoked`). */
    revokedAt: timestamp('revogado_em', { withTimezone: true }),
    /** When a chargeback froze it (status `frozen`), and the status it had then. */
    frozenAt: timestamp('congelado_em', { withTimezone: true }),
    statusBeforeFreeze: text('status_antes_congelar', { enum: ['available', 'used'] }),
    /** The status its ad had when the chargeback took it off the site (restored if the dispute is won). */
    listingStatusBeforeFreeze: text('anuncio_status_antes_congelar'),
  },
  (t) => [
    uniqueIndex('creditos_checkout_uq').on(t.checkoutId),
    uniqueIndex('creditos_anuncio_uq')
      .on(t.listingCode)
      .where(sql`${t.listingCode} is not null`),
    index('creditos_usuario_idx').on(t.userCode, t.status, t.endsAt),
  ],
);

/**
 * Invoices (spec 2 §3 "Invoice"). Numbered without gaps from `contador_faturas` inside the grant
 * transaction; the plan and the payer are snapshots, so a later price change or profile edit
 * does not alter an invoice. Never deleted (no endpoint; every reference is RESTRICT).
 */
export const invoices = pgTable(
  'faturas',
  {
    id: serial('id').primaryKey(),
    number: integer('numero').notNull(),
    checkoutId: integer('checkout')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'restrict' }),
    userCode: integer('usuario')
      .notNull()
      .references(() => users.code, { onDelete: 'restrict' }),
    planName: text('plano_nome').notNull(),
    planSlug: text('plano_slug').notNull(),
    planUserType: smallint('plano_tipo_usuario').notNull(),
    planPriceCents: integer('plano_preco_centavos').notNull(),
    planPeriodMonths: smallint('plano_periodo_meses').notNull(),
    planOrigin: text('plano_origem', { enum: ['novo', 'legado'] }).notNull(),
    payerName: text('pagador_nome').notNull(),
    payerDocument: text('pagador_documento').notNull(),
    amountCents: integer('valor_centavos').notNull(),
    method: text('metodo', { enum: ['pix', 'card', 'free'] }).notNull(),
    cardLast4: char('cartao_final', { length: 4 }),
    /** `estornada`: paid, then refunded (the receipt says so). */
    status: text('status', { enum: ['open', 'paid', 'canceled', 'estornada'] }).notNull(),
    issuedAt: timestamp('emitida_em', { withTimezone: true }).notNull(),
    paidAt: timestamp('paga_em', { withTimezone: true }),
    /** The refund: when, why (the admin's reason, or the gateway's), and by whom (null: at the gateway). */
    refundedAt: timestamp('estornada_em', { withTimezone: true }),
    refundReason: text('motivo_estorno'),
    refundedBy: integer('estornada_por').references(() => users.code, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('faturas_numero_uq').on(t.number),
    uniqueIndex('faturas_checkout_uq').on(t.checkoutId),
    index('faturas_usuario_idx').on(t.userCode, t.id),
  ],
);

/**
 * The last invoice number: one row, taken with `INSERT ... ON CONFLICT DO UPDATE SET ultimo =
 * ultimo + 1 RETURNING` inside the grant transaction, so a rolled-back grant leaves no gap (a
 * sequence would).
 */
export const invoiceCounter = pgTable(
  'contador_faturas',
  {
    id: smallint('id').primaryKey(),
    last: integer('ultimo').notNull(),
  },
  (t) => [check('contador_faturas_um_ck', sql`${t.id} = 1`)],
);

/** Gateway webhook events, stored once by their id (replays and duplicates are no-ops). */
export const paymentEvents = pgTable(
  'eventos_pagamento',
  {
    id: serial('id').primaryKey(),
    eventId: text('evento_id').notNull(),
    gateway: text('gateway').notNull(),
    type: text('tipo').notNull(),
    paymentId: text('pagamento_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('recebido_em', { withTimezone: true }).notNull(),
    processedAt: timestamp('processado_em', { withTimezone: true }),
  },
  (t) => [uniqueIndex('eventos_pagamento_evento_uq').on(t.eventId)],
);

/**
 * The nota fiscal de serviço (NFS-e) of a paid invoice, when ASAAS_NFSE=true (ADR 019).
 * The row is written `pendente` in the grant transaction with the job that schedules
 * it at Asaas (queue `nota-fiscal`); the job fills in Asaas' id, and INVOICE_* webhooks (each
 * re-fetched from Asaas) keep the status, number and links current. One per invoice.
 */
export const serviceInvoices = pgTable(
  'notas_fiscais',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('fatura')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** Asaas' id (`inv_…`), once scheduled. */
    gatewayInvoiceId: text('nota_gateway'),
    /**
     * `pendente` until Asaas has it; then Asaas' words (SCHEDULED, SYNCHRONIZED, AUTHORIZED,
     * PROCESSING_CANCELLATION, CANCELED, CANCELLATION_DENIED, ERROR).
     */
    status: text('status').notNull().default('pendente'),
    number: text('numero'),
    pdfUrl: text('pdf_url'),
    xmlUrl: text('xml_url'),
    /** Asaas' (the municipality's) reason for an ERROR, or ours after the last failed attempt. */
    statusDescription: text('descricao_status'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    updatedAt: timestamp('atualizado_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notas_fiscais_fatura_uq').on(t.invoiceId),
    uniqueIndex('notas_fiscais_nota_gateway_uq')
      .on(t.gatewayInvoiceId)
      .where(sql`${t.gatewayInvoiceId} is not null`),
  ],
);

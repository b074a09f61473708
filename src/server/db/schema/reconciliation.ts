import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { checkouts } from './checkouts.ts';
import { users } from './users.ts';

/**
 * The nightly payment reconciliation (ADR 011, "Reconciliation"): each run, and what it found
 * comparing the gateway's payments of the last days with our checkouts.
 */
export const reconciliationRuns = pgTable('conciliacoes', {
  id: serial('id').primaryKey(),
  startedAt: timestamp('iniciada_em', { withTimezone: true }).notNull(),
  finishedAt: timestamp('terminada_em', { withTimezone: true }).notNull(),
  /** `job` (the nightly schedule) or `cli` (`npm run payments:reconcile`). */
  origin: text('origem', { enum: ['job', 'cli'] }).notNull(),
  /** The gateway's payments compared. */
  payments: integer('pagamentos').notNull(),
  /** Paid at the gateway, granted by this run through `confirmPayment`. */
  corrected: integer('corrigidos').notNull(),
  /** New findings for the admins (not counting ones already open from earlier runs). */
  findings: integer('divergencias').notNull(),
});

/**
 * A finding, once per payment (or checkout) and kind whatever the runs (`chave`, UNIQUE).
 * `corrigido` is written resolved (the run fixed it); the others stay open until an admin marks
 * them resolved.
 */
export const reconciliationFindings = pgTable(
  'divergencias_conciliacao',
  {
    id: serial('id').primaryKey(),
    runId: integer('conciliacao')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text('tipo', {
      enum: [
        'corrigido',
        'valor_divergente',
        'estornado_no_gateway',
        'sem_checkout',
        'ausente_no_gateway',
        'pago_sem_credito',
      ],
    }).notNull(),
    /** `tipo:pagamento` (or `tipo:checkout-N` with no payment): one finding per payment and kind. */
    key: text('chave').notNull(),
    checkoutId: integer('checkout').references(() => checkouts.id, { onDelete: 'set null' }),
    paymentId: text('pagamento'),
    checkoutCents: integer('valor_checkout_centavos'),
    gatewayCents: integer('valor_gateway_centavos'),
    gatewayStatus: text('status_gateway'),
    checkoutStatus: text('status_checkout'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolvida_em', { withTimezone: true }),
    resolvedBy: integer('resolvida_por').references(() => users.code, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('divergencias_conciliacao_chave_uq').on(t.key),
    index('divergencias_conciliacao_abertas_idx').on(t.resolvedAt, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pendente', 'confirmada', 'cancelada'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter subscriptions with double opt-in: `pendente` until the link e-mailed to
 * the address is opened, then `confirmada`; `cancelada` once the subscriber leaves through the
 * cancel link (LGPD art. 8 §5: consent can be withdrawn at any time). Only the SHA-256 of each
 * token is stored (src/server/lib/tokens.ts): the one-time confirmation token is cleared once
 * used; the cancel token (`cancelamento_hash`) is created at confirmation and lives as long as
 * the subscription, and is kept after a cancellation so the same link answers again. One row
 * per address (lower case); a new subscription of a cancelled address reuses the row.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_inscricoes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pendente'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expira_em', { withTimezone: true }),
    cancelHash: text('cancelamento_hash'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    updatedAt: timestamp('atualizado_em', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmado_em', { withTimezone: true }),
    canceledAt: timestamp('cancelado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_inscricoes_email_uq').on(t.email),
    uniqueIndex('newsletter_inscricoes_token_hash_uq').on(t.tokenHash),
    uniqueIndex('newsletter_inscricoes_cancelamento_hash_uq').on(t.cancelHash),
    check('newsletter_inscricoes_status_ck', sql`${t.status} in ('pendente', 'confirmada', 'cancelada')`),
  ],
);

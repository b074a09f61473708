import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pendente', 'confirmada'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter subscriptions with double opt-in (issue 4): `pendente` until the link e-mailed to
 * the address is opened, then `confirmada`. Only the SHA-256 of the one-time token is stored
 * (src/server/lib/tokens.ts); it is cleared once used. One row per address (lower case).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_inscricoes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pendente'),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expira_em', { withTimezone: true }),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    updatedAt: timestamp('atualizado_em', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_inscricoes_email_uq').on(t.email),
    uniqueIndex('newsletter_inscricoes_token_hash_uq').on(t.tokenHash),
    check('newsletter_inscricoes_status_ck', sql`${t.status} in ('pendente', 'confirmada')`),
  ],
);

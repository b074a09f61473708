import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mails the portal sends. Without SMTP_URL this is the outbox (DESIGN.md "e-mail"): the whole
 * message is kept and shown on /dev/emails, so links work on a fresh machine. With SMTP the
 * row is a delivery record only (`html`/`texto` left empty: links carry one-time tokens that
 * must not sit in the database), with `enviado_em` or the `erro` of the attempt.
 */
export const emailOutbox = pgTable(
  'emails_saida',
  {
    id: serial('id').primaryKey(),
    to: text('para').notNull(),
    subject: text('assunto').notNull(),
    /** Template name: confirmacao, reenvio, recuperacao, senha-alterada. */
    template: text('modelo').notNull(),
    html: text('html'),
    text: text('texto'),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    sentAt: timestamp('enviado_em', { withTimezone: true }),
    error: text('erro'),
  },
  (t) => [index('emails_saida_criado_idx').on(t.createdAt)],
);

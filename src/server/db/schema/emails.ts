import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Where an e-mail stands: queued (or being retried), handed over, or given up on. */
export const EMAIL_STATES = ['pendente', 'entregue', 'falhou'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

/**
 * Every e-mail the portal sends, written in the transaction of the change that causes it, with
 * a job on the job queue that delivers it (docs/decisions/016-durable-jobs.md). Without SMTP_URL
 * this is the outbox (DESIGN.md "e-mail"): the whole message is kept and shown on /dev/emails,
 * so links work on a fresh machine. With SMTP the body is kept only until it is delivered or
 * given up on (`html`/`texto` emptied then: links carry one-time tokens that must not sit in the
 * database), and the row stays as the delivery record: `estado`, `tentativas`, `enviado_em`, the
 * last `erro`.
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
    /**
     * Extra headers of the message (the alerts' List-Unsubscribe and List-Unsubscribe-Post, RFC
     * 8058), handed to SMTP as they are; emptied with the body, since they may carry a token.
     */
    headers: jsonb('cabecalhos').$type<Record<string, string>>(),
    createdAt: timestamp('criado_em', { withTimezone: true }).notNull(),
    sentAt: timestamp('enviado_em', { withTimezone: true }),
    error: text('erro'),
    state: text('estado').$type<EmailState>().notNull().default('pendente'),
    /** Delivery attempts made so far. */
    attempts: integer('tentativas').notNull().default(0),
  },
  (t) => [
    index('emails_saida_criado_idx').on(t.createdAt),
    // The admin dashboard's "e-mails não entregues": few rows, read often.
    index('emails_saida_falhou_idx')
      .on(t.createdAt)
      .where(sql`estado = 'falhou'`),
  ],
);
